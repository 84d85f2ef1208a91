import { loadScope, resolveScopes } from 'virtual:docsnav';
import type { NavScope } from '@docsnav/core';

/** The navigation scopes loaded so far in this process (the build's or the browser's), by id. */
const loaded = new Map<string, NavScope>();

/**
 * Loads the scopes a pathname needs (its sidebar's, and its own for a hidden page) and keeps them for
 * `loadedScopes`; returns their ids. Each scope is a content-hashed chunk shared by every page of its
 * sidebar (cached by the browser), so a page's HTML carries only the ids, never the scope itself.
 */
export async function loadPathScopes(pathname: string): Promise<string[]> {
  const ids = await resolveScopes(pathname);
  for (const scope of await Promise.all(ids.map(loadScope))) loaded.set(scope.id, scope);
  return ids;
}

/** The scopes of `ids` that `loadPathScopes` has loaded, in order (ids not loaded are left out). */
export function loadedScopes(ids: readonly string[]): NavScope[] {
  return ids.flatMap((id) => loaded.get(id) ?? []);
}
