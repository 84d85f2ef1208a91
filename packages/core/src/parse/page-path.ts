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
  if (
    p.length > 0 &&
    p.indexOf('.') === -1 &&
    p.charCodeAt(0) !== 47 /* / */ &&
    p.charCodeAt(p.length - 1) !== 47 &&
    p.indexOf('//') === -1 &&
    p.indexOf('\\') === -1
  ) {
    return p;
  }
  if (p.endsWith('.mdx')) p = p.slice(0, -4);
  else if (p.endsWith('.md')) p = p.slice(0, -3);
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
  let start = path.lastIndexOf('/') + 1;
  let end = path.length;
  if (start > 0 && end - start === 5 && path.endsWith('index')) {
    end = start - 1;
    start = path.lastIndexOf('/', end - 1) + 1;
  }
  const c = path.charCodeAt(start);
  let title: string;
  if (c >= 97 && c <= 122) {
    // One allocation for the common case: upper-case letter (a cached one-character string) + the rest.
    title = String.fromCharCode(c - 32) + path.slice(start + 1, end);
  } else if (c > 127) {
    title = path.charAt(start).toUpperCase() + path.slice(start + 1, end);
  } else {
    title = path.slice(start, end);
  }
  if (title.indexOf('-') !== -1) title = title.replaceAll('-', ' ');
  if (title.indexOf('_') !== -1) title = title.replaceAll('_', ' ');
  return title;
}

/**
 * `titleFromPath` with a cache by last segment: real and generated sites repeat segment names a lot
 * (`overview`, `quickstart`, ...), so most pages share a title string instead of building their own.
 */
export function cachedTitleFromPath(path: string, cache: Map<string, string>): string {
  const start = path.lastIndexOf('/') + 1;
  if (start > 0 && path.length - start === 5 && path.endsWith('index')) return titleFromPath(path);
  const seg = start === 0 ? path : path.slice(start);
  let title = cache.get(seg);
  if (title === undefined) {
    title = titleFromPath(seg);
    cache.set(seg, title);
  }
  return title;
}

/** Normalizes a `basePath` option: '' or '/x/y' (leading slash, no trailing slash). */
export function normalizeBasePath(basePath: string | undefined): string {
  if (basePath === undefined) return '';
  const parts = basePath.split('/').filter((s) => s !== '');
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}
