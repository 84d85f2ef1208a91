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
  const parts = entry.trim().split(/\s+/);
  if (parts.length === 2) return parseTail(undefined, parts[0] ?? '', parts[1] ?? '');
  if (parts.length === 3) return parseTail(parts[0], parts[1] ?? '', parts[2] ?? '');
  return undefined;
}

function parseTail(file: string | undefined, word: string, path: string): EndpointEntry | undefined {
  const upper = word.toUpperCase();
  if (upper === 'WEBHOOK' && path !== '') return { file, method: 'POST', path, webhook: true };
  if (METHODS.has(upper) && path.startsWith('/')) return { file, method: upper, path, webhook: false };
  return undefined;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** Mintlify's slug: lower case, runs of anything but letters and digits become one dash, no edge dashes. */
export function slugify(text: string): string {
  // Accents are dropped (é → e); the Unicode decomposition is needed only for non-ASCII text.
  const plain = NON_ASCII.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return plain
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
