/**
 * The scopes of a split model the navigation store loads itself (React-free): what the location needs, the
 * requests to the host's `loadScope` / `resolveScopes`; the store's `prefetch` action loads through it.
 * One loader per provider: the stores it creates in turn (a new model, drill-down or basePath) share it, so a
 * scope loaded or failed is asked for once. Tested without React (scope-loader.test.ts, nav-store.test.ts).
 */
import type { NavIndex, NavLocation, NavScope } from '@docsnav/core';
import { pendingScope } from '@docsnav/core/split';

/** The host's loaders (provider props `loadScope`, `resolveScopes`). */
export interface ScopeSource {
  /** Loads a scope by id; a scope the host holds may be returned as is (not a promise). */
  loadScope?: ((id: string) => NavScope | Promise<NavScope>) | undefined;
  /** The scope ids a pathname needs, or a promise of them. */
  resolveScopes?: ((pathname: string) => Promise<readonly string[]> | readonly string[]) | undefined;
}

/** The scopes a provider loaded, and how it gets more. */
export interface ScopeLoader {
  /** The scopes loaded so far by id (not those the host passed): a new map when one is added or a request
   *  settles, so that a reader compares it by identity. */
  readonly scopes: ReadonlyMap<string, NavScope>;
  /** The requests the location needs, not loaded nor settled: the scope of a division just chosen (`chosen`,
   *  a node, or -1), the scope of the location's sidebar while it is pending, and `?<pathname>` (to resolve)
   *  for a pathname the index does not hold. Loaded scopes are the index's (not pending in it). */
  needs(index: NavIndex, location: NavLocation, chosen: number, source: ScopeSource): string[];
  /** Starts what `needs` returned. A host answering synchronously settles it before this returns. */
  request(ids: readonly string[], source: ScopeSource, loaded: ReadonlyMap<string, NavScope>): void;
  /** Starts loading a scope, unless it was asked for before or the host has it (`loaded`). */
  load(id: string, source: ScopeSource, loaded?: ReadonlyMap<string, NavScope>): void;
  /** The store's `prefetch` action: loads the scope a division (a node, or -1) leads into when `index` has
   *  not loaded it (core `pendingScope`), and keeps the division's id in `warm`. */
  prefetch(index: NavIndex, node: number, source: ScopeSource): void;
  /** The id of the division last prefetched whose scope was not loaded then: once it is, the provider builds
   *  its sidebar view ahead of the click (a tap's 80 ms or so between touch and click), and clears it. */
  warm?: string | undefined;
  /** Calls `listener` after `scopes` changed (one listener: the provider's). Returns the unsubscribe
   *  function. */
  subscribe(listener: () => void): () => void;
}

/** A loader with nothing loaded. */
export function createScopeLoader(): ScopeLoader {
  /** Scopes and pathnames (`?/path`) asked for, and what became of them: false while loading, true when
   *  done (loaded, resolved or failed). */
  const state = new Map<string, boolean>();
  /** The one reader told of a change (the provider). */
  let listener: (() => void) | undefined;
  const settle = (key: string, scope?: NavScope) => {
    state.set(key, true);
    const next = new Map(loader.scopes);
    loader.scopes = scope ? next.set(scope.id, scope) : next;
    listener?.();
  };
  /** A host function's answer for `key`, a value or a promise of one: `done` with the value (at once when it
   *  is not a promise); `key` settled without it when the promise rejects. */
  const answer = <T>(key: string, got: T | PromiseLike<T>, done: (value: T) => void) => {
    state.set(key, false);
    if (typeof (got as PromiseLike<T>)?.then === 'function')
      (got as PromiseLike<T>).then(done, () => settle(key));
    else done(got as T);
  };
  const loader: { -readonly [K in keyof ScopeLoader]: ScopeLoader[K] } = {
    scopes: new Map(),
    needs(index, location, chosen, source) {
      const out: string[] = [];
      const want = (id: string | undefined) => {
        if (id !== undefined && source.loadScope && !state.get(id)) out.push(id);
      };
      if (chosen >= 0) want(pendingScope(index, chosen));
      if (index.pending?.has(location.sidebar)) want(index.scopes?.get(location.sidebar));
      const key = `?${location.pathname}`;
      if (location.page < 0 && source.resolveScopes && !state.get(key)) out.push(key);
      return out;
    },
    // Asked for once (every scope it loaded is `state`'s).
    load(id, source, loaded) {
      if (source.loadScope && !state.has(id) && !loaded?.has(id))
        answer(id, source.loadScope(id), (scope) => settle(id, scope));
    },
    prefetch(index, node, source) {
      const id = pendingScope(index, node);
      if (id === undefined) return;
      loader.warm = index.nodes[node]?.id;
      loader.load(id, source);
    },
    request(ids, source, loaded) {
      const { resolveScopes } = source;
      for (const id of ids) {
        if (!id.startsWith('?')) loader.load(id, source, loaded);
        else if (resolveScopes && !state.has(id))
          answer(id, resolveScopes(id.slice(1)), (found) => {
            for (const s of found) loader.load(s, source, loaded);
            settle(id);
          });
      }
    },
    subscribe(next) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
  return loader;
}
