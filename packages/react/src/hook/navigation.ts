import { eyebrow, globalAnchors } from '@docsnav/core';
import { useMemo } from 'react';
import { nodeBits } from '../state/expansion.js';
import { useNavLink } from './hooks.js';
import { nodeState, useHere, useStore, useStoreValue } from './internal-hooks.js';
import { pageCrumbs, pagerLinks } from './trail-hooks.js';
import type { NavigationValue, NodeRef } from './types.js';

/**
 * Everything about the navigation at the current location (re-renders on navigation and expansion).
 * Convenient for small UIs and page chrome; a large sidebar should use the narrower hooks.
 */
export function useNavigation(): NavigationValue {
  const s = useStore();
  const { location, page } = useHere();
  const Link = useNavLink();
  const exp = useStoreValue(s, () => s.exp);
  const { index } = s;
  const here = useMemo(
    () => ({
      location,
      page,
      tabs: s.options('tab', location),
      menu: s.options('menu', location),
      anchors: s.options('anchor', location),
      dropdowns: s.options('dropdown', location),
      breadcrumbs: pageCrumbs(index, location),
      eyebrow: eyebrow(index, location),
      ...pagerLinks(index, location),
      globalAnchors: globalAnchors(index, location),
      sidebar: s.view(location.sidebar),
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
      expanded: exp,
      nodeState: (ref: NodeRef) => nodeState(nodeBits(index.nodes, location, exp, s.node(ref))),
      ...here,
      ...s.actions,
    }),
    [s, index, here, location, exp, Link],
  );
}
