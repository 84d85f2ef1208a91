import type { NavNode } from '../model.js';
import { type DivisionOption, divisionOptions } from './division-options.js';
import type { NavLocation } from './locate.js';
import { type NavIndex, pendingHref } from './nav-index.js';
import { tableTarget } from './scope-switch.js';

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

/**
 * Version / language / product switch targets with the fallback of DESIGN §5: the same page in the target;
 * a page whose path differs in one segment (for languages: only a locale segment, which may also be
 * missing); the first page of the same group; of the same section; of the target. `search` and `hash` are
 * kept on internal targets. Options that lead nowhere (no page, no link) are left out (the kit's switchers
 * list them as disabled items, from `divisionOptions`); the current option
 * leads to the current URL. O(depth) per option.
 */
export function switchTargets(
  index: NavIndex,
  location: NavLocation,
  kind: 'version' | 'language' | 'product',
  current: { search?: string; hash?: string } = {},
): SwitchTarget[] {
  const { nodes, settings } = index;
  const base = settings.basePath;
  const keep = affix('?', current.search ?? '') + affix('#', current.hash ?? '');
  const active = location.divisions[kind] ?? -1;
  const path = location.pathname;
  const cur = segments(path);
  const hrefOf = (p: number) => {
    const x = nodes[p];
    return x?.type === 'page' ? x.href : '';
  };
  const firstSegments = (d: number) => segments(hrefOf(index.first[d] ?? -1).slice(base.length));
  /** For languages, a path segment may only be the division's locale code (or BCP 47 tag). */
  const ok = (seg: string | undefined, d: number) => {
    const x = nodes[d];
    const l = x?.type === 'division' ? x.language : undefined;
    return (
      kind !== 'language' || (!!l && [l.code, l.bcp47].some((c) => c.toLowerCase() === seg?.toLowerCase()))
    );
  };
  const from = firstSegments(active);
  const out: SwitchTarget[] = [];
  for (const o of divisionOptions(index, location, kind)) {
    const t = o.node;
    const target = nodes[t];
    if (target?.type !== 'division') continue;
    if (o.current) {
      const here = hrefOf(location.page) || (base && path === '/' ? base : base + path);
      out.push({ ...o, href: here + keep, fallback: 'current' });
      continue;
    }
    if (target.link) {
      out.push({ ...o, href: target.link.href, fallback: 'first-page' });
      continue;
    }
    const fromTable = tableTarget(index, location, t);
    if (fromTable === null) continue;
    if (fromTable !== undefined) {
      const [to, fallback] = fromTable;
      out.push({ ...o, href: (to === '/' ? base || '/' : base + to) + keep, fallback });
      continue;
    }
    const find = (s: string[]) =>
      index.pages.get(`/${s.join('/')}`)?.find((i) => i > t && i < target.end) ?? -1;
    let fallback: SwitchFallback = 'same-page';
    let page = find(cur);
    // A path differing in the one segment that marks the division: the segment at the same position of
    // the two divisions' first pages, replaced, removed or inserted.
    const to = firstSegments(t);
    for (let i = 0; i <= cur.length && page < 0; i++) {
      const [c, a, b] = [cur[i], from[i], to[i]];
      fallback = 'sibling-path';
      if (c !== undefined && c === a && a !== b && ok(c, active)) {
        if (b !== undefined && ok(b, t)) page = find(cur.with(i, b));
        if (page < 0) page = find(cur.toSpliced(i, 1));
      }
      if (page < 0 && b !== undefined && b !== a && ok(b, t)) page = find(cur.toSpliced(i, 0, b));
    }
    // The same group, else the same section: follow the trail below the active division by labels.
    const below = location.trail.slice(location.trail.indexOf(active) + 1);
    const names = named(index);
    const matched: number[] = [];
    for (let m = t, j = 0; page < 0 && j < below.length; j++) {
      const x = nodes[below[j] ?? -1];
      const k = x && names.get(nameKey(m, x));
      if (k === undefined) break;
      m = k;
      matched.push(k);
    }
    for (let j = matched.length; page < 0 && j-- > 0; ) {
      page = index.first[matched[j] ?? -1] ?? -1;
      fallback =
        j === below.length - 1 && nodes[below[j] ?? -1]?.type === 'group' ? 'same-group' : 'same-section';
    }
    if (page < 0) [page, fallback] = [index.first[t] ?? -1, 'first-page'];
    if (page >= 0) out.push({ ...o, href: hrefOf(page) + keep, fallback });
    else {
      const later = pendingHref(index, t);
      if (later !== undefined) out.push({ ...o, href: later + keep, fallback: 'first-page' });
    }
  }
  return out;
}
