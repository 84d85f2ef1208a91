/** Hooks internal to the package (the store, and the location read from it): the public hooks and the components'
 *  hooks are built on them; hosts use the public ones (hooks.ts). */
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { HERE, type NavStore } from '../state/nav-store.js';
import { type Here, need, StoreContext } from './context.js';
import { useIsoLayoutEffect } from './iso-layout-effect.js';
import type { SidebarNodeState } from './types.js';

/** `{ open, current, onTrail }` of state bits, one shared frozen object per combination. */
const STATES: SidebarNodeState[] = [];
/** The shared `SidebarNodeState` object of a state's bits. */
export const nodeState = (b: number): SidebarNodeState =>
  (STATES[b] ??= Object.freeze({ open: (b & 1) > 0, current: (b & 2) > 0, onTrail: (b & 4) > 0 }));

/** The provider's store; throws outside a `NavigationProvider`. */
export const useStore = (): NavStore => need(useContext(StoreContext));
/** The provider's current location; throws outside a `NavigationProvider`. A reader that rendered with the
 *  provider in this pass already has it: the provider's call at commit only wakes the others (those a memo
 *  kept from rendering), so no reader renders twice for one navigation. */
export function useHere(): Here {
  const s = useStore();
  const shown = useRef<Here>(undefined);
  const sub = useCallback((fn: () => void) => s.sub(() => shown.current !== s.here && fn(), HERE), [s]);
  const get = () => s.here;
  const here = useSyncExternalStore(sub, get, get);
  // Children's layout effects run before their parents': this is set before the provider calls.
  useIsoLayoutEffect(() => {
    shown.current = here;
  });
  return here;
}

/** A value of the store, re-rendering only when `get` returns something else. */
export const useStoreValue = <T>(s: NavStore, get: () => T): T => useSyncExternalStore(s.sub, get, get);
