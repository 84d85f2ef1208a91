/** Anything that needs normalizing: a query, hash or escape, `//`, a trailing slash, no leading slash. */
const UNCLEAN = /[?#%]|\/\/|.\/$|^(?!\/)/;

/** Normalizes a path for matching: query, hash, basePath and trailing slash removed, `//` collapsed, decoded. */
export function cleanPath(path: string, base: string): string {
  let p = path;
  if (UNCLEAN.test(p)) {
    p = p.replace(/[?#][\s\S]*/, '');
    try {
      p = decodeURIComponent(p);
    } catch {
      // A malformed escape is matched as written.
    }
    p = `/${p}`.replace(/\/+/g, '/');
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  }
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || '/';
  return p;
}
