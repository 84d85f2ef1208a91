import type { NavIndex } from '../../../core/src/index.js';

/**
 * The paths of the navigation's pages, hidden ones too (a `url` entry is a link out, no page of the site):
 * each page's href without its `?query` or `#fragment`, as written (not decoded), in document order.
 */
export function navPagePaths(index: NavIndex): Set<string> {
  const paths = new Set<string>();
  for (const n of index.nodes) if (n.type === 'page' && !n.url) paths.add(n.href.split(/[?#]/)[0] ?? '');
  return paths;
}
