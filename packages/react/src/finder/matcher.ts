import { type FinderData, type FinderPage, finderHrefs, finderPage } from '@docsnav/core/finder';

// The data's check, for usePageFinder, which loads this module on the finder's first intent.
export { finderDataProblem } from '@docsnav/core/finder';

import type uFuzzy from '@leeoniya/ufuzzy';

/** How a result matched, best first: the whole title, its start, word starts (title, then the other fields),
 *  a substring anywhere, or a match forgiving one typo per word. */
export type FinderRank = 'exact' | 'prefix' | 'word' | 'field' | 'contains' | 'fuzzy';

/** A page found by the finder. */
export interface FinderResult extends FinderPage {
  /** How it matched (`recent` for a recent page shown for the empty query). */
  rank: FinderRank | 'recent';
}

/** Which divisions to search: pages of other versions or languages are left out. Undefined: any. */
export interface FinderScope {
  /** Label of the version to search (pages without a version always match). */
  version?: string;
  /** Label of the language to search (pages without a language always match). */
  language?: string;
}

/** Options of {@link FinderMatcher.search}. */
export interface FinderSearchOptions {
  /** Version and language to search; default: every page. */
  scope?: FinderScope;
  /** Most results returned. Default 50. */
  limit?: number;
  /** Also find pages hidden from the sidebar. Default false. */
  includeHidden?: boolean;
}

/** Options of {@link createFinderMatcher}. */
export interface FinderMatcherOptions {
  /** Moves the data's internal hrefs under this basePath (normalized, as `NavIndex.settings.basePath`). */
  basePath?: string;
}

/** The page finder's matcher over loaded {@link FinderData}. */
export interface FinderMatcher {
  /** The data searched. */
  readonly data: FinderData;
  /** Every version and language label of the data, in order of appearance. */
  readonly divisions: { versions: string[]; languages: string[] };
  /** Ranked pages matching a query (empty for a blank query): title, trail, endpoint and href searched. */
  search(query: string, options?: FinderSearchOptions): FinderResult[];
  /** Every page matching a query, unranked, in document order (the sidebar filter's narrowing): the pages
   *  `search` finds without a limit, with the typo-forgiving matches only when no page matches exactly. */
  match(query: string, options?: Omit<FinderSearchOptions, 'limit'>): number[];
  /** The decoded page `page`. */
  page(page: number): FinderPage;
}

type UFuzzyClass = typeof uFuzzy;
/** Options making uFuzzy read every script (its defaults only know A–Z). From uFuzzy's README. */
const UNICODE: uFuzzy.Options = {
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{L}\\d|\\d\\p{L}|\\p{Ll}\\p{Lu}',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
};
/** A query uFuzzy's fast Latin mode reads fully. */
const ASCII = /^[\x20-\x7e]*$/;
/** Shortest word searched with one typo forgiven (shorter ones would match nearly everything). */
const FUZZY_MIN = 4;

/** Lower case, every run of non-letters and non-digits a single space, a space in front: word starts are
 *  then `' ' + word`. */
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;

/**
 * A matcher over finder data, using uFuzzy (passed in, so that the caller can import it lazily; see
 * {@link loadFinderMatcher}). Each word of the query must match (any order) in the title, trail, endpoint
 * method and path, or href of a page. Ranked: title equal to the query, title starting with it, every word
 * starting a word of the title, every word starting a word of any field, substrings, then, only when the
 * exact matches are fewer than the limit, matches forgiving one typo per word ("deploi" finds "Deploy").
 * Within a rank: shorter titles first, then document order. Typing on narrows the previous matches. A
 * single character matches word starts of the title and trail only.
 */
