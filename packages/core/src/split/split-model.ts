import type {
  ModelDivision,
  ModelEntry,
  ModelItem,
  NavModel,
  NavScope,
  NavShell,
  ScopeSwitch,
  ShellDivision,
} from '../model/types.js';
import { locate, locationIn } from '../query/locate.js';
import { createNavIndex, type NavIndex } from '../query/nav-index.js';
import { applySegmentRuleTo, scopePages, segmentsOf } from '../query/scope-switch.js';
import { eachSwitchTarget, forgetSwitches, type SwitchFallback } from '../query/switch.js';
import { createSplitIndex } from './split-index.js';

/** A model split for sites that load the navigation per page (DESIGN §4). */
export interface SplitModel {
  /** Settings, global anchors and every division: what every page needs. */
  shell: NavShell;
  /** The groups and pages of each sidebar, by scope id. */
  scopes: Map<string, NavScope>;
  /**
   * The ids of the scopes a page needs (located in the whole model, with no previous location): the one its
   * sidebar shows, then the one holding the page when that differs (a hidden page shown in another sidebar).
   * What a server passes to the provider with the shell. Empty when no sidebar has pages.
   */
  scopesFor(pathname: string): string[];
}

const SWITCH_KINDS = ['version', 'language', 'product'] as const;

const isDivision = (x: ModelItem): x is ModelDivision => typeof x !== 'string' && 'division' in x;

/**
 * Splits a model into a shell and one scope per sidebar: the groups and pages of each division that holds
 * them (or of the root). Each scope carries the version, language and product switch targets of its pages,
 * computed here on the whole model, so a page can switch without loading the target's scope. The scope id is
 * the id of its division (`/` for the root), the same on every split of the same model.
 */
export function splitModel(model: NavModel): SplitModel {
  const index = createNavIndex(model);
  const base = model.settings.basePath;
  const scopes = new Map<string, NavScope>();
  const { nodes } = index;
  /** Runtime node index of each division, in document order (the same order as the walk below). */
  let cursor = 0;
  const nextDivision = (): number => {
    for (cursor++; cursor < nodes.length; cursor++) if (nodes[cursor]?.type === 'division') return cursor;
    return -1;
  };
  const firstHref = (node: number): string | undefined => {
    const p = nodes[index.first[node] ?? -1];
    return p?.type === 'page' ? p.href.slice(base.length) || '/' : undefined;
  };
  const holdScope = (node: number, entries: ModelEntry[]): string => {
    const id = nodes[node]?.id ?? '/';
    const scope: NavScope = { version: 2, id, items: entries };
    const switches = scopeSwitches(index, node, base);
    if (switches.length > 0) scope.switches = switches;
    scopes.set(id, scope);
    return id;
  };
  const shellOf = (d: ModelDivision): ShellDivision => {
    const node = nextDivision();
    const { items, ...rest } = d;
    const out: ShellDivision = rest;
    const subs = (items ?? []).filter(isDivision);
    const entries = (items ?? []).filter((x): x is ModelEntry => !isDivision(x));
    if (subs.length > 0) out.items = subs.map(shellOf);
    if (entries.length > 0) {
      out.scope = holdScope(node, entries);
      const first = firstHref(node);
      if (first !== undefined) out.first = first;
    }
    return out;
  };
  const rootDivisions = model.items.filter(isDivision);
  const rootEntries = model.items.filter((x): x is ModelEntry => !isDivision(x));
  const shell: NavShell = {
    version: 2,
    settings: model.settings,
    global: model.global,
    items: rootDivisions.map(shellOf),
  };
  if (rootEntries.length > 0) {
    shell.scope = holdScope(0, rootEntries);
    const first = firstHref(0);
    if (first !== undefined) shell.first = first;
  }
  forgetSwitches(index);
  addHomes(index, shell, scopes);
  const holding = (node: number): string | undefined => {
    for (let n = node; n >= 0; n = nodes[n]?.parent ?? -1) {
      const id = nodes[n]?.id;
      if (id !== undefined && scopes.has(id)) return id;
    }
    return undefined;
  };
  const scopesFor = (pathname: string): string[] => {
    const loc = locate(index, pathname);
    const ids = [holding(loc.sidebar), loc.page >= 0 ? holding(loc.page) : undefined];
    return [...new Set(ids.filter((id): id is string => id !== undefined))];
  };
  return { shell, scopes, scopesFor };
}

