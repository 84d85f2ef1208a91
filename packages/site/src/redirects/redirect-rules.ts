/**
 * docs.json `redirects`: `[{ "source": "/old", "destination": "/new" }]`, as Mintlify reads them. A source is a
 * site path, with Mintlify's (path-to-regexp's) parameters: `:name` is one segment, `:name*` any number of
 * segments (none too), `:name+` one or more, a bare `*` any rest, and `prefix-*` a segment that starts with
 * `prefix-` (its rest, which `*` of the destination takes). The destination is a site path or an
 * address (`https://…`), `#fragment` and `?query` kept, with the source's parameters put in by name.
 */

/** One redirect of docs.json. */
export interface Redirect {
  /** The path asked for, with parameters (`/docs/:slug*`). */
  source: string;
  /** Where it leads: a site path or an external address, with the source's parameters (`/:slug*`). */
  destination: string;
}

/** A redirect entry docs.json got wrong: where (a JSON pointer into docs.json) and what. */
export interface RedirectProblem {
  pointer: string;
  message: string;
}

/** The redirects of a docs.json value, and what is wrong with the entries left out. */
export function readRedirects(docs: unknown): { redirects: Redirect[]; problems: RedirectProblem[] } {
  const redirects: Redirect[] = [];
  const problems: RedirectProblem[] = [];
  const list = docs && typeof docs === 'object' ? (docs as { redirects?: unknown }).redirects : undefined;
  if (list === undefined) return { redirects, problems };
  if (!Array.isArray(list)) {
    problems.push({ pointer: '/redirects', message: 'redirects must be a list of { source, destination }' });
    return { redirects, problems };
  }
  list.forEach((entry: unknown, i) => {
    const at = `/redirects/${i}`;
    const { source, destination } = (entry && typeof entry === 'object' ? entry : {}) as Partial<
      Record<'source' | 'destination', unknown>
    >;
    if (typeof source !== 'string' || !source.trim())
      problems.push({ pointer: `${at}/source`, message: 'a redirect needs a source path' });
    else if (typeof destination !== 'string' || !destination.trim())
      problems.push({ pointer: `${at}/destination`, message: 'a redirect needs a destination' });
    else if (/^[a-z][a-z\d+.-]*:/i.test(destination.trim()) && !/^https?:\/\//i.test(destination.trim()))
      problems.push({
        pointer: `${at}/destination`,
        message: `destination "${destination}" is neither a site path (/…) nor a web address (https://…)`,
      });
    // A path written without its first `/` (`guides/setup`) is a site path all the same, as on Mintlify.
    else redirects.push({ source: sitePath(source.trim()), destination: sitePath(destination.trim()) });
  });
  return { redirects, problems };
}

/** A site path or web address as written, a path given its first `/` when it has none. */
function sitePath(to: string): string {
  return /^(?:\/|https?:\/\/)/i.test(to) ? to : `/${to}`;
}

/** Whether a source has parameters (else it is one path, which a static build can write a page for). */
export function isPattern(source: string): boolean {
  return /[:*]/.test(pathOf(source));
}

/** A source's path, without its `?query` and `#fragment` (Mintlify matches the path only) nor a final `/`. */
export function pathOf(source: string): string {
  return source.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Sources compiled once each: a build matches every page file against every redirect (ethereum-optimism:
 *  190 files, 414 redirects). */
const patterns = new Map<string, ReturnType<typeof compile>>();

function compiled(source: string): ReturnType<typeof compile> {
  let found = patterns.get(source);
  if (!found) {
    found = compile(source);
    patterns.set(source, found);
  }
  return found;
}

/** A source as a regular expression over a path without a final `/`, and its parameters' names in order. */
function compile(source: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let body = '';
  const segments = pathOf(source).split('/').slice(1);
  segments.forEach((segment, i) => {
    const param = /^:(\w+)([*+?]?)$/.exec(segment);
    const last = i === segments.length - 1;
    if (param) {
      names.push(param[1] ?? '');
      const kind = param[2];
      body +=
        kind === '*' ? '(?:/(.*))?' : kind === '+' ? '/(.+)' : kind === '?' ? '(?:/([^/]+))?' : '/([^/]+)';
    } else if (segment === '*') {
      names.push('*');
      body += '(?:/(.*))?';
    } else if (segment.includes('*')) {
      // A partial wildcard (`concepts-*`): the rest of the segment (of the path, in the last segment).
      names.push('*');
      const [prefix = '', suffix = ''] = segment.split(/\*(.*)/s);
      body += `/${escapeRegExp(prefix)}(${last ? '.*' : '[^/]*'})${escapeRegExp(suffix.replaceAll('*', ''))}`;
    } else body += `/${escapeRegExp(segment)}`;
  });
  return { pattern: new RegExp(`^${body || '/'}$`), names };
}

/** Puts the matched parameters into a destination (`:slug*` → `a/b`; a missing one → nothing) and tidies the
 *  slashes its empty parameters leave. */
function fill(destination: string, values: ReadonlyMap<string, string>): string {
  const filled = destination.replace(
    /:(\w+)[*+?]?|\*/g,
    (_, name: string | undefined) => values.get(name ?? '*') ?? '',
  );
  const at = filled.search(/[?#]/);
  const [path, rest] = at === -1 ? [filled, ''] : [filled.slice(0, at), filled.slice(at)];
  if (/^https?:\/\//.test(path)) return path + rest;
  return (path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1') || '/') + rest;
}

/**
 * Where `pathname` is redirected (the first redirect whose source matches, in docs.json's order), or
 * undefined. The pathname is matched without a final `/` and decoded as the browser shows it.
 */
export function matchRedirect(pathname: string, redirects: readonly Redirect[]): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const { source, destination } of redirects) {
    const to = target(path, source, destination);
    // A redirect to the path itself would go round for ever: the path stays not found.
    if (to !== undefined && pathOf(to) !== path) return to;
  }
  return undefined;
}

/** Where one redirect leads `path`, or undefined when its source does not match. */
function target(path: string, source: string, destination: string): string | undefined {
  if (!isPattern(source)) return pathOf(source) === path ? destination : undefined;
  const { pattern, names } = compiled(source);
  const match = pattern.exec(path);
  if (!match) return undefined;
  const values = new Map<string, string>();
  names.forEach((name, i) => {
    values.set(name, match[i + 1] ?? '');
  });
  return fill(destination, values);
}
