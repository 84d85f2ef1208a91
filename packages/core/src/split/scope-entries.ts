import type { ModelEntry } from '../model/types.js';
import { pageHref } from '../page-href.js';

/** What `parseSplit` reads from the parsed groups and pages of a scope: its first page, hidden pages, and
 *  where a pathname is listed. Index loops: a walk runs once per scope, cold, where a `for...of` allocates
 *  an iterator result per entry. */

/** The href (without `basePath`) of the first visible page of parsed groups and pages. */
export function firstPage(entries: readonly ModelEntry[], hidden: boolean): string | undefined {
  for (const e of entries) {
    if (typeof e === 'string') {
      if (!hidden) return pageHref('', e);
    } else if ('group' in e) {
      const inner = hidden || e.hidden === true;
      const found = firstPage(e.root === undefined ? e.pages : [e.root, ...e.pages], inner);
      if (found !== undefined) return found;
    } else if (!hidden && e.hidden !== true && e.url === undefined) {
      return e.href ?? pageHref('', e.page);
    }
  }
  return undefined;
}

/** Any hidden group or page in parsed groups and pages. */
export function hasHidden(entries: readonly ModelEntry[]): boolean {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as ModelEntry;
    if (typeof e === 'string') continue;
    if (e.hidden === true) return true;
    if ('group' in e && ((e.root !== undefined && hasHidden([e.root])) || hasHidden(e.pages))) return true;
  }
  return false;
}

/** The pathname of a clean page source without its leading slash (a trailing `index` dropped, as `pageHref`). */
const keyOf = (source: string) =>
  source === 'index' ? '' : source.endsWith('/index') ? source.slice(0, -6) : source;

/** Whether a pathname is listed visibly (true), only hidden (false) or not at all in groups and pages. */
export function findListing(
  entries: readonly ModelEntry[],
  hidden: boolean,
  base: string,
  path: string,
  normalize: (href: string) => string,
): boolean | undefined {
  const want = path.slice(1);
  let found: boolean | undefined;
  const visit = (list: readonly ModelEntry[], hiddenHere: boolean): boolean => {
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as ModelEntry;
      let source: string;
      let own = false;
      if (typeof e === 'string') source = e;
      else if ('group' in e) {
        const inner = hiddenHere || e.hidden === true;
        if ((e.root !== undefined && visit([e.root], inner)) || visit(e.pages, inner)) return true;
        continue;
      } else {
        source = e.page;
        own = e.hidden === true;
        if (e.href !== undefined) {
          if (normalize(base + e.href) === path && see(!hiddenHere && !own)) return true;
          continue;
        }
      }
      // A clean source is its own pathname; anything else is normalized as the index does.
      const clean = !/[?#%\s]|\/\/|\/$|^\//.test(source);
      const match = clean ? keyOf(source) === want : normalize(pageHref(base, source)) === path;
      if (match && see(!hiddenHere && !own)) return true;
    }
    return false;
  };
  const see = (visible: boolean) => {
    found = found === true || visible;
    return visible;
  };
  visit(entries, hidden);
  return found;
}

/** Every page's normalized pathname → whether one of its listings is visible. */
export function collectKeys(
  entries: readonly ModelEntry[],
  hidden: boolean,
  base: string,
  normalize: (href: string) => string,
  out: Map<string, boolean>,
): void {
  for (const e of entries) {
    if (typeof e !== 'string' && 'group' in e) {
      const inner = hidden || e.hidden === true;
      if (e.root !== undefined) collectKeys([e.root], inner, base, normalize, out);
      collectKeys(e.pages, inner, base, normalize, out);
      continue;
    }
    const href =
      typeof e === 'string'
        ? pageHref(base, e)
        : e.href === undefined
          ? pageHref(base, e.page)
          : base + e.href;
    const key = normalize(href);
    const visible = !hidden && (typeof e === 'string' || e.hidden !== true);
    if (visible || !out.has(key)) out.set(key, visible || out.get(key) === true);
  }
}
