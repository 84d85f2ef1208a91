import type { DivisionNode, NavIndex } from '@docsnav/core';

/** The division node behind a division option (for its icon, description, tag, language). */
export function divisionNode(index: NavIndex, node: number): DivisionNode | undefined {
  const found = index.nodes[node];
  return found?.type === 'division' ? found : undefined;
}
