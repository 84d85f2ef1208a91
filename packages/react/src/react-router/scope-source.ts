import { cached, type NavScope, type NavShell } from '@docsnav/core';

/** A split navigation as the Vite plugin serves it (`import * as docs from 'virtual:docsnav'`): the shell,
 *  and the loaders of the scopes. */
export interface ScopeSource {
  /** Settings, global anchors and every division. */
  readonly shell: NavShell;
  /** Loads one scope (one sidebar) by id. */
  readonly loadScope: (id: string) => NavScope | Promise<NavScope>;
  /** The scope ids a pathname needs. */
  readonly resolveScopes: (pathname: string) => readonly string[] | Promise<readonly string[]>;
}

interface SourceState {
  /** The scopes loaded so far in this process (the build's or the browser's), by id. */
  loaded: Map<string, NavScope>;
  /** True once the navigation is mounted in the browser: later client loads leave scopes to the provider. */
  mounted: boolean;
}

const states = new WeakMap<ScopeSource, SourceState>();

/** The loaded scopes and the mounted flag of a source (one per source object). */
export function stateOf(source: ScopeSource): SourceState {
  return cached(states, source, (): SourceState => ({ loaded: new Map(), mounted: false }));
}

/** A router pathname without trailing slashes (`/a/b/` → `/a/b`, `/` stays): a prerendered `/a/b/` and a
 *  visited `/a/b` are the same page. */
export const routerPathname = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Loads the scopes a pathname needs (its sidebar's, and its own for a hidden page) and keeps them for the
 * provider's first render; returns their ids. Call it before `hydrateRoot` with the page's pathname (the
 * HTML carries only the ids), or use {@link hydrateDocs}. Scopes loaded before are not asked for again.
 */
export async function preloadScopes(source: ScopeSource, pathname: string): Promise<string[]> {
  const { loaded } = stateOf(source);
  const ids = [...(await source.resolveScopes(routerPathname(pathname)))];
  const missing = ids.filter((id) => !loaded.has(id));
  for (const scope of await Promise.all(missing.map((id) => source.loadScope(id))))
    loaded.set(scope.id, scope);
  return ids;
}

/** The scopes of `ids` that {@link preloadScopes} has loaded, in order. */
export function loadedScopes(source: ScopeSource, ids: readonly string[]): NavScope[] {
  const { loaded } = stateOf(source);
  return ids.flatMap((id) => loaded.get(id) ?? []);
}
