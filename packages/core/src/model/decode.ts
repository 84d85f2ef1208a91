import { pageHref, titleFromPath } from '../page-href.js';
import { ID_TAG } from './id-tag.js';
import type { LinkTarget } from './targets.js';
import type {
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

/** The children of every page: one frozen empty array, shared (a page has none; nothing adds to it). */
const NO_CHILDREN = Object.freeze([]) as unknown as number[];

/** The tree to expand: a whole model's items, or a shell's with the scopes loaded so far. */
export interface ExpandInput {
  basePath: string;
  items: ReadonlyArray<ModelItem | ShellDivision>;
  /** The root's own scope (a split model whose root holds groups and pages). */
  rootScope?: string;
  /** A split model's scopes (split/expand-scopes.ts): called for each division (or the root, node 0) that
   *  holds one. Absent for a whole model, whose bundle then does not hold it. */
  content?: (scope: string, parent: number, hidden: boolean, tree: ScopeTree) => void;
}

/** What a split model's `content` expands a scope into: the tree being built. */
export interface ScopeTree {
  /** The nodes built so far (a scope's are pushed after its division's). */
  nodes: NavNode[];
  /** The group and division ids taken so far (a group's id gets `#2` when taken). */
  ids: Set<string>;
  /** The basePath the hrefs carry. */
  basePath: string;
  /** Starts a scope's page ids with `prefix` (`''` at the root, else its division's id and `/p:`). */
  prefix(prefix: string): void;
  /** Expands a scope's groups and pages under `parent` (after `prefix`: its page ids start afresh). */
  entries(list: readonly ModelEntry[], parent: number, hidden: boolean): void;
}

/**
 * Builds the runtime node array (document order, ids, hrefs, titles, inherited hidden) of a serialized
 * tree: a whole model, or a shell whose loaded scopes are expanded in place. O(nodes).
 */
export function expandTree(input: ExpandInput): NavNode[] {
  const base = input.basePath;
  const nodes: NavNode[] = [];
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
    if (scope !== undefined) input.content?.(scope, index, node.hidden, tree);
    node.end = nodes.length;
    return index;
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

  const tree: ScopeTree = {
    nodes,
    ids,
    basePath: base,
    prefix(prefix) {
      pagePrefix = prefix;
    },
    entries(list, parent, hidden) {
      sources = new Map();
      entries(list, parent, hidden, 0);
    },
  };
  items(input.items, 0, false);
  if (input.rootScope !== undefined) input.content?.(input.rootScope, 0, false, tree);
  root.end = nodes.length;
  return nodes;
}
