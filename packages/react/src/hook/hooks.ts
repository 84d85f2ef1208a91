/** The public hooks of the navigation (exported by the package); the internal ones are in internal-hooks.ts. */
import type { DivisionOption, NavIndex, NavLocation } from '@docsnav/core';
import { useContext } from 'react';
import { nodeBits } from '../state/expansion.js';
import type { OptionKind } from '../state/nav-store.js';
import { LinkContext, need } from './context.js';
import {
  nodeState,
  useCurrentPage,
  useNavigationStore,
  useStoreSelector,
  useStoreValue,
} from './internal-hooks.js';
import type {
  LinkComponent,
  NavigationActions,
  NodeRef,
  SidebarItem,
  SidebarNodeState,
  SidebarView,
} from './types.js';

/** The static sidebar tree of the active scope; re-renders only when the scope changes. */
export function useSidebar(): SidebarView {
  return useStoreSelector((s) => s.sidebarView(s.location.sidebar));
}

/** The tabs, menu items, anchors or dropdowns at the location (as `useNavigation().tabs`...); re-renders
 *  only when the active division of that axis changes. */
export function useDivisionOptions(kind: OptionKind): DivisionOption[] {
  return useStoreSelector((s) => s.divisionOptions(kind));
}

/** Live `{ open, current, onTrail }` of one sidebar node, by its stable `id` (`SidebarItem.id`), its index,
 *  or the entry itself (a `SidebarItem` of `useSidebar()`: no lookup by id, the cheapest for a long list);
 *  re-renders only when that node's state changes. */
export function useSidebarNode(ref: NodeRef | SidebarItem): SidebarNodeState {
  const s = useNavigationStore();
  // Subscribed by id: a split model's new index renumbers the nodes (and a kept view's entries), the ids stay.
  const id =
    typeof ref === 'object' ? ref.id : typeof ref === 'string' ? ref : (s.index.nodes[ref]?.id ?? '');
  return nodeState(
    useStoreValue(
      s,
      () =>
        nodeBits(s.index.nodes, s.location, s.expanded, typeof ref === 'object' ? ref.node : s.nodeIndex(id)),
      id,
    ),
  );
}

/** The location of the current pathname (core `NavLocation`); re-renders on every navigation. */
export const useNavigationLocation = (): NavLocation => useCurrentPage().location;

/** The core query index of the (basePath-adjusted) model; stable while the model is the same (a split
 *  model gets a new one when a scope loads). */
export function useNavigationIndex(): NavIndex {
  return useStoreSelector((s) => s.index);
}

/** The actions (stable functions): selectGroup, toggle, open, close, navigate. */
export function useNavigationActions(): NavigationActions {
  return useNavigationStore().actions;
}

/** The link component for internal links (the host's `Link`, or an anchor); stable across navigations. */
export function useNavigationLink(): LinkComponent {
  return need(useContext(LinkContext));
}
