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
  const parts = words(entry);
  if (parts.length === 2) return parseTail(undefined, parts[0] ?? '', parts[1] ?? '');
  if (parts.length === 3) return parseTail(parts[0], parts[1] ?? '', parts[2] ?? '');
  return undefined;
}

/** Splits on runs of spaces and tabs (at most 4 words are needed to tell an entry from a path). */
function words(s: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i === s.length ? 32 : s.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13;
    if (space) {
      if (start !== -1) {
        out.push(s.slice(start, i));
        if (out.length > 3) return out;
        start = -1;
      }
    } else if (start === -1) {
      start = i;
    }
  }
  return out;
}

function parseTail(file: string | undefined, word: string, path: string): EndpointEntry | undefined {
  const upper = word.toUpperCase();
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

/** Slug of an operation without a summary, from its method and path: `GET /users/{id}` → `get-users-id`. */
export function pathSlug(text: string): string {
  if (!isAscii(text)) return slugify(text.replace(/[^\p{L}\p{N}]+/gu, ' '));
  const s = text.toLowerCase().replace(NOT_ALNUM_RUN, '-');
  const start = s.charCodeAt(0) === 45 ? 1 : 0;
  const end = s.length > start && s.charCodeAt(s.length - 1) === 45 ? s.length - 1 : s.length;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

const NOT_ALNUM_RUN = /[^a-z0-9]+/g;

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}
