import type { NavLocation } from './locate.js';
import { listed, type NavIndex, nodeHref, normalizePathname } from './nav-index.js';

/** One breadcrumb: a node, its label and where selecting it leads. */
export interface Crumb {
  /** The node the crumb stands for (division, group or page). */
  node: number;
  /** Its label (a page's title). */
  label: string;
  /** Its first page (a group's root), or its link; undefined when it leads nowhere. */
  href?: string;
}

/**
 * Breadcrumbs (DESIGN §5): product, tab, menu item, anchor, dropdown, the groups, then the page. Versions and
 * languages are not crumbs; empty labels are skipped. Each crumb leads to its node's first page (a group's
 * root if it has one); the last is the page itself.
 */
export function breadcrumbs(index: NavIndex, location: NavLocation): Crumb[] {
  const out: Crumb[] = [];
  for (const node of [...location.trail, location.page]) {
    const x = index.nodes[node];
    if (!x || x.type === 'root' || (x.type === 'division' && (x.kind === 'version' || x.kind === 'language')))
      continue;
    const label = x.type === 'page' ? x.title : x.label;
    if (label) out.push({ node, label, href: x.type === 'page' ? x.href : nodeHref(index, node) });
  }
  return out;
}

/**
 * The eyebrow above the page title: with `styling.eyebrows: "breadcrumbs"` every crumb but the page;
 * otherwise (`"section"`) the nearest group's crumb, or nothing when the page is in no group.
 */
export function eyebrow(index: NavIndex, location: NavLocation): Crumb[] {
  const crumbs = breadcrumbs(index, location).filter((c) => c.node !== location.page);
  return index.settings.eyebrows === 'breadcrumbs'
    ? crumbs
    : crumbs.filter((c) => index.nodes[c.node]?.type === 'group').slice(-1);
}

/**
 * Previous and next page in document order within the active sidebar, skipping hidden pages, `url` links,
 * the current page and repeats: a page listed again later in the same sidebar (a group root also listed in
 * its group, for instance) is visited at its first place only, so the pager never loops. O(1) per step.
 */
export function neighbours(index: NavIndex, location: NavLocation): { prev?: number; next?: number } {
  const nodes = index.nodes;
  const { page, sidebar } = location;
  const end = nodes[sidebar]?.end ?? 0;
  if (nodes[page]?.type !== 'page' || page < sidebar || page >= end) return {};
  const repeat = (i: number) => {
    const y = nodes[i];
    const list = y?.type === 'page' ? index.pages.get(normalizePathname(index, y.href)) : undefined;
    return !!list?.some((j) => j > sidebar && j < i && listed(nodes[j]));
  };
  let prev = index.prev[page] ?? -1;
  while (prev > sidebar && repeat(prev)) prev = index.prev[prev] ?? -1;
  let next = index.next[page] ?? -1;
  while (next >= 0 && next < end && repeat(next)) next = index.next[next] ?? -1;
  return {
    prev: prev > sidebar ? prev : undefined,
    next: next >= 0 && next < end ? next : undefined,
  };
}
