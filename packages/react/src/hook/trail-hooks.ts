import {
  breadcrumbs,
  type Crumb,
  eyebrow,
  type GlobalAnchor,
  globalAnchors,
  type NavIndex,
  type NavLocation,
  neighbours,
} from '@docsnav/core';
import { useMemo } from 'react';
import { useCurrentPage, useNavigationStore } from './internal-hooks.js';
import type { PagerLink } from './types.js';

/** A pager link: a page of the index's `prev` / `next` order (never a `url` link). */
const pager = (index: NavIndex, i = -1): PagerLink | undefined => {
  const n = index.nodes[i];
  return n?.type === 'page' ? { node: i, title: n.title, href: n.href } : undefined;
};

/** Previous and next page within the active sidebar (core `neighbours`), as links. */
export function pagerLinks(index: NavIndex, location: NavLocation) {
  const { prev, next } = neighbours(index, location);
  return { prev: pager(index, prev), next: pager(index, next) };
}

/**
 * The breadcrumbs the kit shows (`useBreadcrumbs`, `useNavigation().breadcrumbs`, `<Breadcrumbs>`): core
 * `breadcrumbs`, with a crumb that has the page's own label and target left out — on a group's root page
 * the group and its page are one crumb (the page's, last).
 */
export function pageCrumbs(index: NavIndex, location: NavLocation): Crumb[] {
  const trail = breadcrumbs(index, location);
  const page = trail[trail.length - 1];
  return trail.filter((c, i) => i === trail.length - 1 || c.label !== page?.label || c.href !== page?.href);
}

/** A core query of the current location, recomputed on navigation only. */
function useQuery<T>(query: (index: NavIndex, location: NavLocation) => T): T {
  const { index } = useNavigationStore();
  const { location } = useCurrentPage();
  return useMemo(() => query(index, location), [index, location, query]);
}

/** The breadcrumbs of the current page (DESIGN §5), as `<Breadcrumbs>` shows them (see `pageCrumbs`). */
export const useBreadcrumbs = (): Crumb[] => useQuery(pageCrumbs);
/** The eyebrow: the nearest group, or the whole trail with `styling.eyebrows: "breadcrumbs"`. */
export const useEyebrow = (): Crumb[] => useQuery(eyebrow);
/** `{ prev, next }` pages within the active sidebar. */
export const usePager = (): { prev?: PagerLink | undefined; next?: PagerLink | undefined } =>
  useQuery(pagerLinks);
/** `navigation.global` anchors and those of the active divisions. */
export const useGlobalAnchors = (): GlobalAnchor[] => useQuery(globalAnchors);
