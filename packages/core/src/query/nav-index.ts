import { normalizeBasePath } from '../href.js';
import { expandTree } from '../model/decode.js';
import type { GlobalAnchor, NavModel, NavNode, NavSettings, ScopeSwitch } from '../model/types.js';
import { cleanPath } from './clean-path.js';

/**
 * Indexes of a model, built once by {@link createNavIndex} so that every query is O(1) or O(depth).
 * Not serializable: build it on the server and again in the browser from the same model.
 */
export interface NavIndex {
  /** Settings of the model (`basePath` as given to `createNavIndex`, when it was). */
  readonly settings: NavSettings;
  /** `navigation.global` anchors. */
  readonly global: readonly GlobalAnchor[];
  /** Every node in document order (index 0 is the root): the runtime form of the model. */
  readonly nodes: readonly NavNode[];
  /** Split models only: node index of a division (or the root) holding a scope → the scope's id. */
  readonly scopes?: ReadonlyMap<number, string>;
  /** Split models only: node index of a division whose scope is not loaded → its first page's href. */
  readonly pending?: ReadonlyMap<number, string>;
  /** Split models only: node index of a division (or the root) whose first page is in a scope not loaded →
   *  that page's href (its own `pending` one, or a sub-division's); its `first` is then -1. */
  readonly leads?: ReadonlyMap<number, string>;
  /** Split models only: pathname of a hidden page of a loaded scope → the division the whole model shows
   *  it in when there is no previous location (see `NavScope.homes`). */
  readonly homes?: ReadonlyMap<string, number>;
  /** Split models only: node index of a loaded scope's division → the switch targets of its pages. */
  readonly switches?: ReadonlyMap<number, readonly ScopeSwitch[] | undefined>;
  /** Normalized pathname (see {@link normalizePathname}) → page node indices, in document order. */
  readonly pages: ReadonlyMap<string, readonly number[]>;
  /** Per node: its first visible page (a group's `root` first; hidden pages and `url` links skipped), or -1. */
  readonly first: Int32Array;
  /** Per node: the next / previous visible page without `url` in document order, or -1. */
  readonly next: Int32Array;
  /** Previous page in document order, by page node index (-1 at the start). */
  readonly prev: Int32Array;
  /** `parent \0 kind-or-group \0 label` → first such child (division or group); built by the first
   *  `switchTargets` call, so that sites without switchers neither build nor ship it. */
  named?: Map<string, number>;
  /** Path prefix (`/a/b`) → first visible page under it; built on the first unknown pathname. */
  prefixes?: Map<string, number>;
}

/** A page that shows in the sidebar and the pager: not hidden, not a `url` link. */
export const listed = (x: NavNode | undefined): boolean => x?.type === 'page' && !x.hidden && !x.url;

/** Options of {@link createNavIndex}. */
export interface NavIndexOptions {
  /** Replaces the model's `basePath` (normalized: `docs/` → `/docs`): every internal href moves under it. */
  basePath?: string;
}

/**
 * Builds the runtime nodes of a whole model and their indexes: one expansion of the serialized tree, one
 * forward and one backward pass. Build it once per model, on each side (server and browser).
 */
export function createNavIndex(model: NavModel, options: NavIndexOptions = {}): NavIndex {
  const settings = withBase(model.settings, options.basePath);
  const nodes = expandTree({ basePath: settings.basePath, items: model.items });
  return indexNodes(nodes, settings, model.global);
}

/** The settings with `basePath` replaced, when one is given. */
export function withBase(settings: NavSettings, basePath: string | undefined): NavSettings {
  return basePath === undefined ? settings : { ...settings, basePath: normalizeBasePath(basePath) };
}

/** The indexes of a runtime node array (index loops: it runs once, cold). */
export function indexNodes(
  nodes: readonly NavNode[],
  settings: NavSettings,
  global: readonly GlobalAnchor[],
  extra: Pick<NavIndex, 'scopes' | 'pending' | 'switches' | 'homes'> = {},
): NavIndex {
  const n = nodes.length;
  const pages = new Map<string, number[]>();
  const first = new Int32Array(n).fill(-1);
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const base = settings.basePath;
  let last = -1;
  for (let i = 0; i < n; i++) {
    const x = nodes[i];
    prev[i] = last;
    if (x?.type !== 'page') continue;
    const k = cleanPath(x.href, base);
    const list = pages.get(k);
    if (list) list.push(i);
    else pages.set(k, [i]);
    if (!x.hidden && !x.url) last = i;
  }
  last = -1;
  for (let i = n - 1; i >= 0; i--) {
    const x = nodes[i];
    next[i] = last;
    if (!x) continue;
    if (x.type === 'page') {
      if (!x.hidden && !x.url) first[i] = last = i;
      continue;
    }
    let f = x.type === 'group' && x.root !== undefined && listed(nodes[x.root]) ? x.root : -1;
    const children = x.children;
    for (let c = 0; f < 0 && c < children.length; c++) f = first[children[c] ?? -1] ?? -1;
    first[i] = f;
  }
  return { settings, global, nodes, pages, first, next, prev, ...extra };
}

/**
 * Normalizes a pathname for matching: strips the model's basePath, the query, the hash and a trailing slash,
 * collapses `//` and decodes percent-escapes. `/docs/guides/intro/?a=1` → `/guides/intro` (basePath `/docs`).
 */
export function normalizePathname(index: NavIndex, pathname: string): string {
  return cleanPath(pathname, index.settings.basePath);
}

/** First visible page of a node (its `root` page first, hidden pages and `url` links skipped); -1 if none. */
export function firstPage(index: NavIndex, node: number): number {
  return index.first[node] ?? -1;
}

/** Where selecting a node leads: its link (`href` of a division, `url` of a page), else its first page's href. */
export function nodeHref(index: NavIndex, node: number): string | undefined {
  const nodes = index.nodes;
  const x = nodes[node];
  if (x?.type === 'page') return x.url?.href ?? x.href;
  if (x?.type === 'division' && x.link) return x.link.href;
  const f = nodes[firstPage(index, node)];
  return f?.type === 'page' ? f.href : pendingHref(index, node);
}

/** Ancestors of a node from the root's child down to its parent. O(depth). */
export function ancestors(index: NavIndex, node: number): number[] {
  const nodes = index.nodes;
  const out: number[] = [];
  for (let p = nodes[node]?.parent ?? -1; p > 0; p = nodes[p]?.parent ?? -1) out.push(p);
  return out.reverse();
}

/** Split models: the first page's href of a node whose first page is in a scope not loaded yet. */
export const pendingHref = (index: NavIndex, node: number): string | undefined => index.leads?.get(node);
