import { expandTree } from '../model/decode.js';
import type {
  ModelDivision,
  ModelEntry,
  ModelItem,
  NavModel,
  NavScope,
  NavShell,
  ShellDivision,
} from '../model/types.js';
import { Builder } from '../parse/builder.js';
import { normalizeDocs } from '../parse/normalize.js';
import type { ParseOptions } from '../parse/options.js';
import { jsonValue, parseModel } from '../parse/parse-model.js';
import { type NavIndex, normalizePathname } from '../query/nav-index.js';
import { type Job, parseJob } from './parse-scope.js';
import { rawFirstPage, rawMayList } from './raw-scope.js';
import { collectKeys, findListing, firstPage, hasHidden } from './scope-entries.js';
import { createSplitIndex } from './split-index.js';
import { type SplitModel, splitModel } from './split-model.js';

/**
 * A docs.json parsed into a split model on demand (`parseSplit`): the shell at once, each scope when it is
 * first asked for. Every scope, switch target and hidden-page home equals `splitModel(parseDocs(docs).model)`'s.
 * No diagnostics: a build reports them (`parseDocs`, `loadDocs`, `docsnav check`); a browser needs the model.
 */
export interface LazySplit {
  /** Settings, global anchors and every division, with the scope each holds and its first page. */
  readonly shell: NavShell;
  /** The ids of the scopes a page needs, as `SplitModel.scopesFor` (a pathname with `basePath`). */
  scopesFor(pathname: string): string[];
  /** A scope by id (parsed on first use), or undefined for an id the shell does not name. */
  scope(id: string): NavScope | undefined;
  /** `scope(id)` as the provider's `loadScope`: the scope itself, answered synchronously (the provider
   *  then shows it before the browser paints), or a rejected promise for an id the shell does not name. */
  loadScope(id: string): NavScope | Promise<NavScope>;
  /** The provider's `resolveScopes`: the ids of the scopes listing a normalized pathname (no `basePath`). */
  resolveScopes(pathname: string): string[];
  /** The whole model (every scope parsed), as `parseDocs` gives it (without specs). */
  model(): NavModel;
}

/**
 * What `parseSplit` reads besides docs.json: the options of `parseDocs` that shape the model. No `specs`: the
 * browser's parse reads no OpenAPI spec (endpoint entries are unresolved endpoint pages, nothing is
 * generated, as `parseDocs` without specs); a site that generates API pages splits on the server
 * (`splitModel`, `docsnav split`, the Vite plugin). No `existingPages`: it only adds diagnostics.
 */
export type SplitParseOptions = Pick<ParseOptions, 'pages' | 'basePath'>;

/** One scope of the split, in document order. */
interface Held {
  id: string;
  /** The sidebar is hidden (its division or an ancestor). */
  hidden: boolean;
  /** Its groups and pages, once parsed. */
  entries?: ModelEntry[];
  /** What parsing them needs, until they are parsed. */
  job?: Job;
  /** Its raw groups or pages (from the job), kept after parsing for `rawMayList`: a certain miss without
   *  a walk of the parsed entries. Dropped when the whole model is parsed (endpoint pages' hrefs are not in
   *  the raw value). */
  raw?: readonly unknown[];
  /** Normalized pathname → listed visibly (true) or only hidden (false); built on first use. */
  keys?: Map<string, boolean>;
  /** `listing` was asked about it once (the table is built on the second question). */
  asked?: boolean;
  scope?: NavScope;
}

const SWITCH_KINDS = new Set(['version', 'language', 'product']);
const isDivision = (x: ModelItem): x is ModelDivision => typeof x !== 'string' && 'division' in x;

