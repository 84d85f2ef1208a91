import { eyebrow, globalAnchors } from '@docsnav/core';
import { useMemo } from 'react';
import { nodeBits } from '../state/expansion.js';
import { useNavigationLink } from './hooks.js';
import { nodeState, useCurrentPage, useNavigationStore, useStoreSelector } from './internal-hooks.js';
import { pageCrumbs, pagerLinks } from './trail-hooks.js';
import type { NavigationValue, NodeRef } from './types.js';

/**
 * Everything about the navigation at the current location (re-renders on navigation and expansion).
 * Convenient for small UIs and page chrome; a large sidebar should use the narrower hooks.
 */
export function useNavigation(): NavigationValue {
  const s = useNavigationStore();
  const { location, page } = useCurrentPage();
  const Link = useNavigationLink();
  const expanded = useStoreSelector((store) => store.expanded);
  const { index } = s;
  const here = useMemo(
    () => ({
      location,
      page,
      tabs: s.divisionOptions('tab', location),
      menu: s.divisionOptions('menu', location),
      anchors: s.divisionOptions('anchor', location),
      dropdowns: s.divisionOptions('dropdown', location),
      breadcrumbs: pageCrumbs(index, location),
      eyebrow: eyebrow(index, location),
      ...pagerLinks(index, location),
      globalAnchors: globalAnchors(index, location),
      sidebar: s.sidebarView(location.sidebar),
    }),
    [s, index, location, page],
  );
  // The spreads last (no key is in two parts): V8 builds `{...a, ...b, more}` key by key in a slow path, about
  // 15 µs here against 0.6 µs.
  return useMemo(
    () => ({
      Link,
      index,
      drilldown: s.drilldown,
      expanded,
      nodeState: (ref: NodeRef) => nodeState(nodeBits(index.nodes, location, expanded, s.nodeIndex(ref))),
      ...here,
      ...s.actions,
    }),
    [s, index, here, location, expanded, Link],
  );
}
