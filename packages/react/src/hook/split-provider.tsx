import { type NavIndex, type NavLocation, sharedSplitIndex } from '@docsnav/core';
import { carryLocation } from '@docsnav/core/split';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { createScopeLoader, type ScopeSource } from '../state/scope-loader.js';
import { keepViews } from '../state/split-views.js';
import type { SplitNavigationProviderProps } from './types.js';
import { type SplitPart, useProvider } from './use-provider.js';

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
  const index = useMemo(
    () => sharedSplitIndex(shell, [...scopes.values()], { basePath }),
    [shell, scopes, basePath],
  );
  const split = useMemo((): SplitPart => {
    const needs = (index: NavIndex, located: NavLocation, chosen: number, source: ScopeSource) =>
      loader.needs(index, located, chosen, source);
    return {
      loader,
      carry: carryLocation,
      place: (index, located, shown, chosen, source) =>
        shown && (needs(index, located, chosen, source).length || index.pending?.has(located.sidebar))
          ? shown
          : located,
      request: (index, located, chosen, source) =>
        loader.request(needs(index, located, chosen, source), source, scopes),
      swap(store, index, shown, same) {
        if (
          !shown ||
          !same ||
          store.index === index ||
          store.index.settings.basePath !== index.settings.basePath
        )
          return false;
        store.replaceIndex(index, shown, keepViews);
        return true;
      },
    };
  }, [loader, scopes]);
  return useProvider(props, shell, index, split);
}
