import { expandTree } from '../model/decode.js';
import type { NavScope, NavShell } from '../model/types.js';
import type { NavLocation } from '../query/locate.js';
import { indexNodes, type NavIndex, type NavIndexOptions, withBase } from '../query/nav-index.js';
import { nodeById } from '../query/node-by-id.js';
import { scopeContent } from './expand-scopes.js';

/**
 * The index of a split model: the shell's divisions with the scopes loaded so far expanded in place (in
 * document order, as in the whole model, with the same ids). A division whose scope is not loaded has no
 * children; `nodeHref` still leads to its first page (`index.pending`), and a page of another scope is an
 * unknown pathname until its scope is loaded. O(shell + loaded scopes).
 */
export function createSplitIndex(
  shell: NavShell,
  scopes: Iterable<NavScope>,
  options: NavIndexOptions = {},
): NavIndex {
  const byId = new Map<string, NavScope>();
  for (const s of scopes) byId.set(s.id, s);
  const settings = withBase(shell.settings, options.basePath);
  const base = settings.basePath;
  // Node index of a division (or the root) holding a scope → the scope's id.
  const scopeIds = new Map<number, string>();
  const nodes = expandTree({
    basePath: base,
    items: shell.items,
    rootScope: shell.scope,
    content: scopeContent(scopeIds, (id) => byId.get(id)?.items),
  });
  const pending = new Map<number, string>();
  const switches = new Map<number, NavScope['switches']>();
  const firsts = new Map<string, string>();
  const collect = (items: NavShell['items']) => {
    for (const d of items) {
      if (d.scope !== undefined && d.first !== undefined) firsts.set(d.scope, d.first);
      if (d.items) collect(d.items);
    }
  };
  collect(shell.items);
  if (shell.scope !== undefined && shell.first !== undefined) firsts.set(shell.scope, shell.first);
  for (const [node, id] of scopeIds) {
    const scope = byId.get(id);
    if (scope === undefined) {
      const first = firsts.get(id);
      if (first !== undefined) pending.set(node, first === '/' ? base || '/' : base + first);
    } else switches.set(node, scope.switches);
  }
  const homes = new Map<string, number>();
  const ids = new Map<string, number>();
  for (const scope of byId.values()) {
    if (scope.homes === undefined) continue;
    if (ids.size === 0) {
      for (const [i, n] of nodes.entries()) if (n.type === 'division') ids.set(n.id, i);
    }
    for (const [path, id] of Object.entries(scope.homes)) {
      const node = ids.get(id);
      if (node !== undefined) homes.set(path, node);
    }
  }
  const index = indexNodes(nodes, settings, shell.global, { scopes: scopeIds, pending, switches, homes });
  return pending.size ? { ...index, leads: leads(index) } : index;
}

/**
 * The first pages in scopes not loaded (`NavIndex.leads`), and `first` made to agree: a node whose first
 * child with pages is a division whose scope is not loaded (or leads into one) has no loaded first page
 * (-1), as the whole model's first page is in that scope. `indexNodes` knows only the loaded pages.
 */
function leads(index: NavIndex): Map<number, string> {
  const { nodes, first, pending } = index;
  // Document order: a division comes before its sub-divisions, and a pending one (not hidden) before the
  // loaded pages after it; an ancestor whose first loaded page comes after it, or that has none, leads there.
  for (const p of pending?.keys() ?? []) {
    if (nodes[p]?.hidden) continue;
    for (let a = nodes[p]?.parent ?? -1; a >= 0; a = nodes[a]?.parent ?? -1) {
      const f = first[a] ?? -1;
      if (f >= 0 && f < p) break;
      first[a] = -1;
    }
  }
  const out = new Map<number, string>();
  const lead = (node: number): string | undefined => {
    const href = pending?.get(node);
    if (href !== undefined) return href;
    const x = nodes[node];
    if ((x?.type !== 'division' && x?.type !== 'root') || (x.type === 'division' && x.link)) return undefined;
    for (const c of x.children) {
      if ((first[c] ?? -1) >= 0) return undefined;
      if (nodes[c]?.hidden) continue;
      const later = lead(c);
      if (later !== undefined) return later;
    }
    return undefined;
  };
  // Divisions are children of the root or of divisions only: a walk of those, not of every node.
  const visit = (node: number) => {
    const href = lead(node);
    if (href !== undefined) out.set(node, href);
    for (const c of nodes[node]?.children ?? []) if (nodes[c]?.type === 'division') visit(c);
  };
  visit(0);
  return out;
}

/** The id of the scope a node's sidebar needs (the scope of the division holding it), or undefined. */
export function scopeOf(index: NavIndex, node: number): string | undefined {
  for (let n = node; n >= 0; n = index.nodes[n]?.parent ?? -1) {
    const id = index.scopes?.get(n);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Ids of the scopes not loaded in a split index, that a division leads into: its own, or the one its first
 *  page is in (the first sub-division that holds one). For prefetching on hover and focus. */
export function pendingScope(index: NavIndex, node: number): string | undefined {
  const { nodes } = index;
  const end = nodes[node]?.end ?? 0;
  for (let n = node; n < end; n++) {
    if (index.pending?.has(n)) return index.scopes?.get(n);
    if (index.scopes?.has(n)) return undefined;
  }
  return undefined;
}

/**
 * Node `i` of index `from` in index `to`, two indexes of the same model (a split index after a scope
 * loaded), or -1. Between them only loaded scopes' contents differ: a node keeps its distance to the end of
 * the last scope division before it (or to that division, inside its scope), so no id map of `to` is
 * built; the result is checked by id, and looked up by id when the check fails (another model).
 */
export function carryNode(from: NavIndex, to: NavIndex): (i: number) => number {
  // Scope divisions in document order in both (`expandTree` records them as it walks).
  const [a, b] = [[...(from.scopes?.keys() ?? [])], [...(to.scopes?.keys() ?? [])]];
  return (i) => {
    const id = from.nodes[i]?.id;
    if (id === undefined) return -1;
    let k = a.length - 1;
    while (k >= 0 && (a[k] as number) > i) k--;
    const [f, t] = [a[k] ?? 0, b[k] ?? 0];
    const end = from.nodes[f]?.end ?? 0;
    const j = k < 0 ? i : i < end ? t + i - f : (to.nodes[t]?.end ?? 0) + i - end;
    return to.nodes[j]?.id === id ? j : nodeById(to, id);
  };
}

/**
 * A location of one index in another built from the same model (a split index after a scope loaded):
 * its nodes found again ({@link carryNode}). Undefined when its sidebar is not in `to`.
 */
export function carryLocation(from: NavIndex, to: NavIndex, loc: NavLocation): NavLocation | undefined {
  if (from === to) return loc;
  const map = carryNode(from, to);
  const sidebar = map(loc.sidebar);
  if (sidebar < 0) return undefined;
  const divisions: NavLocation['divisions'] = {};
  for (const [kind, node] of Object.entries(loc.divisions) as Array<
    [keyof NavLocation['divisions'], number]
  >) {
    const i = map(node);
    if (i >= 0) divisions[kind] = i;
  }
  return { ...loc, page: map(loc.page), trail: loc.trail.map(map).filter((i) => i >= 0), divisions, sidebar };
}
