/** Link safety (DESIGN §4): which hrefs may enter the model, and as what. */

import { isExternalHref } from '../href.js';

/** How an href written in docs.json is treated. */
export type LinkClass = 'external' | 'internal' | 'relative' | 'unsafe' | 'empty';

/** Schemes a docs.json link may use; every other scheme (`javascript:`, `data:`, ...) is unsafe. */
const SAFE_SCHEME = /^(https?|mailto):/i;

/**
 * Classifies an href: what leaves the site (core `isExternalHref`: a scheme, or another host as in `//host`,
 * `/\host`, `\\host`) is external when its scheme is `http(s):` or `mailto:` or it has none, and unsafe with
 * any other scheme; `/...`, `\...` and `#...` are internal; any other path is relative. Control characters and
 * whitespace, which browsers strip from a scheme, are ignored.
 */
export function classifyLink(href: string): LinkClass {
  const h = stripControl(href);
  if (h === '') return 'empty';
  const c = h.charCodeAt(0);
  if (isExternalHref(h)) return c === 47 || c === 92 || SAFE_SCHEME.test(h) ? 'external' : 'unsafe';
  return c === 35 /* # */ || c === 47 /* / */ || c === 92 /* \ */ ? 'internal' : 'relative';
}

/** Removes ASCII control characters and spaces (what a URL parser ignores around and inside a scheme). */
function stripControl(href: string): string {
  let clean = true;
  for (let i = 0; i < href.length; i++) {
    if (href.charCodeAt(i) <= 32) {
      clean = false;
      break;
    }
  }
  if (clean) return href;
  let out = '';
  for (let i = 0; i < href.length; i++) {
    if (href.charCodeAt(i) > 32) out += href[i];
  }
  return out;
}
