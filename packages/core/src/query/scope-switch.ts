import { cached } from '../cache.js';
import type { NavLocation } from './locate.js';
import type { NavIndex } from './nav-index.js';

/**
 * Switch targets of a split model (DESIGN §4): each loaded scope carries, per version, language and product
 * option, the rule most of its pages follow and the exceptions (`ScopeSwitch`), computed on the whole model
 * by `splitModel`; these read them back.
 */

/** The page nodes of the scope held by `holder` (its own groups and pages, not its sub-divisions'). */
export function scopePages(index: NavIndex, holder: number): number[] {
  const { nodes } = index;
  const out: number[] = [];
  const end = nodes[holder]?.end ?? 0;
  for (let i = holder + 1; i < end; i++) {
    const x = nodes[i];
    if (x?.type === 'division') i = x.end - 1;
    else if (x?.type === 'page') out.push(i);
  }
  return out;
}

/** Segments of a site path without `basePath`. */
export const segmentsOf = (href: string) => href.split('/').filter(Boolean);

/** The href a sibling-path rule gives for `href`, or undefined when it does not apply. */
export function applySegmentRule(href: string, rule: [string, string, number]): string | undefined {
  return applySegmentRuleTo(segmentsOf(href), rule);
}

/** {@link applySegmentRule} on the segments of an href (`segmentsOf`), for a caller that splits it once. */
export function applySegmentRuleTo(
  s: readonly string[],
  [from, to, at]: [string, string, number],
): string | undefined {
  if (from === '') return `/${s.toSpliced(at, 0, to).join('/')}`;
  if (s[at] !== from) return undefined;
  return `/${(to === '' ? s.toSpliced(at, 1) : s.with(at, to)).join('/')}`;
}

/** Per index and scope holder: page node → its place among the scope's pages, built once per scope. */
const places = new WeakMap<NavIndex, Map<number, Map<number, number>>>();

/** The place of `page` among the pages of the scope held by `holder` (-1 when it is not one of them). */
function localPage(index: NavIndex, holder: number, page: number): number {
  const byHolder = cached(places, index, () => new Map<number, Map<number, number>>());
  const place = cached(byHolder, holder, () => new Map(scopePages(index, holder).map((p, k) => [p, k])));
  return place.get(page) ?? -1;
}

/** The target href (without `basePath`) and fallback of `option` from the location's page, from the tables of
 *  a split index; null when the tables say the option leads nowhere from this page; undefined when there is
 *  no table to ask (a whole model, or an unknown page). */
export function tableTarget(
  index: NavIndex,
  location: NavLocation,
  option: number,
):
  | [href: string, fallback: 'same-page' | 'sibling-path' | 'same-group' | 'same-section' | 'first-page']
  | null
  | undefined {
  const { nodes } = index;
  const page = nodes[location.page];
  if (page?.type !== 'page' || index.switches === undefined) return undefined;
  let holder = page.parent;
  while (holder > 0 && !index.scopes?.has(holder)) holder = nodes[holder]?.parent ?? -1;
  holder = Math.max(holder, 0);
  // The tables hold what a reader sees in the page's own sidebar, and for a hidden page where a first visit
  // shows it (its home).
  if (!index.switches.has(holder) || (location.sidebar !== holder && !page.hidden)) return undefined;
  const id = nodes[option]?.id;
  const table = index.switches.get(holder)?.find((s) => s.target === id);
  if (table === undefined) return null;
  const k = localPage(index, holder, location.page);
  const own = table.pages?.[k];
  if (own !== undefined) return own;
  const base = index.settings.basePath;
  const href = page.href.slice(base.length) || '/';
  if (table.rule === 'same-page') return [href, 'same-page'];
  if (table.rule === 'sibling-path' && table.segment) {
    const to = applySegmentRule(href, table.segment);
    if (to !== undefined) return [to, 'sibling-path'];
  }
  return null;
}
