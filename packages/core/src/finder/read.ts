import { isExternalHref } from '../href.js';
import type { FinderData, FinderPage } from './types.js';

/**
 * Every page's full href (the front-coded `hrefs` expanded), in page order. With `basePath` (normalized, as
 * `NavIndex.settings.basePath`), internal hrefs move from the data's `base` under it, as the provider's
 * `basePath` option moves every other href. O(pages).
 */
export function finderHrefs(data: FinderData, basePath: string = data.base): string[] {
  const out: string[] = new Array(data.hrefs.length);
  const from = data.base;
  const move = basePath !== from;
  let previous = '';
  for (let i = 0; i < data.hrefs.length; i++) {
    previous = previous.slice(0, data.shared[i] ?? 0) + (data.hrefs[i] ?? '');
    out[i] = move ? rebase(previous, from, basePath) : previous;
  }
  return out;
}

/** An internal href under `from` moved under `to`; anything else unchanged. */
function rebase(href: string, from: string, to: string): string {
  if (isExternalHref(href) || !href.startsWith('/')) return href;
  if (from === '') return href === '/' ? to || '/' : to + href;
  if (href === from) return to || '/';
  return href.startsWith(`${from}/`) ? to + href.slice(from.length) : href;
}

/** Decodes page `page` of finder data (its labels resolved), given the expanded hrefs of {@link finderHrefs}. */
export function finderPage(data: FinderData, page: number, hrefs: readonly string[]): FinderPage {
  const trail = data.trails[data.trail[page] ?? -1] ?? [];
  const [version = -1, language = -1, ...crumbs] = trail;
  const endpoint = endpointOf(data, page);
  const out: FinderPage = {
    page,
    title: data.labels[data.titles[page] ?? -1] ?? '',
    href: hrefs[page] ?? '',
    trail: crumbs.map((c) => data.labels[c] ?? ''),
    hidden: sortedHas(data.hidden, page),
    external: sortedHas(data.external, page),
  };
  if (version >= 0) out.version = data.labels[version];
  if (language >= 0) out.language = data.labels[language];
  if (endpoint) [out.method, out.path] = [endpoint[1], endpoint[2]];
  const place = byPage(data.places, page);
  if (place) out.division = place[1];
  return out;
}

/** The endpoint entry of a page (`endpoints` is in page order). */
const endpointOf = (data: FinderData, page: number) => byPage(data.endpoints, page);

/** The entry of a page in a list of `[page, ...]` entries in page order, by binary search. */
function byPage<T extends [number, ...unknown[]]>(list: readonly T[], page: number): T | undefined {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const e = list[mid];
    if (!e) break;
    if (e[0] === page) return e;
    if (e[0] < page) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Binary search in an ascending list. */
function sortedHas(list: readonly number[], value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid] ?? 0;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
const isInts = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));

/**
 * Checks that a value (what a host's `load()` resolved to) is finder data this version reads. Returns a
 * message saying what is wrong, or undefined when it is usable. Never throws.
 */
export function finderDataProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return `Expected finder data (an object); found ${typeof value}.`;
  const d = value as Partial<Record<keyof FinderData, unknown>>;
  if (d.v !== 1) return `Expected finder data version 1; found ${JSON.stringify(d.v)}.`;
  if (typeof d.base !== 'string') return 'Expected `base` (the basePath of the hrefs) to be a string.';
  if (!isStrings(d.labels) || !isStrings(d.hrefs))
    return 'Expected `labels` and `hrefs` to be arrays of strings.';
  if (!isInts(d.titles)) return 'Expected `titles` to be an array of label indices.';
  const n = d.titles.length;
  if (!isInts(d.trail) || !isInts(d.shared) || [d.trail, d.shared, d.hrefs].some((a) => a.length !== n))
    return 'Expected `titles`, `hrefs`, `shared` and `trail` to be parallel arrays (one entry per page).';
  if (!Array.isArray(d.trails) || !d.trails.every(isInts))
    return 'Expected `trails` to be an array of arrays of label indices.';
  if (!isInts(d.hidden) || !isInts(d.external)) return 'Expected `hidden` and `external` to be page lists.';
  if (
    !Array.isArray(d.endpoints) ||
    !d.endpoints.every(
      (e) =>
        Array.isArray(e) && Number.isInteger(e[0]) && typeof e[1] === 'string' && typeof e[2] === 'string',
    )
  )
    return 'Expected `endpoints` to be a list of [page, method, path].';
  if (
    !Array.isArray(d.places) ||
    !d.places.every((e) => Array.isArray(e) && Number.isInteger(e[0]) && typeof e[1] === 'string')
  )
    return 'Expected `places` to be a list of [page, division id].';
  return undefined;
}
