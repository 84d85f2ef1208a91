import type { NavIndex } from './nav-index.js';

/** Per index: node id → node index, built on the first lookup (an index never changes). */
const byId = new WeakMap<NavIndex, Map<string, number>>();

/**
 * The node index of the node with id `id` (docs/api-contract.md, "Model format": the same whether the model is
 * loaded whole or split), or -1 when the index has none. The id map is built once per index.
 */
export function nodeById(index: NavIndex, id: string): number {
  let ids = byId.get(index);
  if (ids === undefined) {
    ids = new Map();
    // Not `entries()`: no pair array per node (about a quarter faster on a first, cold call).
    let i = 0;
    for (const n of index.nodes) ids.set(n.id, i++);
    byId.set(index, ids);
  }
  return ids.get(id) ?? -1;
}
