import type { DivisionNode, NavModel } from '@docsnav/core';

/** The division node behind a division option (for its icon, description, tag, language). */
export function divisionNode(model: NavModel, node: number): DivisionNode | undefined {
  const found = model.nodes[node];
  return found?.type === 'division' ? found : undefined;
}
