import { pageHref, titleFromPath } from '../page-href.js';
import type { LinkTarget } from './targets.js';
import type {
  DivisionKind,
  DivisionNode,
  GroupNode,
  ModelDivision,
  ModelEntry,
  ModelGroup,
  ModelItem,
  ModelPage,
  NavNode,
  PageNode,
  RootNode,
  ShellDivision,
} from './types.js';

/** Start of a division's id segment (`/t:Guides`). */
export const ID_TAG: Record<DivisionKind, string> = {
  product: 'P:',
  version: 'v:',
  language: 'l:',
  tab: 't:',
  menu: 'm:',
  anchor: 'a:',
  dropdown: 'd:',
};

/** The children of every page: one frozen empty array, shared (a page has none; nothing adds to it). */
const NO_CHILDREN = Object.freeze([]) as unknown as number[];

/** A scope's expansion: its nodes as built (numbered from `parent`, its division's node), the division's
 *  children it added, and `key`, what else they depend on (page id prefix, basePath, inherited hidden). */
interface ScopeExpansion {
  key: string;
  parent: number;
  top: number[];
  nodes: NavNode[];
}

/** Per scope (its list of groups and pages): its last expansion. A split index is rebuilt when a scope
 *  loads, with the scopes loaded before: their nodes are reused (the same objects when they did not move),
 *  not built again — no id, href or title computed twice. */
const expansions = new WeakMap<readonly ModelEntry[], ScopeExpansion>();

/** A node moved by `d` places (its numbers shifted). */
function shifted(n: NavNode, d: number): NavNode {
  const c = { ...n, parent: n.parent + d, end: n.end + d };
  if (n.children !== NO_CHILDREN) c.children = n.children.map((i) => i + d);
  if (c.type === 'group' && c.root !== undefined) c.root += d;
  return c;
}

/** The tree to expand: a whole model's items, or a shell's with the scopes loaded so far. */
export interface ExpandInput {
  basePath: string;
  items: ReadonlyArray<ModelItem | ShellDivision>;
  /** The root's own scope (a split model whose root holds groups and pages). */
  rootScope?: string;
  /** The groups and pages of a scope, when it is loaded. */
  scope?: (id: string) => readonly ModelEntry[] | undefined;
}

/** The runtime nodes of a tree, and what a split model leaves for later. */
export interface Expanded {
  nodes: NavNode[];
  /** Node index → id of the scope it holds (split model only). */
  scopes: Map<number, string>;
}

/**
 * Builds the runtime node array (document order, ids, hrefs, titles, inherited hidden) of a serialized
 * tree: a whole model, or a shell whose loaded scopes are expanded in place. O(nodes).
 */
