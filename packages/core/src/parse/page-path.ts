import { EMPTY_HASH } from './hash-table.js';

export { pageHref, titleFromPath } from '../page-href.js';

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

/**
 * One backward pass over a page path: its hash, and the start and hash of its last segment (for the tables
 * of `hash-table.ts`); true when the path is plain: already normalized (`normalizePagePath` returns it
 * unchanged) and not an endpoint entry (no space or tab). The common entry needs no other scan. Plain is
 * conservative: a path with any character below `0` but `-` and `/` (a dot, a space, `#`...) is not plain
 * and takes the full normalization, whose result it may well be.
 */
export class PathScan {
  /** The path scanned last. */
  path = '';
  hash = EMPTY_HASH;
  /** Index of the first character of the last segment. */
  segment = 0;
  segmentHash = EMPTY_HASH;

  scan(path: string): boolean {
    let h = EMPTY_HASH;
    let plain = true;
    let i = path.length - 1;
    // The last segment, back to its slash.
    for (; i >= 0; i--) {
      const c = path.charCodeAt(i);
      // One comparison for a lower-case letter; below `0`, only `-` is plain; `\` is not.
      if (c <= 92) {
        if (c === 47 /* / */) break;
        if (c < 48 ? c !== 45 /* - */ : c === 92 /* \ */) plain = false;
      }
      h = Math.imul(h ^ c, 0x01000193);
    }
    this.segment = i + 1;
    this.segmentHash = h;
    // A trailing slash, or an empty path.
    if (i === path.length - 1) plain = false;
    let slash = i;
    for (; i >= 0; i--) {
      const c = path.charCodeAt(i);
      if (c <= 92) {
        if (c === 47) {
          if (slash === i + 1) plain = false;
          slash = i;
        } else if (c < 48 ? c !== 45 : c === 92) plain = false;
      }
      h = Math.imul(h ^ c, 0x01000193);
    }
    // A leading slash.
    if (slash === 0) plain = false;
    this.path = path;
    this.hash = h;
    return plain;
  }
}

/** Normalizes a `basePath` option (one implementation, in core's main entry: the hook uses it too). */
export { normalizeBasePath } from '../href.js';
