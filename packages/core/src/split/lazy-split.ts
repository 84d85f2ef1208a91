import { ID_TAG } from '../model/id-tag.js';
import type {
  ModelDivision,
  ModelEntry,
  ModelItem,
  NavModel,
  NavScope,
  NavShell,
  ShellDivision,
} from '../model/types.js';
import { Builder, type ParseTools } from '../parse/builder.js';
import { jsonValue } from '../parse/json-value.js';
import { normalizeDocs } from '../parse/normalize.js';
import type { ModelParseOptions } from '../parse/parse-model.js';
import { cleanPath } from '../query/clean-path.js';
import { type Job, parseJob } from './parse-scope.js';
import { rawFirstPage, rawMayList } from './raw-scope.js';
import { collectKeys, findListing, firstPage, hasHidden } from './scope-entries.js';
import type { SplitModel } from './split-model.js';

/** The lazily imported part of `parseSplit` (`whole-split.ts`). */
type WholePart = typeof import('./whole-split.js');

/**
 * A docs.json parsed into a split model on demand (`parseSplit`): the shell at once, each scope when it is
 * first asked for. Every scope, switch target and hidden-page home equals `splitModel(parseDocs(docs).model)`'s
 * (the brand only with `brand: true`). No diagnostics: a build reports them (`parseDocs`, `loadDocs`,
 * `docsnav check`); a browser needs the model.
 *
 * What the lean parse cannot answer alone (switch targets, hidden pages, endpoint entries, a pathname listed
 * nowhere visibly) needs the whole file parsed and split: that code is imported when first needed (a chunk
 * of its own), so those answers are promises; `loadScope` and `resolveScopes` answer synchronously when the
 * lean parse suffices.
 */
export interface LazySplit {
  /** Settings, global anchors and every division, with the scope each holds and its first page. */
  readonly shell: NavShell;
  /** The ids of the scopes a page needs, as `SplitModel.scopesFor` (a pathname with `basePath`). */
  scopesFor(pathname: string): Promise<string[]>;
  /** A scope by id (parsed on first use), or undefined for an id the shell does not name. */
  scope(id: string): Promise<NavScope | undefined>;
  /** `scope(id)` as the provider's `loadScope`: the scope itself when the lean parse gives it (the provider
   *  then shows it before the browser paints), else a promise; rejected for an id the shell does not name. */
  loadScope(id: string): NavScope | Promise<NavScope>;
  /** The provider's `resolveScopes`: the ids of the scopes listing a normalized pathname (no `basePath`);
   *  an array when the lean parse suffices, else a promise. */
  resolveScopes(pathname: string): string[] | Promise<string[]>;
  /** The whole model (every scope parsed), as `parseDocs` gives it (without specs; the brand with
   *  `brand: true`). */
  model(): Promise<NavModel>;
}

/**
 * What `parseSplit` reads besides docs.json: the options of `parseDocs` that shape the model, and `brand`. No
 * `specs`: the browser's parse reads no OpenAPI spec (endpoint entries are unresolved endpoint pages,
 * nothing is generated, as `parseDocs` without specs); a site that generates API pages splits on the server
 * (`splitModel`, `docsnav split`, the Vite plugin). No `existingPages`: it only adds diagnostics.
 * `brand: true` reads the brand (`settings.brand`: name, colours, logo, fonts...; its reader is imported
 * then); without it the shell has none, as a sidebar needs none.
 */
export type SplitParseOptions = ModelParseOptions;

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
  /** Its lean parse found an entry only the whole file's parse reads (an endpoint entry). */
  whole?: boolean;
}

const SWITCH_KINDS = new Set(['version', 'language', 'product']);
const isDivision = (x: ModelItem): x is ModelDivision => typeof x !== 'string' && 'division' in x;

/** The divisions walked, their groups and pages kept for later where that is safe (`Builder.defer`). */
function walkDivisions(value: unknown, options: SplitParseOptions, tools: ParseTools) {
  const b = new Builder(options, tools);
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
  return { b, jobs };
}