/**
 * Hidden pages whose place on a first visit (no previous location) is not their own: the whole model finds
 * it from the pages sharing the longest path prefix, which a split index cannot see. Recorded per scope.
 */
function addHomes(index: NavIndex, shell: NavShell, scopes: Map<string, NavScope>): void {
  const base = index.settings.basePath;
  const holders = new Map<string, number>();
  for (const [node, id] of scopeHolders(index)) holders.set(id, node);
  for (const scope of scopes.values()) {
    const holder = holders.get(scope.id) ?? 0;
    if (!scopePages(index, holder).some((p) => index.nodes[p]?.hidden)) continue;
    const split = createSplitIndex(shell, [scope]);
    const homes: Record<string, string> = {};
    let any = false;
    for (const [path, list] of split.pages) {
      const p = list[0] ?? -1;
      if (!split.nodes[p]?.hidden) continue;
      const whole = locate(index, base + path);
      const here = locate(split, base + path);
      const want = index.nodes[whole.sidebar]?.id;
      if (want !== undefined && split.nodes[here.sidebar]?.id !== want) {
        homes[path] = want;
        any = true;
      }
    }
    if (any) scope.homes = homes;
  }
}

/**
 * The path segments of the pages of a scope, to check `applySegmentRule(href, rule) === target` on each page
 * for every option without splitting and joining its path each time: per page, the segments before and after
 * the rule's position, joined once per position.
 */
class PageSegments {
  /** Per page: its href without `basePath`, and its segments, split on first use. */
  readonly #hrefs: ReadonlyArray<string | undefined>;
  readonly #segments: string[][] = [];
  /** Per page: the position its pieces are for, and the segments before it, from it and after it, joined. */
  readonly #at: number[] = [];
  readonly #pieces: Array<[head: string, from: string, after: string]> = [];

  constructor(hrefs: ReadonlyArray<string | undefined>) {
    this.#hrefs = hrefs;
  }

  /** `applySegmentRule(href of page, rule) === target`. */
  follows(page: number, rule: [string, string, number], target: string): boolean {
    let s = this.#segments[page];
    if (s === undefined) {
      s = segmentsOf(this.#hrefs[page] ?? '');
      this.#segments[page] = s;
    }
    const [from, to, at] = rule;
    // An inserted empty segment keeps an empty segment in the joined path: the general way.
    if (from === '' && to === '') return applySegmentRuleTo(s, rule) === target;
    if (from !== '' && s[at] !== from) return false;
    let pieces = this.#pieces[page];
    if (pieces === undefined || this.#at[page] !== at) {
      pieces = [s.slice(0, at).join('/'), s.slice(at).join('/'), s.slice(at + 1).join('/')];
      this.#pieces[page] = pieces;
      this.#at[page] = at;
    }
    const [head, rest, after] = pieces;
    return isJoinedPath(target, head, to, from === '' ? rest : after);
  }
}

/** `joinedPath(head, mid || undefined, tail) === path`, without building the joined path. */
function isJoinedPath(path: string, head: string, mid: string, tail: string): boolean {
  const i = after(path, after(path, after(path, 0, head), mid), tail);
  return i === 0 ? path === '/' : i === path.length;
}

/** Where `path` goes on after `/part` at `i` (`i` itself for an empty part), or -1 when it is not there. */
function after(path: string, i: number, part: string): number {
  if (i < 0 || part === '') return i;
  return path.charCodeAt(i) === 47 && path.startsWith(part, i + 1) ? i + part.length + 1 : -1;
}

/** The segment rule that turns `a` into `b` (one segment replaced, removed or inserted), if there is one. */
function segmentRule(a: string, b: string): [string, string, number] | undefined {
  const x = segmentsOf(a);
  const y = segmentsOf(b);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length)
    return x.slice(i + 1).join('/') === y.slice(i + 1).join('/') ? [x[i] ?? '', y[i] ?? '', i] : undefined;
  if (x.length === y.length + 1)
    return x.slice(i + 1).join('/') === y.slice(i).join('/') ? [x[i] ?? '', '', i] : undefined;
  if (x.length + 1 === y.length)
    return x.slice(i).join('/') === y.slice(i + 1).join('/') ? ['', y[i] ?? '', i] : undefined;
  return undefined;
}