export function createFinderMatcher(
  data: FinderData,
  UFuzzy: UFuzzyClass,
  options: FinderMatcherOptions = {},
): FinderMatcher {
  const hrefs = finderHrefs(data, options.basePath);
  const n = data.titles.length;
  const endpoint: string[] = new Array(n).fill('');
  for (const [page, method, path] of data.endpoints) endpoint[page] = `${method} ${path}`;
  const titleOf = (i: number) => data.labels[data.titles[i] ?? -1] ?? '';
  const trailText = data.trails.map((t) =>
    t
      .slice(2)
      .map((l) => data.labels[l] ?? '')
      .join(' '),
  );
  /** One string per page: title, trail, endpoint and href (matched word by word). */
  const haystack = Array.from(
    { length: n },
    (_, i) =>
      `${titleOf(i)} \u2022 ${trailText[data.trail[i] ?? -1] ?? ''} \u2022 ${endpoint[i]} \u2022 ${hrefs[i]}`,
  );
  /** Per label (titles share labels): lower-cased, and as words; per trail: as words; per page (made on
   *  first use): every field as words. */
  const lower = data.labels.map((l) => l.toLowerCase());
  const titleWords = lower.map(words);
  const trailWords = trailText.map(words);
  const allWords: (string | undefined)[] = new Array(n);
  const byTitle = (a: number, b: number) => titleOf(a).length - titleOf(b).length || a - b;
  const hidden = new Set(data.hidden);
  const versions: string[] = [];
  const languages: string[] = [];
  for (const t of data.trails) {
    const v = data.labels[t[0] ?? -1];
    const l = data.labels[t[1] ?? -1];
    if (v !== undefined && !versions.includes(v)) versions.push(v);
    if (l !== undefined && !languages.includes(l)) languages.push(l);
  }
  const matchers = new Map<string, uFuzzy>();
  const matcher = (unicode: boolean, fuzzy: boolean) => {
    const key = `${unicode}${fuzzy}`;
    let m = matchers.get(key);
    if (!m) {
      m = new UFuzzy({ ...(unicode ? UNICODE : {}), intraMode: fuzzy ? 1 : 0 });
      matchers.set(key, m);
    }
    return m;
  };

  const candidates = new Map<string, number[]>();
  /** The pages of a scope (hidden ones left out unless asked), cached per scope. */
  const scoped = (scope: FinderScope, withHidden: boolean): number[] => {
    const key = `${scope.version ?? '\0'}\u0001${scope.language ?? '\0'}\u0001${withHidden}`;
    let list = candidates.get(key);
    if (list) return list;
    const v = scope.version === undefined ? -2 : data.labels.indexOf(scope.version);
    const l = scope.language === undefined ? -2 : data.labels.indexOf(scope.language);
    const trailOk = data.trails.map(
      (t) => (v === -2 || t[0] === -1 || t[0] === v) && (l === -2 || t[1] === -1 || t[1] === l),
    );
    list = [];
    for (let i = 0; i < n; i++)
      if (trailOk[data.trail[i] ?? -1] && (withHidden || !hidden.has(i))) list.push(i);
    candidates.set(key, list);
    return list;
  };

  /** The last exact search: typing on only narrows it. */
  let last: { query: string; pool: number[]; found: number[] } | undefined;

  const filter = (uf: uFuzzy, terms: readonly string[], pool: number[]) => {
    let idxs = pool;
    for (const term of terms) {
      if (idxs.length === 0) break;
      idxs = uf.filter(haystack, term, idxs) ?? [];
    }
    return idxs;
  };

  /** The query normalized, its words, and the pages matching it exactly (in `pool`'s order). */
  const find = (query: string, pool: number[]) => {
    const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
    const unicode = !ASCII.test(q);
    if (!q) return { q, unicode, terms: [] as string[], found: [] as number[] };
    const exact = matcher(unicode, false);
    let terms = exact.split(q).map((t) => t.toLowerCase());
    if (terms.length === 0) terms = [q];
    let found: number[];
    if (q.length === 1) {
      // One character: pages with a word of the title or trail starting with it (a substring would be
      // nearly every page). Cheap: titles and trails are shared, their words cached once.
      found = [];
      const start = ` ${q}`;
      for (const i of pool) {
        const t = data.titles[i] ?? -1;
        const trail = data.trail[i] ?? -1;
        if (titleWords[t]?.includes(start) || trailWords[trail]?.includes(start)) found.push(i);
      }
      last = undefined;
    } else {
      const from = last && last.pool === pool && q.startsWith(last.query) ? last.found : pool;
      found = filter(exact, terms, from);
      last = { query: q, pool, found };
    }
    return { q, unicode, terms, found };
  };
  /** The typo-forgiving matches of `terms` not in `found` (none for a word shorter than `FUZZY_MIN`). */
  const forgiving = (unicode: boolean, terms: string[], pool: number[], found: number[]) => {
    if (!terms.every((t) => t.length >= FUZZY_MIN)) return [];
    const seen = new Set(found);
    return filter(matcher(unicode, true), terms, pool).filter((i) => !seen.has(i));
  };

  return {
    data,
    divisions: { versions, languages },
    page: (page) => finderPage(data, page, hrefs),
    match(query, options = {}) {
      const pool = scoped(options.scope ?? {}, options.includeHidden ?? false);
      const { unicode, terms, found } = find(query, pool);
      return found.length > 0 || terms.length === 0 ? found : forgiving(unicode, terms, pool, found);
    },
    search(query, options = {}) {
      const limit = options.limit ?? 50;
      const pool = scoped(options.scope ?? {}, options.includeHidden ?? false);
      const { q, unicode, terms, found } = find(query, pool);
      if (!q) return [];

      const out: FinderResult[] = [];
      const take = (bucket: number[], rank: FinderRank, sorted = true) => {
        const picked = sorted ? best(bucket, limit - out.length, byTitle) : bucket;
        for (const i of picked) {
          if (out.length >= limit) break;
          out.push({ ...finderPage(data, i, hrefs), rank });
        }
      };
      // Title ranks first (cheap: per distinct title); the other fields only when the titles fall short.
      const [equal, prefix, word, rest] = [[], [], [], []] as number[][];
      for (const i of found) {
        const t = data.titles[i] ?? -1;
        const title = lower[t] ?? '';
        if (title === q) equal?.push(i);
        else if (title.startsWith(q)) prefix?.push(i);
        else if (hasWordStarts(titleWords[t] ?? '', terms)) word?.push(i);
        else rest?.push(i);
      }
      take(equal ?? [], 'exact');
      take(prefix ?? [], 'prefix');
      take(word ?? [], 'word');
      if (out.length < limit) {
        const field: number[] = [];
        const contains: number[] = [];
        for (const i of rest ?? []) {
          let w = allWords[i];
          if (w === undefined) {
            w = words(haystack[i] ?? '');
            allWords[i] = w;
          }
          (hasWordStarts(w, terms) ? field : contains).push(i);
        }
        take(field, 'field');
        take(contains, 'contains');
      }
      if (out.length < limit) take(forgiving(unicode, terms, pool, found), 'fuzzy', false);
      return out;
    },
  };
}

