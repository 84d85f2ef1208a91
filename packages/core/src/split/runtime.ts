/**
 * Browser side of the Vite plugin's split navigation: `loadScope` and `resolveScopes` of `virtual:docsnav`
 * (the generated module calls `splitLoaders` with its tables; see `split-modules.ts` of `@docsnav/node` for
 * the Node side). Imported by that module by file path (`split-runtime-file.ts` of `@docsnav/node` finds it),
 * so it must stay free of Node APIs.
 */
import type { NavScope, NavShell } from '../model/types.js';
import { type NavIndex, normalizePathname } from '../query/nav-index.js';
import { hashBucket } from './bucket.js';
import { createSplitIndex } from './split-index.js';

/**
 * A bucket of the route map: normalized pathname → scope numbers (an index into the scope id list; one
 * number, or several when a page needs more than one scope). A key ending in `/` (`/guides/`) is a path
 * prefix: the scopes of an unknown pathname under it, stored only where they differ from its parent's.
 */
export type RouteTable = Readonly<Record<string, number | readonly number[]>>;

/** What the generated `virtual:docsnav` module gives `splitLoaders`. */
export interface SplitTables {
  /** The shell (for the basePath the pathnames are normalized with). */
  shell: NavShell;
  /** Scope id per scope number. */
  ids: readonly string[];
  /** Per scope number: a dynamic import of that scope's module. */
  scopes: ReadonlyArray<() => Promise<{ scope: NavScope | undefined }>>;
  /** Per bucket: a dynamic import of that bucket of the route map. */
  routes: ReadonlyArray<() => Promise<{ routes: RouteTable }>>;
  /** Scope numbers of a pathname that is no page and under no known prefix (the default divisions). */
  fallback: readonly number[];
}

/** `loadScope` and `resolveScopes` as `virtual:docsnav` exports them. */
export interface SplitLoaders {
  /** Loads one scope by id (each scope is its own chunk; loaded once). Rejects for an unknown id. */
  loadScope(id: string): Promise<NavScope>;
  /** The ids of the scopes a pathname needs (its sidebar's, and its own for a hidden page shown in another
   *  sidebar), as `splitModel(model).scopesFor` gives them; loads one bucket of the route map (more for an
   *  unknown pathname: one per path prefix tried). */
  resolveScopes(pathname: string): Promise<string[]>;
}

/**
 * The route-map bucket of a normalized pathname (`hashBucket` of `./bucket.ts`): used by the plugin to fill
 * the buckets and by the browser to find one.
 */
export const routeBucket: (key: string, count: number) => number = hashBucket;

/** Builds `loadScope` and `resolveScopes` over the tables of the generated module. */
export function splitLoaders(tables: SplitTables): SplitLoaders {
  const numbers = new Map<string, number>();
  tables.ids.forEach((id, n) => {
    numbers.set(id, n);
  });
  const loaded = new Map<string, Promise<NavScope>>();
  const buckets = new Map<number, Promise<RouteTable>>();
  let shellIndex: NavIndex | undefined;

  const loadScope = (id: string): Promise<NavScope> => {
    const cached = loaded.get(id);
    if (cached) return cached;
    const load = tables.scopes[numbers.get(id) ?? -1];
    if (!load) return Promise.reject(new Error(`docsnav: no navigation scope "${id}"`));
    const promise = load().then(({ scope }) => {
      // A scope dropped by a docs edit since this page loaded (dev): the module is empty.
      if (!scope) throw new Error(`docsnav: navigation scope "${id}" is gone (the docs changed)`);
      return scope;
    });
    // A failed load (network) is tried again on the next call.
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
    return promise;
  };

  const lookup = async (key: string) => {
    const k = routeBucket(key, tables.routes.length);
    let bucket = buckets.get(k);
    if (!bucket) {
      const load = tables.routes[k];
      if (!load) return undefined;
      bucket = load().then((m) => m.routes);
      bucket.catch(() => buckets.delete(k));
      buckets.set(k, bucket);
    }
    const table = await bucket;
    return Object.hasOwn(table, key) ? table[key] : undefined;
  };

  const resolveScopes = async (pathname: string): Promise<string[]> => {
    shellIndex ??= createSplitIndex(tables.shell, []);
    const path = normalizePathname(shellIndex, pathname);
    // A page; else the nearest path prefix with its own answer (as `locate` falls back on unknown paths).
    let hit = await lookup(path);
    for (let k = path; hit === undefined && k.length > 1; k = k.slice(0, k.lastIndexOf('/')))
      hit = await lookup(`${k}/`);
    const list = hit === undefined ? tables.fallback : typeof hit === 'number' ? [hit] : hit;
    return list.flatMap((n) => {
      const id = tables.ids[n];
      return id === undefined ? [] : [id];
    });
  };

  return { loadScope, resolveScopes };
}
