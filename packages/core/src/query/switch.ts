import { cached } from '../cache.js';
import type { NavNode } from '../model/types.js';
import { type DivisionOption, divisionOptions } from './division-options.js';
import type { NavLocation } from './locate.js';
import { type NavIndex, pendingHref } from './nav-index.js';
import { tableTarget } from './scope-switch.js';
import { forgetSiblings, joinedPath, siblingFinder } from './sibling-pages.js';

/** Which step of the switch fallback (DESIGN §5) chose the target; `current` for the active option. */
export type SwitchFallback =
  | 'current'
  | 'same-page'
  | 'sibling-path'
  | 'same-group'
  | 'same-section'
  | 'first-page';

/** Where selecting a version, language or product leads. */
export interface SwitchTarget extends DivisionOption {
  /** Where selecting the option leads (always set; query and hash kept). */
  href: string;
  /** Which fallback step chose `href`. */
  fallback: SwitchFallback;
}

/** Key of a division or group among its parent's children, for matching across versions and languages. */
const nameKey = (parent: number, x: NavNode): string =>
  x.type === 'division'
    ? `${parent}\0${x.kind}\0${x.label}`
    : x.type === 'group'
      ? `${parent}\0\0${x.label}`
      : '';

/** `index.named`, built on first use: `nameKey` → the first such child. */
function named(index: NavIndex): Map<string, number> {
  if (index.named) return index.named;
  const map = new Map<string, number>();
  index.nodes.forEach((x, i) => {
    const k = nameKey(x.parent, x);
    if (k && !map.has(k)) map.set(k, i);
  });
  index.named = map;
  return map;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** `x` with its leading `mark` (`?` or `#`), or '' when empty. */
const affix = (mark: string, x: string) => {
  const v = x[0] === mark ? x.slice(1) : x;
  return v ? mark + v : '';
};

/** One option of a switch, with what its fallback needs that depends only on the active division. */
interface PlannedOption {
  option: DivisionOption;
  /** The option's division (node index) and the end of its subtree. */
  node: number;
  end: number;
  link: boolean;
  /**
   * The positions where the path segments of the active division's first page (`a`) and of the option's
   * (`b`) differ, the only ones where the sibling-path step can find a page; `okA` / `okB`: the segment may
   * mark its division (always, except for languages: only a locale code).
   */
  marks: Array<{ at: number; a: string | undefined; b: string | undefined; okA: boolean; okB: boolean }>;
  /** The result of {@link groupStep} by the trail below the active division (joined), memoized. */
  groups: Map<string, [page: number, fallback: SwitchFallback]>;
}

/** Per index: kind → active division → the options of that switch, planned once (the index never changes). */
const plans = new WeakMap<NavIndex, Map<string, Map<number, PlannedOption[]>>>();

/**
 * Drops what switches planned and indexed for `index` (kept while the index lives): for a caller that asked
 * every page's switches of an index it keeps for other queries (`splitModel`, whose `scopesFor` locates in it).
 */
export function forgetSwitches(index: NavIndex): void {
  plans.delete(index);
  forgetSiblings(index);
}

/** The options of the `kind` switch when `active` is the active division of that kind, planned. */
function planOf(
  index: NavIndex,
  location: NavLocation,
  kind: 'version' | 'language' | 'product',
): PlannedOption[] {
  const active = location.divisions[kind] ?? -1;
  const byKind = cached(plans, index, () => new Map<string, Map<number, PlannedOption[]>>());
  const byActive = cached(byKind, kind, () => new Map<number, PlannedOption[]>());
  const known = byActive.get(active);
  if (known !== undefined) return known;
  const { nodes, settings } = index;
  const base = settings.basePath;
  const firstSegments = (d: number) => {
    const x = nodes[index.first[d] ?? -1];
    return segments(x?.type === 'page' ? x.href.slice(base.length) : '');
  };
  /** For languages, a path segment may only be the division's locale code (or BCP 47 tag). */
  const ok = (seg: string | undefined, d: number) => {
    const x = nodes[d];
    const l = x?.type === 'division' ? x.language : undefined;
    return (
      kind !== 'language' || (!!l && [l.code, l.bcp47].some((c) => c.toLowerCase() === seg?.toLowerCase()))
    );
  };
  const from = firstSegments(active);
  const planned: PlannedOption[] = [];
  for (const option of divisionOptions(index, location, kind)) {
    const t = option.node;
    const target = nodes[t];
    if (target?.type !== 'division') continue;
    const to = firstSegments(t);
    const marks: PlannedOption['marks'] = [];
    for (let at = 0; at < Math.max(from.length, to.length); at++) {
      const [a, b] = [from[at], to[at]];
      if (a !== b)
        marks.push({ at, a, b, okA: a !== undefined && ok(a, active), okB: b !== undefined && ok(b, t) });
    }
    planned.push({ option, node: t, end: target.end, link: !!target.link, marks, groups: new Map() });
  }
  byActive.set(active, planned);
  return planned;
}

/**
 * Version / language / product switch targets with the fallback of DESIGN §5: the same page in the target;
 * a page whose path differs in one segment (for languages: only a locale segment, which may also be
 * missing); the first page of the same group; of the same section; of the target. `search` and `hash` are
 * kept on internal targets. Options that lead nowhere (no page, no link) are left out (the kit's switchers
 * list them as disabled items, from `divisionOptions`); the current option
 * leads to the current URL. O(depth) per option; what depends only on the active division (the options,
 * their first pages' segments) is computed once per index.
 */
export function switchTargets(
  index: NavIndex,
  location: NavLocation,
  kind: 'version' | 'language' | 'product',
  current: { search?: string; hash?: string } = {},
): SwitchTarget[] {
  const keep = affix('?', current.search ?? '') + affix('#', current.hash ?? '');
  const out: SwitchTarget[] = [];
  eachSwitchTarget(index, location, kind, keep, ({ node, label, current }, href, fallback) => {
    out.push({ node, label, href, current, fallback });
  });
  return out;
}

/**
 * {@link switchTargets} without building its objects, for a caller that asks every page (`splitModel`):
 * calls `visit` with each option, where it leads (`keep`, the query and hash, appended) and the fallback.
 */
export function eachSwitchTarget(
  index: NavIndex,
  location: NavLocation,
  kind: 'version' | 'language' | 'product',
  keep: string,
  visit: (option: DivisionOption, href: string, fallback: SwitchFallback) => void,
): void {
  const planned = planOf(index, location, kind);
  if (planned.length === 0) return;
  const { nodes, settings, pages } = index;
  const base = settings.basePath;
  const active = location.divisions[kind] ?? -1;
  const path = location.pathname;
  const cur = segments(path);
  const hrefOf = (p: number) => {
    const x = nodes[p];
    return x?.type === 'page' ? x.href : '';
  };
  /** The current path's segments before / from position `i`, joined (memoized: every option asks). */
  const heads: string[] = [];
  const tails: string[] = [];
  const head = (i: number) => (heads[i] ??= cur.slice(0, i).join('/'));
  const tail = (i: number) => (tails[i] ??= cur.slice(i).join('/'));
  /** The current path without segment `i` (memoized, as the occurrences of it). */
  const holes: string[] = [];
  const hole = (i: number) => (holes[i] ??= joinedPath(head(i), undefined, tail(i + 1)));
  /** Occurrences of the current path, and of it without segment `i`: the same for every option. */
  const full = `/${cur.join('/')}`;
  const here = pages.get(full);
  const removed: Array<readonly number[] | undefined> = [];
  const withSegment = siblingFinder(index);
  const below = location.trail.slice(location.trail.indexOf(active) + 1);
  let belowKey: string | undefined;
  for (const { option: o, node: t, end, link, marks, groups } of planned) {
    if (o.current) {
      const href = hrefOf(location.page) || (base && path === '/' ? base : base + path);
      visit(o, href + keep, 'current');
      continue;
    }
    const target = nodes[t];
    if (link && target?.type === 'division' && target.link) {
      visit(o, target.link.href, 'first-page');
      continue;
    }
    const fromTable = tableTarget(index, location, t);
    if (fromTable === null) continue;
    if (fromTable !== undefined) {
      const [to, fallback] = fromTable;
      const href = (to === '/' ? base || '/' : base + to) + keep;
      visit(o, href, fallback);
      continue;
    }
    let fallback: SwitchFallback = 'same-page';
    let page = inside(here, t, end);
    // A path differing in the one segment that marks the division: the segment at the same position of
    // the two divisions' first pages, replaced, removed or inserted.
    if (page < 0) fallback = 'sibling-path';
    for (let m = 0; m < marks.length && page < 0; m++) {
      const { at: i, a, b, okA, okB } = marks[m] as PlannedOption['marks'][number];
      if (i > cur.length) break;
      const c = cur[i];
      if (c !== undefined && c === a && okA) {
        if (okB) page = inside(withSegment(i, hole(i), head(i), b as string, tail(i + 1)), t, end);
        if (page < 0) {
          if (!(i in removed)) removed[i] = pages.get(hole(i));
          page = inside(removed[i], t, end);
        }
      }
      if (page < 0 && okB) page = inside(withSegment(i, full, head(i), b as string, tail(i)), t, end);
    }
    // The same group, else the same section, else the first page (the same for every page of a group).
    if (page < 0) {
      belowKey ??= below.join();
      let step = groups.get(belowKey);
      if (step === undefined) {
        step = groupStep(index, t, below);
        groups.set(belowKey, step);
      }
      [page, fallback] = step;
    }
    if (page >= 0) visit(o, hrefOf(page) + keep, fallback);
    else {
      const later = pendingHref(index, t);
      if (later !== undefined) visit(o, later + keep, 'first-page');
    }
  }
}

/**
 * The first page of option `t` in the same group, else the same section, else its first page: follows
 * `below` (the trail below the active division) by labels.
 */
function groupStep(index: NavIndex, t: number, below: readonly number[]): [number, SwitchFallback] {
  const { nodes } = index;
  const names = named(index);
  const matched: number[] = [];
  for (let m = t, j = 0; j < below.length; j++) {
    const x = nodes[below[j] ?? -1];
    const k = x && names.get(nameKey(m, x));
    if (k === undefined) break;
    m = k;
    matched.push(k);
  }
  for (let j = matched.length; j-- > 0; ) {
    const page = index.first[matched[j] ?? -1] ?? -1;
    if (page >= 0)
      return [
        page,
        j === below.length - 1 && nodes[below[j] ?? -1]?.type === 'group' ? 'same-group' : 'same-section',
      ];
  }
  return [index.first[t] ?? -1, 'first-page'];
}

/** The first of `list` inside the subtree `(node, end)`, or -1. */
function inside(list: readonly number[] | undefined, node: number, end: number): number {
  if (list === undefined) return -1;
  for (const i of list) if (i > node && i < end) return i;
  return -1;
}
