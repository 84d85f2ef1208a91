import type { NavIndex, NavNode } from '@docsnav/core';

/** A division node of the index (core's `DivisionNode`, reached through `NavNode`). */
type DivisionNode = Extract<NavNode, { type: 'division' }>;

/** The division node behind a division option (for its icon, description, tag, language). */
export function divisionNode(index: NavIndex, node: number): DivisionNode | undefined {
  const found = index.nodes[node];
  return found?.type === 'division' ? found : undefined;
}
