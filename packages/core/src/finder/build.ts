import { cached } from '../cache.js';
import type { NavIndex } from '../query/nav-index.js';
import type { FinderData } from './types.js';

/** Finder data being written: empty lists under `base`, and `label`, which stores a text once and returns
 *  its number. What {@link buildFinderData} and the sidebar filter (one sidebar's pages) start from. */
export function finderDataWriter(base: string): { data: FinderData; label: (text: string) => number } {
  const data: FinderData = {
    v: 1,
    base,
    labels: [],
    trails: [],
    titles: [],
    hrefs: [],
    shared: [],
    trail: [],
    endpoints: [],
    places: [],
    hidden: [],
    external: [],
  };
  const labelIds = new Map<string, number>();
  const label = (text: string) => cached(labelIds, text, () => data.labels.push(text) - 1);
  return { data, label };
}

/**
 * The finder index of a navigation: every page of `index.nodes` in document order with its title, trail,
 * version, language, endpoint and href (a group's root page has its group in its trail). A page listed
 * twice at the same place is kept once. O(nodes × depth); run it once, on the server or at build time.
 */
export function buildFinderData(index: NavIndex): FinderData {
  const nodes = index.nodes;
  const { data, label } = finderDataWriter(index.settings.basePath);
  const trailIds = new Map<string, number>();
  /** Per node: its trail id as the parent of a page (-2: not computed). */
  const trailOf = new Int32Array(nodes.length).fill(-2);
  const trailFor = (parent: number): number => {
    const known = trailOf[parent] ?? -2;
    if (known !== -2) return known;
    let version = -1;
    let language = -1;
    const crumbs: number[] = [];
    for (let p = parent; p > 0; p = nodes[p]?.parent ?? -1) {
      const x = nodes[p];
      if (x?.type === 'division' && x.kind === 'version') version = version < 0 ? label(x.label) : version;
      else if (x?.type === 'division' && x.kind === 'language')
        language = language < 0 ? label(x.label) : language;
      else if ((x?.type === 'division' || x?.type === 'group') && x.label) crumbs.push(label(x.label));
    }
    const trail = [version, language, ...crumbs.reverse()];
    const key = trail.join(',');
    let id = trailIds.get(key);
    if (id === undefined) {
      id = data.trails.push(trail) - 1;
      trailIds.set(key, id);
    }
    trailOf[parent] = id;
    return id;
  };
  const seen = new Set<string>();
  /** Per kept page: its node, and how many times each href is kept. */
  const pageNodes: number[] = [];
  const hrefCount = new Map<string, number>();
  let previous = '';
  for (let i = 0; i < nodes.length; i++) {
    const x = nodes[i];
    if (x?.type !== 'page') continue;
    const t = trailFor(x.parent);
    const href = x.url?.href ?? x.href;
    const key = `${t}\0${href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const page = data.titles.push(label(x.title)) - 1;
    const shared = sharedPrefix(previous, href);
    data.hrefs.push(href.slice(shared));
    data.shared.push(shared);
    previous = href;
    pageNodes.push(i);
    hrefCount.set(href, (hrefCount.get(href) ?? 0) + 1);
    data.trail.push(t);
    if (x.endpoint) data.endpoints.push([page, x.endpoint.method, x.endpoint.path]);
    if (x.hidden) data.hidden.push(page);
    if (x.url?.external) data.external.push(page);
  }
  // A page listed in several places: remember the division of each listing.
  if (hrefCount.size < pageNodes.length) {
    let href = '';
    for (let page = 0; page < pageNodes.length; page++) {
      href = href.slice(0, data.shared[page] ?? 0) + (data.hrefs[page] ?? '');
      if ((hrefCount.get(href) ?? 0) < 2) continue;
      let p = nodes[pageNodes[page] ?? 0]?.parent ?? -1;
      while (p > 0 && nodes[p]?.type !== 'division') p = nodes[p]?.parent ?? -1;
      const division = nodes[p];
      if (division?.type === 'division') data.places.push([page, division.id]);
    }
  }
  return data;
}

/** Length of the common prefix of two strings. */
function sharedPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