/**
 * Parses a docs.json (text or value, as `parseDocs`) into a split model whose scopes are parsed when they
 * are first needed: the divisions are walked at once, the groups and pages of each division only when its
 * scope is asked for (`scopesFor`, `scope`, `loadScope`, `resolveScopes`). For a browser that has the whole
 * docs.json and shows one sidebar: at 50,000 pages the first page parses and indexes its own tab only.
 * A lean parse: the same walkers as `parseDocs`, without diagnostics (no messages, no pointer placing, no
 * checks that change nothing in the model) and without OpenAPI specs, so its bundle holds none of them.
 *
 * Parsed with the divisions: the groups and pages of a division under an `openapi` of an ancestor, and
 * those whose first page cannot be read from the raw value (an endpoint entry before it...). Parsed whole,
 * once, as `parseDocs` + `splitModel` do, when the lazy result could differ: for a scope of a site with
 * version, language or product divisions (its switch targets), for a scope with hidden pages (their place on
 * a first visit) or with endpoint pages (their hrefs depend on the endpoints before them), and for
 * `scopesFor` of a pathname that is not listed visibly in a visible sidebar.
 */
export function parseSplit(input: string | unknown, options: SplitParseOptions = {}): LazySplit {
  const text = typeof input === 'string' ? input : undefined;
  // Text that is not JSON gives the empty model, as `parseDocs` does (it reports where the text breaks).
  const value = text === undefined ? input : jsonValue(text);
  const b = new Builder(options ?? {});
  const jobs = new Map<number, Job>();
  b.defer = (obj, key, pointer, ctx) => {
    const list = obj[key];
    // An `openapi` of an ancestor: whether the ancestor generates its operations depends on these entries.
    if ((ctx.scope !== undefined && ctx.scope.owner !== ctx.parent) || !Array.isArray(list)) return false;
    const first = rawFirstPage(list, key === 'groups', ctx.depth, ctx.hidden, (p) => b.meta(p));
    const division = b.nodes[ctx.parent];
    if (first === undefined || typeof division === 'string' || division?.type !== 'division') return false;
    jobs.set(ctx.parent, { obj, key, pointer, ctx, division, first });
    return true;
  };
  normalizeDocs(b, value);
  b.defer = undefined;
  const model = b.model();

  // The shell, and the scopes in document order (a division's sub-divisions before its own groups).
  const divisionNodes: number[] = [];
  b.nodes.forEach((n, i) => {
    if (typeof n !== 'string' && n.type === 'division') divisionNodes.push(i);
  });
  let cursor = 0;
  const held: Held[] = [];
  const holders: Array<[ShellDivision, Held]> = [];
  let switchers = false;
  const shellOf = (d: ModelDivision): ShellDivision => {
    const node = divisionNodes[cursor++] ?? -1;
    if (SWITCH_KINDS.has(d.division)) switchers = true;
    const { items, ...rest } = d;
    const out: ShellDivision = rest;
    const subs = (items ?? []).filter(isDivision);
    const entries = (items ?? []).filter((x): x is ModelEntry => !isDivision(x));
    if (subs.length > 0) out.items = subs.map(shellOf);
    const job = jobs.get(node);
    const n = b.nodes[node];
    const hidden = typeof n !== 'string' && n?.hidden === true;
    if (job !== undefined) {
      const h: Held = { id: '', hidden, job, raw: job.obj[job.key] as unknown[] };
      out.scope = '';
      out.first = job.first;
      held.push(h);
      holders.push([out, h]);
    } else if (entries.length > 0) {
      const h: Held = { id: '', hidden, entries };
      out.scope = '';
      const first = firstPage(entries, hidden);
      if (first !== undefined) out.first = first;
      held.push(h);
      holders.push([out, h]);
    }
    return out;
  };
  const shell: NavShell = {
    version: 2,
    settings: model.settings,
    global: model.global,
    items: model.items.filter(isDivision).map(shellOf),
  };
  const rootEntries = model.items.filter((x): x is ModelEntry => !isDivision(x));
  if (rootEntries.length > 0) {
    shell.scope = '/';
    const first = firstPage(rootEntries, false);
    if (first !== undefined) shell.first = first;
    held.push({ id: '/', hidden: false, entries: rootEntries });
  }
  // Scope ids are division ids: those of the shell's expansion (the same as the whole model's).
  const expanded = expandTree({ basePath: '', items: shell.items }).filter((n) => n.type === 'division');
  const ids = new Map<ShellDivision, string>();
  let k = 0;
  const name = (list: ShellDivision[]) => {
    for (const d of list) {
      ids.set(d, expanded[k++]?.id ?? '');
      if (d.items) name(d.items);
    }
  };
  name(shell.items);
  for (const [d, h] of holders) h.id = d.scope = ids.get(d) ?? '';
  const byId = new Map(held.map((h) => [h.id, h]));

  let whole: SplitModel | undefined;
  let wholeModel = model;
  /** The eager split, parsed whole as by `parseDocs` (exact by construction). */
  const all = (): SplitModel => {
    if (whole) return whole;
    wholeModel = parseModel(value, options);
    whole = splitModel(wholeModel);
    for (const h of held) {
      h.entries = whole.scopes.get(h.id)?.items ?? [];
      h.job = h.keys = h.scope = h.raw = undefined;
    }
    return whole;
  };
  const parse = (h: Held): ModelEntry[] => {
    if (h.entries !== undefined) return h.entries;
    const job = h.job as Job;
    const parsed = parseJob(job, options);
    // Endpoint pages: their hrefs depend on the endpoints listed before them, anywhere in the file.
    if (parsed.endpoints) all();
    if (h.entries !== undefined) return h.entries;
    h.entries = parsed.items;
    h.job = undefined;
    return parsed.items;
  };
  let paths: NavIndex | undefined;
  const normalize = (pathname: string) => {
    paths ??= createSplitIndex(shell, []);
    return normalizePathname(paths, pathname);
  };
  const base = shell.settings.basePath;
  /** Listed visibly (true), only hidden (false), or not at all (undefined) in a scope. */
  const listing = (h: Held, path: string): boolean | undefined => {
    // Raw entries that cannot list it: a certain miss, parsed or not (a navigation into another tab asks
    // every loaded scope, whose table would otherwise be built here).
    if (h.raw !== undefined && !rawMayList(h.raw, path)) return undefined;
    const entries = parse(h);
    // One walk for a scope asked about once (the usual case: a first page, a navigation into it); a table
    // of its pathnames from the second question on.
    if (h.keys === undefined && !h.asked) {
      h.asked = true;
      return findListing(entries, h.hidden, base, path, normalize);
    }
    if (h.keys === undefined) {
      h.keys = new Map();
      collectKeys(entries, h.hidden, base, normalize, h.keys);
    }
    return h.keys.get(path);
  };
  const scope = (id: string): NavScope | undefined => {
    const h = byId.get(id);
    if (h === undefined) return undefined;
    if (whole || switchers) return all().scopes.get(id);
    const entries = parse(h);
    if (h.hidden || hasHidden(entries)) return all().scopes.get(id);
    h.scope ??= { version: 2, id, items: entries };
    return h.scope;
  };
  return {
    shell,
    scopesFor(pathname) {
      if (whole) return whole.scopesFor(pathname);
      const path = normalize(pathname);
      // The whole model locates a page at its first listing that is visible in a visible sidebar.
      for (const h of held) if (!h.hidden && listing(h, path) === true) return [h.id];
      return all().scopesFor(pathname);
    },
    scope,
    loadScope(id) {
      return scope(id) ?? unknownScope(id);
    },
    resolveScopes(path) {
      return held.filter((h) => listing(h, path) !== undefined).map((h) => h.id);
    },
    model() {
      all();
      return wholeModel;
    },
  };
}

/** `loadScope`'s answer for an id the shell does not name. */
const unknownScope = (id: string): Promise<NavScope> =>
  Promise.reject(new Error(`No scope ${JSON.stringify(id)} in this navigation.`));