export function expandTree(input: ExpandInput): Expanded {
  const base = input.basePath;
  const nodes: NavNode[] = [];
  const scopes = new Map<number, string>();
  const ids = new Set<string>();
  /** Occurrences of each page source in the scope being expanded (page ids `source`, `source#2`, ...). */
  let sources = new Map<string, number>();
  /** Start of the page ids of the scope being expanded: `''` for the root, else its division's id and `/p:`. */
  let pagePrefix = '';

  const root: RootNode = { id: '/', type: 'root', parent: -1, children: [], end: 1, hidden: false };
  nodes.push(root);

  const uniqueId = (parent: NavNode, segment: string): string => {
    const stem = parent.id === '/' ? `/${segment}` : `${parent.id}/${segment}`;
    let id = stem;
    for (let n = 2; ids.has(id); n++) id = `${stem}#${n}`;
    ids.add(id);
    return id;
  };

  const link = (l: LinkTarget): LinkTarget =>
    l.external || base === '' || !l.href.startsWith('/') ? l : { href: base + l.href, external: false };

  const page = (p: ModelPage, parent: number, hidden: boolean, isRoot: boolean): number => {
    const index = nodes.length;
    const source = typeof p === 'string' ? p : p.page;
    const seen = sources.get(source) ?? 0;
    sources.set(source, seen + 1);
    const node: PageNode = {
      id: seen === 0 ? pagePrefix + source : `${pagePrefix}${source}#${seen + 1}`,
      type: 'page',
      parent,
      children: NO_CHILDREN,
      end: index + 1,
      hidden,
      href: '',
      source,
      title: '',
    };
    if (typeof p === 'string') {
      node.href = pageHref(base, p);
      node.title = titleFromPath(p);
    } else {
      node.href = p.href === undefined ? pageHref(base, source) : base + p.href;
      node.title = p.title ?? titleFromPath(source);
      if (p.pageTitle !== undefined) node.pageTitle = p.pageTitle;
      if (p.description !== undefined) node.description = p.description;
      if (p.icon !== undefined) node.icon = p.icon;
      if (p.tag !== undefined) node.tag = p.tag;
      if (p.deprecated === true) node.deprecated = true;
      if (p.hidden === true) node.hidden = true;
      if (p.url !== undefined) node.url = link(p.url);
      if (p.endpoint !== undefined) node.endpoint = p.endpoint;
    }
    if (isRoot) node.isGroupRoot = true;
    nodes.push(node);
    return index;
  };

  const group = (g: ModelGroup, parentIndex: number, hidden: boolean, depth: number): number => {
    const index = nodes.length;
    const parent = nodes[parentIndex] as NavNode;
    const node: GroupNode = {
      id: uniqueId(parent, `g:${g.group}`),
      type: 'group',
      parent: parentIndex,
      children: [],
      end: index + 1,
      hidden: hidden || g.hidden === true,
      label: g.group,
      depth,
      expanded: g.expanded === true,
    };
    if (g.icon !== undefined) node.icon = g.icon;
    if (g.tag !== undefined) node.tag = g.tag;
    nodes.push(node);
    if (g.root !== undefined) {
      const r = page(g.root, index, node.hidden, true);
      node.root = r;
      node.children.push(r);
    }
    entries(g.pages, index, node.hidden, depth);
    node.end = nodes.length;
    return index;
  };

  const entries = (
    list: readonly ModelEntry[],
    parent: number,
    hidden: boolean,
    groupDepth: number,
  ): void => {
    const children = (nodes[parent] as NavNode).children;
    for (const e of list) {
      if (typeof e === 'string' || !('group' in e)) children.push(page(e, parent, hidden, false));
      else children.push(group(e, parent, hidden, groupDepth + 1));
    }
  };

  const division = (d: ModelDivision | ShellDivision, parentIndex: number, hidden: boolean): number => {
    const index = nodes.length;
    const parent = nodes[parentIndex] as NavNode;
    const node: DivisionNode = {
      id: uniqueId(parent, ID_TAG[d.division] + (d.language?.code ?? d.label)),
      type: 'division',
      parent: parentIndex,
      children: [],
      end: index + 1,
      hidden: hidden || d.hidden === true,
      kind: d.division,
      label: d.label,
    };
    if (d.icon !== undefined) node.icon = d.icon;
    if (d.description !== undefined) node.description = d.description;
    if (d.tag !== undefined) node.tag = d.tag;
    if (d.link !== undefined) node.link = link(d.link);
    if (d.default === true) node.isDefault = true;
    if (d.language !== undefined) node.language = d.language;
    if (d.align !== undefined) node.align = d.align;
    if (d.color !== undefined) node.color = d.color;
    if (d.global !== undefined) node.global = d.global;
    nodes.push(node);
    if (d.items !== undefined) items(d.items, index, node.hidden);
    const scope = 'scope' in d ? d.scope : undefined;
    if (scope !== undefined) content(scope, index, node.hidden);
    node.end = nodes.length;
    return index;
  };

  /** A scope's groups and pages under `parent`, when loaded. */
  const content = (scope: string, parent: number, hidden: boolean): void => {
    scopes.set(parent, scope);
    const list = input.scope?.(scope);
    if (list === undefined) return;
    const top = (nodes[parent] as NavNode).children;
    pagePrefix = parent === 0 ? '' : `${(nodes[parent] as NavNode).id}/p:`;
    const key = `${pagePrefix}\0${base}\0${hidden}`;
    const kept = expansions.get(list);
    if (kept?.key === key) {
      const d = parent - kept.parent;
      for (const c of kept.top) top.push(c + d);
      for (const n of kept.nodes) {
        if (n.type === 'group') ids.add(n.id);
        nodes.push(d ? shifted(n, d) : n);
      }
      return;
    }
    const [first, from] = [nodes.length, top.length];
    sources = new Map();
    entries(list, parent, hidden, 0);
    expansions.set(list, { key, parent, top: top.slice(from), nodes: nodes.slice(first) });
  };

  const items = (list: ReadonlyArray<ModelItem | ShellDivision>, parent: number, hidden: boolean): void => {
    const holder = nodes[parent] as NavNode;
    const children = holder.children;
    sources = new Map();
    pagePrefix = parent === 0 ? '' : `${holder.id}/p:`;
    for (const x of list) {
      if (typeof x !== 'string' && 'division' in x) children.push(division(x, parent, hidden));
      else if (typeof x === 'string' || !('group' in x)) children.push(page(x, parent, hidden, false));
      else children.push(group(x, parent, hidden, 1));
    }
  };

  items(input.items, 0, false);
  if (input.rootScope !== undefined) content(input.rootScope, 0, false);
  root.end = nodes.length;
  return { nodes, scopes };
}
