/** Endpoint entries in `pages`: `METHOD /path`, `spec.json METHOD /path`, `webhook name` (DESIGN §4). */

/** A parsed endpoint entry. */
export interface EndpointEntry {
  /** Spec file named in the entry (`spec.json GET /x`), as written. */
  file: string | undefined;
  /** Upper-case method; for a webhook entry the method comes from the spec. */
  method: string;
  /** Operation path, or the webhook's name. */
  path: string;
  webhook: boolean;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE']);

/** Parses an endpoint entry (method case-insensitive); undefined when the string is a plain page path. */
export function parseEndpointEntry(entry: string): EndpointEntry | undefined {
  const count = findWords(entry);
  const w = WORDS;
  if (count === 2) return parseTail(undefined, entry.slice(w[0], w[1]), entry.slice(w[2], w[3]));
  if (count === 3) {
    return parseTail(entry.slice(w[0], w[1]), entry.slice(w[2], w[3]), entry.slice(w[4], w[5]));
  }
  return undefined;
}

/** Start and end of the words `findWords` found last (4 at most are needed to tell an entry from a path). */
const WORDS = new Int32Array(8);

/** Finds the words of `s` (separated by runs of spaces, tabs and line breaks); returns how many (≤ 4). */
function findWords(s: string): number {
  let count = 0;
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i === s.length ? 32 : s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      if (start !== -1) {
        WORDS[count * 2] = start;
        WORDS[count * 2 + 1] = i;
        if (++count === 4) return count;
        start = -1;
      }
    } else if (start === -1) {
      start = i;
    }
  }
  return count;
}

function parseTail(file: string | undefined, word: string, path: string): EndpointEntry | undefined {
  // Methods are mostly written in upper case already: no new string then.
  const upper = METHODS.has(word) ? word : word.toUpperCase();
  if (upper === 'WEBHOOK' && path !== '') return { file, method: 'POST', path, webhook: true };
  if (METHODS.has(upper) && path.startsWith('/')) return { file, method: upper, path, webhook: false };
  return undefined;
}

/**
 * Mintlify's slug of a tag or a summary, as its generated API pages show (`Client API - Display` →
 * `client-api--display`, `Get SingleUse Links` → `get-singleuse-links`): lower case, characters other than
 * letters, digits and spaces dropped (accents dropped from letters), each space a dash.
 */
export function slugify(text: string): string {
  if (isAscii(text)) return text.toLowerCase().replace(NOT_SLUG_ASCII, '').trim().replace(SPACE, '-');
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(SPACE, '-');
}

const NOT_SLUG_ASCII = /[^a-z0-9\s]/g;
const SPACE = /\s/g;

/**
 * Slug of an operation without a summary, from its method and path: `GET /users/{id}` → `get-users-id`
 * (`pathSlug(method, path)`, or `pathSlug(text)` for a text in one piece).
 */
export function pathSlug(first: string, second = ''): string {
  // Every run of characters other than letters and digits is a space; then the slug of a summary.
  const ascii = first.length + second.length <= 256 ? asciiPathSlug(first, second) : undefined;
  return ascii ?? slugify(`${first} ${second}`.replace(NOT_ALNUM_RUN, ' '));
}

const NOT_ALNUM_RUN = /[^\p{L}\p{N}]+/gu;

/** `pathSlug` of ASCII texts in one pass over each (undefined for any other text). */
function asciiPathSlug(first: string, second: string): string | undefined {
  const codes = SLUG_CODES;
  let n = 0;
  let gap = false;
  for (let part = 0; part < 2; part++) {
    const text = part === 0 ? first : second;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c > 127) return undefined;
      if (c >= 65 && c <= 90) c += 32;
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
        if (gap && n > 0) codes[n++] = 45;
        gap = false;
        codes[n++] = c;
      } else {
        gap = true;
      }
    }
    gap = true;
  }
  codes.length = n;
  return String.fromCharCode(...codes);
}

/** Character codes of the slug being built (reused: slugs are built one at a time). */
const SLUG_CODES: number[] = [];

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}
