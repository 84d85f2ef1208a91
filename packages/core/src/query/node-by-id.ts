import { cached } from '../cache.js';
import type { NavIndex } from './nav-index.js';

/** Per index: node id → node index, built on the first lookup (an index never changes). */
const byId = new WeakMap<NavIndex, Map<string, number>>();

/**
 * The node index of the node with id `id` (docs/api-contract.md, "Model format": the same whether the model is
 * loaded whole or split), or -1 when the index has none. The id map is built once per index.
 */
export function nodeById(index: NavIndex, id: string): number {
  const ids = cached(byId, index, () => {
    const map = new Map<string, number>();
    // Not `entries()`: no pair array per node (about a quarter faster on a first, cold call).
    let i = 0;
    for (const n of index.nodes) map.set(n.id, i++);
    return map;
  });
  return ids.get(id) ?? -1;
}
