import type { DivisionOption, NavIndex, NavLocation } from '@docsnav/core';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { type Here, HereContext, LinkContext, need, StoreContext } from './context.js';
import { nodeBits } from './expansion.js';
import type { NavStore, OptionKind } from './store.js';
import type { LinkComponent, NavigationActions, NodeRef, SidebarNodeState, SidebarView } from './types.js';

/** `{ open, current, onTrail }` of state bits, one shared frozen object per combination. */
const STATES: SidebarNodeState[] = [];
/** The shared `SidebarNodeState` object of a state's bits. */
export const nodeState = (b: number): SidebarNodeState =>
  (STATES[b] ??= Object.freeze({ open: (b & 1) > 0, current: (b & 2) > 0, onTrail: (b & 4) > 0 }));

/** The provider's store; throws outside a `NavigationProvider`. */
export const useStore = (): NavStore => need(useContext(StoreContext));
/** The provider's current location; throws outside a `NavigationProvider`. */
export const useHere = (): Here => need(useContext(HereContext));

/** A value of the store, re-rendering only when `get` returns something else. */
export const useStoreValue = <T>(s: NavStore, get: () => T): T => useSyncExternalStore(s.sub, get, get);

/** The static sidebar tree of the active scope; re-renders only when the scope changes. */
export function useSidebar(): SidebarView {
  const s = useStore();
  return useStoreValue(s, () => s.view(s.loc.sidebar));
}

/** The tabs, menu items, anchors or dropdowns at the location (as `useNavigation().tabs`...); re-renders
 *  only when the active division of that axis changes. */
export function useDivisionOptions(kind: OptionKind): DivisionOption[] {
  const s = useStore();
  return useStoreValue(s, () => s.options(kind));
}

/** Live `{ open, current, onTrail }` of one sidebar node, by its stable `id` (`SidebarItem.id`) or its index;
 *  re-renders only when that node's state changes. */
export function useSidebarNode(ref: NodeRef): SidebarNodeState {
  const s = useStore();
  const node = s.node(ref);
  const sub = useCallback((f: () => void) => s.sub(f, node), [s, node]);
  const get = () => nodeBits(s.index.nodes, s.loc, s.exp, node);
  return nodeState(useSyncExternalStore(sub, get, get));
}

/** The location of the current pathname (core `NavLocation`); re-renders on every navigation. */
export const useNavLocation = (): NavLocation => useHere().location;

/** The core query index of the (basePath-adjusted) model; stable while the model is the same. */
export function useNavIndex(): NavIndex {
  return useStore().index;
}

/** The actions (stable functions): selectGroup, toggle, open, close, navigate. */
export function useNavigationActions(): NavigationActions {
  return useStore().actions;
}

/** The link component for internal links (the host's `Link`, or an anchor); stable across navigations. */
export function useNavLink(): LinkComponent {
  return need(useContext(LinkContext));
}
