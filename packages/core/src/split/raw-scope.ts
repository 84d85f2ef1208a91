import type { PageMeta } from '../model/types.js';
import { normalizePagePath, pageHref } from '../parse/page-path.js';
import { isObject, MAX_DEPTH } from '../parse/values.js';

/**
 * What `parseSplit` reads from a division's groups or pages without parsing them (the raw docs.json
 * value): where selecting the division leads, and whether they may list a path.
 */

/**
 * The href (without `basePath`) of the first page a division's raw groups or pages show, when it can be read
 * without parsing them; undefined when they must be parsed to know it: an entry with a space or tab (an
 * endpoint entry) or a group with an `openapi` before it, a frontmatter `url` on it, or no visible page.
 *
 * `isGroups`: the list is a `groups` array (strings in it are left out). `depth`: the nesting depth of its
 * entries; `hidden`: inherited. Reads up to the first page.
 */
export function rawFirstPage(
  list: readonly unknown[],
  isGroups: boolean,
  depth: number,
  hidden: boolean,
  meta: (path: string) => PageMeta | undefined,
): string | undefined {
  /** The first page's href, null when unsure, undefined when not found yet. */
  const page = (entry: string, hiddenHere: boolean): string | null | undefined => {
    if (entry.indexOf(' ') !== -1 || entry.indexOf('\t') !== -1) return null;
    const path = normalizePagePath(entry);
    if (path === null) return undefined;
    const m = meta(path);
    if (m !== undefined && typeof m.url === 'string') return null;
    return hiddenHere || m?.hidden === true ? undefined : pageHref('', path);
  };
  const visit = (
    entries: readonly unknown[],
    strings: boolean,
    level: number,
    hiddenHere: boolean,
  ): string | null | undefined => {
    for (const e of entries) {
      let found: string | null | undefined;
      if (typeof e === 'string') found = strings ? page(e, hiddenHere) : undefined;
      else if (isObject(e)) {
        if (e.openapi !== undefined) return null;
        const label = e.group;
        // Left out with everything inside: no label, an unresolved `$ref`, nested too deep.
        if (typeof label !== 'string' || label === '' || e.$ref !== undefined || level > MAX_DEPTH) continue;
        const inner = hiddenHere || e.hidden === true;
        if (typeof e.root === 'string') found = page(e.root, inner);
        if (found === undefined && Array.isArray(e.pages)) found = visit(e.pages, true, level + 1, inner);
      }
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(list, !isGroups, depth, hidden) ?? undefined;
}

/**
 * Whether raw groups or pages may list the page at `path` (a normalized pathname without `basePath`): a
 * superset (an entry with an escape or a query may decode to it), so a miss is certain and a hit is checked
 * by parsing.
 */
export function rawMayList(list: readonly unknown[], path: string): boolean {
  const want = path.slice(1);
  const index = want === '' ? 'index' : `${want}/index`;
  // Normalizing only removes characters and whole segments: an entry that lists the page holds the last
  // segment of its path (native search; most entries stop here).
  const segment = want === '' ? 'index' : want.slice(want.lastIndexOf('/') + 1);
  const visit = (entries: readonly unknown[]): boolean => {
    for (const e of entries) {
      if (typeof e === 'string') {
        if (matches(e)) return true;
      } else if (isObject(e)) {
        if (typeof e.root === 'string' && matches(e.root)) return true;
        if (Array.isArray(e.pages) && visit(e.pages)) return true;
      }
    }
    return false;
  };
  const matches = (entry: string) => {
    if (!entry.includes(segment)) return false;
    if (entry.indexOf('%') !== -1 || entry.indexOf('?') !== -1 || entry.indexOf('#') !== -1) return true;
    const p = normalizePagePath(entry);
    return p === want || p === index;
  };
  return visit(list);
}
