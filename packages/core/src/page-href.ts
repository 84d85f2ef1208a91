/**
 * A page's href and its title from its path (DESIGN §4): shared by the parser, which builds them, and by
 * `createNavIndex`, which derives them again from the serialized model (they are not stored in it).
 */

/** `basePath + '/' + path`, with a trailing `index` segment dropped (`index` → `/`, `a/index` → `/a`). */
export function pageHref(basePath: string, path: string): string {
  // Most paths do not end with an `x`: one character read instead of a comparison.
  if (path.charCodeAt(path.length - 1) === 120 /* x */) {
    if (path === 'index') return basePath === '' ? '/' : basePath;
    if (path.endsWith('/index')) return `${basePath}/${path.slice(0, -6)}`;
  }
  return `${basePath}/${path}`;
}

/** A title from the last path segment: dashes and underscores to spaces, first letter capitalized. */
export function titleFromPath(path: string): string {
  let start = path.lastIndexOf('/') + 1;
  let end = path.length;
  if (start > 0 && end - start === 5 && path.endsWith('index')) {
    end = start - 1;
    // The folder's name (none for `/index`).
    start = end === 0 ? 0 : path.lastIndexOf('/', end - 1) + 1;
  }
  return asciiTitle(path, start, end) ?? anyTitle(path, start, end);
}

/** The title of `path[start..end)` in one pass when it is short ASCII text; undefined otherwise. */
function asciiTitle(path: string, start: number, end: number): string | undefined {
  if (end - start > 256) return undefined;
  const codes = TITLE_CODES;
  codes.length = end - start;
  for (let i = start; i < end; i++) {
    const c = path.charCodeAt(i);
    if (c > 127) return undefined;
    codes[i - start] = c === 45 || c === 95 ? 32 : i === start && c >= 97 && c <= 122 ? c - 32 : c;
  }
  return String.fromCharCode(...codes);
}

/** Character codes of the title being built (reused: titles are built one at a time). */
const TITLE_CODES: number[] = [];

function anyTitle(path: string, start: number, end: number): string {
  const title = path.charAt(start).toUpperCase() + path.slice(start + 1, end);
  return title.replaceAll('-', ' ').replaceAll('_', ' ');
}