/**
 * Parses a docs.json (text or value, as `parseDocs`) into a split model whose scopes are parsed when they
 * are first needed: the divisions are walked at once, the groups and pages of each division only when its
 * scope is asked for (`scopesFor`, `scope`, `loadScope`, `resolveScopes`). For a browser that has the whole
 * docs.json and shows one sidebar: at 50,000 pages the first page parses and indexes its own tab only.
 * A lean parse: the same walkers as `parseDocs`, without diagnostics (no messages, no pointer placing, no
 * checks that change nothing in the model), without OpenAPI specs, and without the brand unless asked for
 * (`brand: true`), so its bundle holds none of them.
 *
 * Parsed with the divisions: the groups and pages of a division under an `openapi` of an ancestor, and
 * those whose first page cannot be read from the raw value (an endpoint entry before it...). Parsed whole,
 * once, as `parseDocs` + `splitModel` do, by a lazily imported module, when the lazy result could differ:
 * for a scope of a site with version, language or product divisions (its switch targets), for a scope with
 * hidden pages (their place on a first visit) or with endpoint entries (their hrefs depend on the endpoints
 * before them), and for `scopesFor` of a pathname that is not listed visibly in a visible sidebar. The
 * promise resolves once the divisions are walked (and what that walk needed is imported: the brand's reader,
 * endpoint entries among the divisions' own).
 */
