import { pageHref, titleFromPath } from '../page-href.js';
import type { ParsedNode, ParsedPage } from './parsed.js';
import type { LinkTarget } from './targets.js';
import type {
  DivisionNode,
  GlobalAnchor,
  GroupNode,
  ModelDivision,
  ModelEntry,
  ModelGroup,
  ModelItem,
  ModelPage,
  ModelPageData,
  NavModel,
  NavSettings,
  RootNode,
} from './types.js';

/**
 * The serialized model of the parser's node array: the tree shaped like docs.json, without what derives
 * from something else (ids, hrefs and titles that follow from a page's path, hidden flags inherited from an
 * ancestor, node indices). `createNavIndex` rebuilds the node array from it.
 */
export function encodeModel(
  nodes: readonly ParsedNode[],
  settings: NavSettings,
  global: GlobalAnchor[],
): NavModel {
  const base = settings.basePath;
  const root = nodes[0];
  const items = encodeChildren(
    nodes,
    typeof root !== 'string' && root?.type === 'root' ? root : undefined,
    base,
    false,
  );
  return { version: 2, settings, global, items };
}

function encodeChildren(
  nodes: readonly ParsedNode[],
  parent: RootNode | DivisionNode | GroupNode | undefined,
  base: string,
  hidden: boolean,
): ModelItem[] {
  const out: ModelItem[] = [];
  if (parent === undefined) return out;
  const skip = parent.type === 'group' ? parent.root : undefined;
  const children = parent.children;
  // An index loop: the encoding runs once, cold, where a `for...of` allocates an iterator result per child.
  for (let i = 0; i < children.length; i++) {
    const c = children[i] as number;
    if (c === skip) continue;
    const x = nodes[c];
    if (x === undefined) continue;
    if (typeof x === 'string') out.push(x);
    else if (x.type === 'page') out.push(encodePage(x, base, hidden));
    else if (x.type === 'group') out.push(encodeGroup(nodes, x, base, hidden));
    else if (x.type === 'division') out.push(encodeDivision(nodes, x, base, hidden));
  }
  return out;
}

function encodeDivision(
  nodes: readonly ParsedNode[],
  x: DivisionNode,
  base: string,
  hidden: boolean,
): ModelDivision {
  const d: ModelDivision = { division: x.kind, label: x.label };
  if (x.icon !== undefined) d.icon = x.icon;
  if (x.description !== undefined) d.description = x.description;
  if (x.tag !== undefined) d.tag = x.tag;
  if (x.link !== undefined) d.link = stripLink(x.link, base);
  if (x.isDefault === true) d.default = true;
  if (x.language !== undefined) d.language = x.language;
  if (x.align !== undefined) d.align = x.align;
  if (x.color !== undefined) d.color = x.color;
  if (x.global !== undefined) d.global = x.global;
  if (x.hidden && !hidden) d.hidden = true;
  if (x.children.length > 0) d.items = encodeChildren(nodes, x, base, x.hidden);
  return d;
}

function encodeGroup(nodes: readonly ParsedNode[], x: GroupNode, base: string, hidden: boolean): ModelGroup {
  const g: ModelGroup = { group: x.label, pages: encodeChildren(nodes, x, base, x.hidden) as ModelEntry[] };
  if (x.icon !== undefined) g.icon = x.icon;
  if (x.tag !== undefined) g.tag = x.tag;
  if (x.expanded) g.expanded = true;
  if (x.hidden && !hidden) g.hidden = true;
  const root = x.root === undefined ? undefined : nodes[x.root];
  if (typeof root === 'string') g.root = root;
  else if (root?.type === 'page') g.root = encodePage(root, base, x.hidden);
  return g;
}

function encodePage(x: ParsedPage, base: string, hidden: boolean): ModelPage {
  // Pages listed by their path alone are strings already (`ParsedNode`); these are the others: frontmatter,
  // group roots, endpoints. Their path alone when nothing differs from what derives from it.
  const page = x.source;
  const d: ModelPageData = { page };
  // '' marks what the parser left to derive (a page without frontmatter).
  if (x.href !== '' && x.href !== pageHref(base, page)) d.href = x.href.slice(base.length);
  if (x.title !== '' && x.title !== titleFromPath(page)) d.title = x.title;
  if (x.pageTitle !== undefined) d.pageTitle = x.pageTitle;
  if (x.description !== undefined) d.description = x.description;
  if (x.icon !== undefined) d.icon = x.icon;
  if (x.tag !== undefined) d.tag = x.tag;
  if (x.deprecated === true) d.deprecated = true;
  if (x.hidden && !hidden) d.hidden = true;
  if (x.url !== undefined) d.url = stripLink(x.url, base);
  if (x.endpoint !== undefined) d.endpoint = x.endpoint;
  return Object.keys(d).length > 1 ? d : page;
}

/** An internal link without the `basePath` the parser put in front of it. */
function stripLink(link: LinkTarget, base: string): LinkTarget {
  if (link.external || base === '' || !link.href.startsWith(base)) return link;
  const rest = link.href.slice(base.length);
  return rest.startsWith('/') ? { href: rest, external: false } : link;
}
