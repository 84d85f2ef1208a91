import {
  locate,
  locationIn,
  type NavIndex,
  type NavShell,
  nodeById,
  nodeHref,
  sharedSplitIndex,
} from '@docsnav/core';
import { carryLocation, pendingScope } from '@docsnav/core/split';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { createScopeLoader } from '../state/scope-loader.js';
import { keepViews } from '../state/split-views.js';
import type { SplitNavigationProviderProps } from './types.js';
import { type SplitPart, useProvider } from './use-provider.js';

/** The shell each index was built from: a store takes a new index in place of its own only from the same
 *  shell (a new shell object, a new model, makes a new store). */
const shellOf = new WeakMap<NavIndex, NavShell>();

/**
 * `NavigationProvider` for a split model (DESIGN §4): the shell, the scopes the host has, and the scopes it
 * loads itself (`loadScope`, `resolveScopes`) as the reader moves or points at a division. A scope loaded
 * replaces the index in the provider's store: only the sidebar entries whose state changed re-render. The
 * first render depends only on the props, so server and hydrated client renders agree.
 */
export function SplitNavigationProvider(props: SplitNavigationProviderProps) {
  const { shell, basePath, scopes: given } = props;
  // The scopes the host passed and those the provider loaded (one loader per provider, handed from store to
  // store); a scope loaded renders the provider again.
  const [loader] = useState(createScopeLoader);
  const loadedNow = () => loader.scopes;
  const loaded = useSyncExternalStore(loader.subscribe, loadedNow, loadedNow);
  const scopes = useMemo(() => {
    if (!given?.length) return loaded;
    const all = new Map(loaded);
    for (const scope of given) all.set(scope.id, scope);
    return all;
  }, [given, loaded]);
  const index = useMemo(() => {
    const built = sharedSplitIndex(shell, [...scopes.values()], { basePath });
    shellOf.set(built, shell);
    return built;
  }, [shell, scopes, basePath]);
  const split = useMemo(
    (): SplitPart => ({
      loader,
      place: (located, shown, chosen, source) =>
        shown && (loader.needs(index, located, chosen, source).length || index.pending?.has(located.sidebar))
          ? shown
          : located,
      request: (located, chosen, source) =>
        loader.request(loader.needs(index, located, chosen, source), source, scopes),
      swap(store, shown, drilldown) {
        const ok =
          !!shown &&
          store.index !== index &&
          shellOf.get(store.index) === shell &&
          store.drilldown === drilldown &&
          store.index.settings.basePath === index.settings.basePath;
        if (ok) {
          store.replaceIndex(index, shown, keepViews);
          // A division prefetched (pointer, focus, touch) whose scope is loaded: its sidebar view is built in
          // the next task (not in this one, already long with the scope's parse and index), where the click
          // into it will look it up (the same location as the click's), so the click only draws it.
          const { warm } = loader;
          if (warm !== undefined)
            setTimeout(() => {
              const at = store.index;
              const node = nodeById(at, warm);
              if (loader.warm !== warm || node < 0 || pendingScope(at, node) !== undefined) return;
              loader.warm = undefined;
              const href = nodeHref(at, node);
              if (href) store.sidebarView(locate(at, href, locationIn(at, node)).sidebar);
            });
        }
        return ok;
      },
    }),
    [loader, scopes, index, shell],
  );
  return useProvider(props, index, carryLocation, split);
}
