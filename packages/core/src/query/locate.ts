import type { DivisionKind } from '../model/types.js';
import { ancestors, type NavIndex, normalizePathname, pendingHref } from './nav-index.js';

/** Where a pathname is in the navigation. */
export interface NavLocation {
  /** Page node index, or -1 when the pathname is not a page of the navigation. */
  page: number;
  /**
   * Ancestors of the page from the root's child down to the page's parent (node indices). On an unknown
   * pathname: the active divisions, outermost first.
   */
  trail: number[];
  /** Active division per axis (node index), including the fallback context on hidden / unknown pages. */
  divisions: Partial<Record<DivisionKind, number>>;
  /** The node whose content the sidebar shows (innermost active division, or the root: 0). */
  sidebar: number;
  /** The pathname as matched (normalized, without basePath). */
  pathname: string;
}

type Context = Pick<NavLocation, 'divisions' | 'sidebar'>;

/** Active divisions of a chain of nodes (outermost first): the innermost of each kind. */
function context(index: NavIndex, chain: number[]): Context {
  const divisions: NavLocation['divisions'] = {};
  let sidebar = 0;
  for (const i of chain) {
    const x = index.nodes[i];
    if (x?.type === 'division') sidebar = divisions[x.kind] = i;
  }
  return { divisions, sidebar };
}

/** Divisions with `default: true` (else the first one with pages), level by level from the root. */
function defaults(index: NavIndex): number[] {
  const nodes = index.nodes;
  const chain: number[] = [];
  for (let s = 0, pick = 0; pick >= 0; s = pick) {
    let isDefault = false;
    pick = -1;
    for (const c of nodes[s]?.children ?? []) {
      const x = nodes[c];
      if (
        x?.type !== 'division' ||
        x.hidden ||
        ((index.first[c] ?? -1) < 0 && pendingHref(index, c) === undefined)
      )
        continue;
      if (pick < 0 || (x.isDefault && !isDefault)) [pick, isDefault] = [c, !!x.isDefault];
    }
    if (pick >= 0) chain.push(pick);
  }
  return chain;
}

/** Path prefix → first listed page under it, for unknown pathnames. Built once, on first use. */
function prefixes(index: NavIndex): Map<string, number> {
  if (index.prefixes) return index.prefixes;
  const map = new Map<string, number>();
  for (const [path, list] of index.pages) {
    const i = list.find((p) => index.nodes[p]?.hidden === false);
    if (i === undefined) continue;
    for (let e = path.lastIndexOf('/'); e > 0; e = path.lastIndexOf('/', e - 1)) {
      const k = path.slice(0, e);
      const old = map.get(k);
      // Shorter prefixes were set with this one, to the same page or an earlier one.
      if (old !== undefined && old <= i) break;
      map.set(k, i);
    }
  }
  index.prefixes = map;
  return map;
}

/**
 * The context shown on a hidden or unknown page (DESIGN §5): the previous location's divisions, else the
 * page's own place when it is listed in a visible division, else the divisions of the page sharing the
 * longest path prefix, else the defaults.
 */
function fallback(index: NavIndex, path: string, previous?: NavLocation, own?: Context): Context {
  const prev = previous && index.nodes[previous.sidebar];
  if (prev && !prev.hidden && prev.type !== 'page' && prev.type !== 'group') return previous;
  if (own) return own;
  // Split model: where the whole model puts this page (computed by `splitModel`), as prefixes and
  // defaults here only know the loaded scopes.
  const home = index.homes?.get(path);
  if (home !== undefined) return context(index, locationIn(index, home).trail);
  const map = prefixes(index);
  for (let k = path; k.length > 1; k = k.slice(0, k.lastIndexOf('/'))) {
    const i = map.get(k);
    if (i !== undefined) return context(index, ancestors(index, i));
  }
  return context(index, defaults(index));
}

/**
 * Locates a pathname: its page, trail, active divisions and sidebar. `previous` is the last location shown:
 * a page listed in several places resolves to the occurrence inside the previous divisions (else the first
 * visible one), and on a hidden or unknown page the previous divisions stay active (see `fallback`). The
 * trail of a listed page is always its own place. O(depth) per occurrence of the page.
 */
export function locate(index: NavIndex, pathname: string, previous?: NavLocation): NavLocation {
  const nodes = index.nodes;
  const path = normalizePathname(index, pathname);
  const inPrevious = Object.values(previous?.divisions ?? {});
  let page = -1;
  let best = -1;
  let trail: number[] = [];
  let ctx: Context | undefined;
  for (const i of index.pages.get(path) ?? []) {
    const chain = ancestors(index, i);
    const c = context(index, chain);
    let score = nodes[i]?.hidden ? 0 : 2;
    if (!nodes[c.sidebar]?.hidden) score++;
    for (const d of inPrevious) if (chain.includes(d)) score += 4;
    if (score > best) [best, page, trail, ctx] = [score, i, chain, c];
  }
  if (!ctx || nodes[page]?.hidden) {
    ctx = fallback(index, path, previous, ctx && !nodes[ctx.sidebar]?.hidden ? ctx : undefined);
    if (page < 0) trail = locationIn(index, ctx.sidebar).trail;
  }
  return { page, trail, divisions: { ...ctx.divisions }, sidebar: ctx.sidebar, pathname: path };
}

/**
 * A location inside a division (no page), to pass as `previous` to {@link locate} after the user selects a
 * tab, a switcher option or any division: a page listed in several divisions then resolves in the selected
 * one, although its pathname is the same everywhere.
 */
export function locationIn(index: NavIndex, node: number): NavLocation {
  const trail = [...ancestors(index, node), node].filter((i) => i > 0);
  return { page: -1, trail, ...context(index, trail), pathname: '' };
}
