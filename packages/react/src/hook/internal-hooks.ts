/** Hooks internal to the package (the store, and the location read from it): the public hooks and the components'
 *  hooks are built on them; hosts use the public ones (hooks.ts). */
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { CURRENT, type CurrentPage, type NavigationStore } from '../state/nav-store.js';
import { need, StoreContext } from './context.js';
import { useIsoLayoutEffect } from './iso-layout-effect.js';
import type { SidebarNodeState } from './types.js';

/** `{ open, current, onTrail }` of state bits, one shared frozen object per combination. */
const STATES: SidebarNodeState[] = [];
/** The shared `SidebarNodeState` object of a state's bits. */
export const nodeState = (b: number): SidebarNodeState =>
  (STATES[b] ??= Object.freeze({ open: (b & 1) > 0, current: (b & 2) > 0, onTrail: (b & 4) > 0 }));

/** The provider's store; throws outside a `NavigationProvider`. */
export const useNavigationStore = (): NavigationStore => need(useContext(StoreContext));

/** A value selected from the provider's store, re-rendering only when `select` returns something else after
 *  a change of `key` (a node id; default: every change). The one way the hooks read the store. */
export const useStoreSelector = <T>(select: (store: NavigationStore) => T, key?: string): T =>
  useStoreValue(useNavigationStore(), select, key);

/** `useStoreSelector` on a given store (the provider's own, before its context exists). */
export function useStoreValue<T>(
  store: NavigationStore,
  select: (store: NavigationStore) => T,
  key?: string,
): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener, key), [store, key]);
  const get = () => select(store);
  return useSyncExternalStore(subscribe, get, get);
}

/** The provider's current location; throws outside a `NavigationProvider`. A reader that rendered with the
 *  provider in this pass already has it: the provider's call at commit only wakes the others (those a memo
 *  kept from rendering), so no reader renders twice for one navigation. */
export function useCurrentPage(): CurrentPage {
  const store = useNavigationStore();
  const shown = useRef<CurrentPage>(undefined);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(() => shown.current !== store.current && listener(), CURRENT),
    [store],
  );
  const get = () => store.current;
  const current = useSyncExternalStore(subscribe, get, get);
  // Children's layout effects run before their parents': this is set before the provider calls.
  useIsoLayoutEffect(() => {
    shown.current = current;
  });
  return current;
}