/** Every query word starts a word of `w` (as made by {@link words}). */
const hasWordStarts = (w: string, terms: readonly string[]) => terms.every((t) => w.includes(` ${t}`));

/** The `k` smallest items of a list by `cmp`, sorted (one pass, no full sort of a long list). */
function best(list: readonly number[], k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (list.length <= k) return [...list].sort(cmp);
  const top: number[] = [];
  for (const x of list) {
    if (top.length === k && cmp(x, top[k - 1] ?? x) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(top[mid] ?? x, x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, x);
    if (top.length > k) top.pop();
  }
  return top;
}

/** Loads uFuzzy (its own chunk: `import()`) and builds a matcher over `data`. */
export async function loadFinderMatcher(
  data: FinderData,
  options: FinderMatcherOptions = {},
): Promise<FinderMatcher> {
  const { default: UFuzzy } = await import('@leeoniya/ufuzzy');
  return createFinderMatcher(data, UFuzzy, options);
}

/**
 * Where the words of `query` occur in `text`, to highlight them: `[start, end)` ranges, ascending, merged
 * where they touch. Words as the matcher reads them (case-insensitive, split on what is not a letter or
 * digit); a one-character query marks word starts only, as it matches. Typo-forgiving matches mark nothing.
 */
export function matchRanges(text: string, query: string): [number, number][] {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const lower = text.toLowerCase();
  if (terms.length === 0 || lower.length !== text.length) return [];
  const single = query.trim().length === 1;
  const found: [number, number][] = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      if (single && at > 0 && /[\p{L}\p{N}]/u.test(lower[at - 1] ?? '')) continue;
      found.push([at, at + term.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of found) {
    const prev = out.at(-1);
    if (prev && s <= prev[1]) prev[1] = Math.max(prev[1], e);
    else out.push([s, e]);
  }
  return out;
}
