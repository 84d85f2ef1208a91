/** Link safety (DESIGN §4): which hrefs may enter the model, and as what. */

/** How an href written in docs.json is treated. */
export type LinkClass = 'external' | 'internal' | 'relative' | 'unsafe' | 'empty';

/**
 * Classifies an href: `http(s):`, `mailto:` and protocol-relative `//host` (also `/\host`, `\\host`) are external; `/...` and `#...`
 * internal; a path without a scheme is relative; every other scheme (`javascript:`, `data:`, ...) is unsafe.
 * Control characters and whitespace that browsers strip from a scheme are stripped before the check.
 */
export function classifyLink(href: string): LinkClass {
  const h = stripControl(href);
  if (h === '') return 'empty';
  const c = h.charCodeAt(0);
  if (c === 35 /* # */) return 'internal';
  // Browsers read `\` as `/` at the start of a URL: `/\host` and `\\host` go to another host, like `//host`.
  if (c === 47 /* / */ || c === 92 /* \ */) {
    const d = h.charCodeAt(1);
    return d === 47 || d === 92 ? 'external' : 'internal';
  }
  const colon = h.indexOf(':');
  if (colon === -1) return 'relative';
  const scheme = h.slice(0, colon).toLowerCase();
  if (!isSchemeName(scheme)) {
    // `a/b:c` or `a?x=y:z`: the colon is not part of a scheme.
    return 'relative';
  }
  if (scheme === 'http' || scheme === 'https' || scheme === 'mailto') return 'external';
  return 'unsafe';
}

function isSchemeName(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const alpha = c >= 97 && c <= 122;
    if (i === 0 ? !alpha : !(alpha || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)) return false;
  }
  return true;
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
