/**
 * Page paths, hrefs and titles (DESIGN §2 page-path normalization, §4 hrefs and titles).
 * These run once per page, so they avoid regular expressions and allocations on the common path.
 */

/**
 * Normalizes a page path as Mintlify does: leading `/` and `./` dropped, `..` resolved, `//` collapsed,
 * a `.mdx` / `.md` extension dropped. Returns null when the path is empty or would leave the docs root.
 */
export function normalizePagePath(path: string): string | null {
  let p = path;
  const first = p.charCodeAt(0);
  const last = p.charCodeAt(p.length - 1);
  if (first === 32 || last === 32 || first === 9 || last === 9 || first === 10 || last === 10) p = p.trim();
  if (p.endsWith('.mdx')) p = p.slice(0, -4);
  else if (p.endsWith('.md')) p = p.slice(0, -3);
  if (
    p.length > 0 &&
    p.charCodeAt(0) !== 47 /* / */ &&
    p.charCodeAt(p.length - 1) !== 47 &&
    p.indexOf('//') === -1 &&
    p.indexOf('.') === -1 &&
    p.indexOf('\\') === -1
  ) {
    return p;
  }
  return slowNormalize(p);
}

function slowNormalize(p: string): string | null {
  const out: string[] = [];
  for (const seg of p.replaceAll('\\', '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null;
      out.pop();
      continue;
    }
    out.push(seg);
  }
  return out.length === 0 ? null : out.join('/');
}

/** `basePath + '/' + path`, with a trailing `index` segment dropped (`index` → `/`, `a/index` → `/a`). */
export function pageHref(basePath: string, path: string): string {
  if (path === 'index') return basePath === '' ? '/' : basePath;
  if (path.endsWith('/index')) return `${basePath}/${path.slice(0, -6)}`;
  return `${basePath}/${path}`;
}

/** A title from the last path segment: dashes and underscores to spaces, first letter capitalized. */
export function titleFromPath(path: string): string {
  let seg = path;
  const slash = path.lastIndexOf('/');
  if (slash !== -1) seg = path.slice(slash + 1);
  if (seg === 'index' && slash !== -1) {
    const prev = path.lastIndexOf('/', slash - 1);
    seg = path.slice(prev + 1, slash);
  }
  if (seg.indexOf('-') !== -1) seg = seg.replaceAll('-', ' ');
  if (seg.indexOf('_') !== -1) seg = seg.replaceAll('_', ' ');
  const c = seg.charCodeAt(0);
  if (c >= 97 && c <= 122) return String.fromCharCode(c - 32) + seg.slice(1);
  if (c > 127) return seg.charAt(0).toUpperCase() + seg.slice(1);
  return seg;
}

/** Normalizes a `basePath` option: '' or '/x/y' (leading slash, no trailing slash). */
export function normalizeBasePath(basePath: string | undefined): string {
  if (basePath === undefined) return '';
  const parts = basePath.split('/').filter((s) => s !== '');
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}
