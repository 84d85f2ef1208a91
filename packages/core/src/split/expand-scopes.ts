import type { ExpandInput, ScopeTree } from '../model/decode.js';
import type { ModelEntry, NavNode } from '../model/types.js';

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

/** A node moved by `d` places (its numbers shifted; a page's children are the shared empty array). */
function shifted(n: NavNode, d: number): NavNode {
  const c = { ...n, parent: n.parent + d, end: n.end + d };
  if (n.type !== 'page') c.children = n.children.map((i) => i + d);
  if (c.type === 'group' && c.root !== undefined) c.root += d;
  return c;
}

/**
 * The `content` of `expandTree` for a split model: records each division (or the root) holding a scope in
 * `scopes` (node index → scope id) and expands the scope in place when `scope(id)` has it loaded (its nodes
 * reused from its last expansion when nothing they depend on changed).
 */
export function scopeContent(
  scopes: Map<number, string>,
  scope: (id: string) => readonly ModelEntry[] | undefined,
): NonNullable<ExpandInput['content']> {
  return (id: string, parent: number, hidden: boolean, tree: ScopeTree) => {
    scopes.set(parent, id);
    const list = scope(id);
    if (list === undefined) return;
    const { nodes, ids } = tree;
    const top = (nodes[parent] as NavNode).children;
    const prefix = parent === 0 ? '' : `${(nodes[parent] as NavNode).id}/p:`;
    tree.prefix(prefix);
    const key = `${prefix}\0${tree.basePath}\0${hidden}`;
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
    tree.entries(list, parent, hidden);
    expansions.set(list, { key, parent, top: top.slice(from), nodes: nodes.slice(first) });
  };
}