export async function parseSplit(
  input: string | unknown,
  options: SplitParseOptions = {},
): Promise<LazySplit> {
  const opts = options ?? {};
  // Text that is not JSON gives the empty model, as `parseDocs` does (it reports where the text breaks).
  const value = typeof input === 'string' ? jsonValue(input) : input;
  const brand = opts.brand === true ? (await import('../parse/brand.js')).readBrand : undefined;
  /** The lazily imported part, once imported. */
  let part: WholePart | undefined;
  const load = async (): Promise<WholePart> => {
    part ??= await import('./whole-split.js');
    return part;
  };
  let { b, jobs } = walkDivisions(value, opts, { brand });
  if (b.incomplete) {
    // A language division, or an entry among the divisions' own that may be an endpoint entry: walked
    // again with what reads them.
    ({ b, jobs } = walkDivisions(value, opts, { brand, ...(await load()).WHOLE_TOOLS }));
  }
  const model = b.model();

  // The shell, and the scopes in document order (a division's sub-divisions before its own groups).
  const divisionNodes: number[] = [];
  b.nodes.forEach((n, i) => {
    if (typeof n !== 'string' && n.type === 'division') divisionNodes.push(i);
  });
  let cursor = 0;
  const held: Held[] = [];
  /** Division ids taken (an id taken again gets `#2`, `#3`...), as the index's (`expandTree`). */
  const ids = new Set<string>();
  let switchers = false;
  const shellOf = (d: ModelDivision, parent: string): ShellDivision => {
    const node = divisionNodes[cursor++] ?? -1;
    if (SWITCH_KINDS.has(d.division)) switchers = true;
    const stem = `${parent === '/' ? '' : parent}/${ID_TAG[d.division]}${d.language?.code ?? d.label}`;
    let id = stem;
    for (let n = 2; ids.has(id); n++) id = `${stem}#${n}`;
    ids.add(id);
    const { items, ...rest } = d;
    const out: ShellDivision = rest;
    const subs = (items ?? []).filter(isDivision);
    const entries = (items ?? []).filter((x): x is ModelEntry => !isDivision(x));
    if (subs.length > 0) out.items = subs.map((sub) => shellOf(sub, id));
    const job = jobs.get(node);
    const n = b.nodes[node];
    const hidden = typeof n !== 'string' && n?.hidden === true;
    if (job !== undefined) {
      held.push({ id, hidden, job, raw: job.obj[job.key] as unknown[] });
      out.scope = id;
      out.first = job.first;
    } else if (entries.length > 0) {
      held.push({ id, hidden, entries });
      out.scope = id;
      const first = firstPage(entries, hidden);
      if (first !== undefined) out.first = first;
    }
    return out;
  };
  const shell: NavShell = {
    version: 2,
    settings: model.settings,
    global: model.global,
    items: model.items.filter(isDivision).map((d) => shellOf(d, '/')),
  };
  const rootEntries = model.items.filter((x): x is ModelEntry => !isDivision(x));
  if (rootEntries.length > 0) {
    shell.scope = '/';
    const first = firstPage(rootEntries, false);
    if (first !== undefined) shell.first = first;
    held.push({ id: '/', hidden: false, entries: rootEntries });
  }
  const byId = new Map(held.map((h) => [h.id, h]));

  let whole: SplitModel | undefined;
  let wholeModel = model;
  /** The eager split, parsed whole as by `parseDocs` (exact by construction); `part` is imported. */
  const all = (): SplitModel => {
    if (whole) return whole;
    const w = (part as WholePart).wholeSplit(value, opts);
    wholeModel = w.model;
    whole = w.split;
    for (const h of held) {
      h.entries = whole.scopes.get(h.id)?.items ?? [];
      h.job = h.keys = h.scope = h.raw = undefined;
    }
    return whole;
  };
  /** The parsed groups and pages of a scope, or undefined when they need the whole file, not imported yet. */
  const parse = (h: Held): ModelEntry[] | undefined => {
    if (h.entries !== undefined) return h.entries;
    if (h.whole !== true) {
      const parsed = parseJob(h.job as Job, opts);
      // Endpoint pages: their hrefs depend on the endpoints listed before them, anywhere in the file.
      if (!parsed.endpoints && !parsed.unsure) {
        h.entries = parsed.items;
        h.job = undefined;
        return parsed.items;
      }
      h.whole = true;
    }
    return part ? all() && h.entries : undefined;
  };
  const base = shell.settings.basePath;
  const normalize = (pathname: string) => cleanPath(pathname, base);
  /** Listed visibly (true), only hidden (false), or not at all (undefined) in a scope; null: the whole
   *  file is needed to tell. */
  const listing = (h: Held, path: string): boolean | undefined | null => {
    // Raw entries that cannot list it: a certain miss, parsed or not (a navigation into another tab asks
    // every loaded scope, whose table would otherwise be built here).
    if (h.raw !== undefined && !rawMayList(h.raw, path)) return undefined;
    const entries = parse(h);
    if (entries === undefined) return null;
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
  /** A scope, undefined for an id the shell does not name, null when the whole file is needed (and its
   *  part not imported yet). */
  const scope = (id: string): NavScope | undefined | null => {
    const h = byId.get(id);
    if (h === undefined) return undefined;
    if (whole) return whole.scopes.get(id);
    const needsWhole = () => (part ? all().scopes.get(id) : null);
    if (switchers) return needsWhole();
    const entries = parse(h);
    if (entries === undefined || h.hidden || hasHidden(entries)) return needsWhole();
    h.scope ??= { version: 2, id, items: entries };
    return h.scope;
  };
  const scopesFor = (pathname: string): string[] | null => {
    if (whole) return whole.scopesFor(pathname);
    const path = normalize(pathname);
    // The whole model locates a page at its first listing that is visible in a visible sidebar.
    for (const h of held) {
      if (h.hidden) continue;
      const l = listing(h, path);
      if (l === null) return null;
      if (l === true) return [h.id];
    }
    return part ? all().scopesFor(pathname) : null;
  };
  const resolve = (path: string): string[] | null => {
    const out: string[] = [];
    for (const h of held) {
      const l = listing(h, path);
      if (l === null) return null;
      if (l !== undefined) out.push(h.id);
    }
    return out;
  };
  /** `answer()`, after importing the whole file's part when it needs it. */
  const settle = <T>(answer: () => T | null): T | Promise<T> => {
    const now = answer();
    return now !== null ? now : load().then(() => answer() as T);
  };
  return {
    shell,
    scopesFor: async (pathname) => settle(() => scopesFor(pathname)),
    scope: async (id) => settle(() => scope(id)),
    loadScope: (id) => {
      const found = settle(() => scope(id));
      return found instanceof Promise
        ? found.then((s) => s ?? unknownScope(id))
        : (found ?? unknownScope(id));
    },
    resolveScopes: (path) => settle(() => resolve(path)),
    model: async () => {
      await load();
      all();
      return wholeModel;
    },
  };
}

/** `loadScope`'s answer for an id the shell does not name. */
const unknownScope = (id: string): Promise<NavScope> =>
  Promise.reject(new Error(`No scope ${JSON.stringify(id)} in this navigation.`));