/**
 * The switch targets of every page of one scope, per option: the rule most pages follow (`same-page`, or
 * `sibling-path` with its segment rule) and the pages that do not, with their target.
 */
function scopeSwitches(index: NavIndex, holder: number, base: string): ScopeSwitch[] {
  const pages = scopePages(index, holder);
  const { nodes } = index;
  /** Per option: each page's target href (without `basePath`) and fallback, by the page's place. */
  const byTarget = new Map<number, { hrefs: Array<string | undefined>; fallbacks: SwitchFallback[] }>();
  /** Each page's href without `basePath`, for the pages whose targets were computed (a page located
   *  elsewhere is never shown from this scope). */
  const own: Array<string | undefined> = new Array(pages.length);
  const inScope = locationIn(index, holder);
  pages.forEach((p, k) => {
    const x = nodes[p];
    if (x?.type !== 'page') return;
    // Located in this scope's listing, as the reader who is in this sidebar sees it; a hidden page where a
    // first visit shows it.
    const loc = locate(index, x.href, x.hidden ? undefined : inScope);
    if (loc.page !== p) return;
    own[k] = x.href.slice(base.length);
    for (const kind of SWITCH_KINDS) {
      eachSwitchTarget(index, loc, kind, '', (o, href, fallback) => {
        if (o.current) return;
        const d = nodes[o.node];
        if (d?.type !== 'division' || d.link) return;
        let entry = byTarget.get(o.node);
        if (entry === undefined) {
          entry = { hrefs: new Array(pages.length), fallbacks: new Array(pages.length) };
          byTarget.set(o.node, entry);
        }
        entry.hrefs[k] = href.slice(base.length);
        entry.fallbacks[k] = fallback;
      });
    }
  });
  /** Their segments, to apply a sibling-path rule to each. */
  const segs = new PageSegments(own);
  const out: ScopeSwitch[] = [];
  for (const [target, { hrefs, fallbacks }] of byTarget) {
    let rule: ScopeSwitch['rule'] = 'none';
    let segment: [string, string, number] | undefined;
    let same = 0;
    let sibling = 0;
    for (let k = 0; k < pages.length; k++) {
      const href = hrefs[k];
      if (href === undefined || nodes[pages[k] ?? -1]?.type !== 'page') continue;
      if (fallbacks[k] === 'same-page') same++;
      else if (fallbacks[k] === 'sibling-path') {
        sibling++;
        segment ??= segmentRule(own[k] ?? '', href);
      }
    }
    if (same >= sibling && same > 0) rule = 'same-page';
    else if (sibling > 0 && segment !== undefined) rule = 'sibling-path';
    const s: ScopeSwitch = { target: nodes[target]?.id ?? '', rule };
    if (rule === 'sibling-path' && segment !== undefined) s.segment = segment;
    const exceptions: NonNullable<ScopeSwitch['pages']> = {};
    let any = false;
    for (let k = 0; k < pages.length; k++) {
      const from = own[k];
      if (from === undefined) continue;
      const href = hrefs[k];
      const fallback = fallbacks[k];
      if (href === undefined || fallback === undefined) {
        // The option leads nowhere from this page (as in the whole model).
        exceptions[k] = null;
        any = true;
        continue;
      }
      // What a split index derives from the rule (see `tableTarget`): the same href with the rule's fallback.
      if (
        fallback === rule &&
        (rule === 'same-page' ? from === href : segment !== undefined && segs.follows(k, segment, href))
      )
        continue;
      exceptions[k] = [href, fallback as 'same-page'];
      any = true;
    }
    if (any) s.pages = exceptions;
    out.push(s);
  }
  return out;
}

/** Node index of every division (and the root) that holds groups or pages, with its id. */
function scopeHolders(index: NavIndex): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  index.nodes.forEach((x, i) => {
    if (
      (x.type === 'division' || x.type === 'root') &&
      x.children.some((c) => index.nodes[c]?.type !== 'division')
    )
      out.push([i, x.id]);
  });
  return out;
}
