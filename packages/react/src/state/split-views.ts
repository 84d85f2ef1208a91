/** The sidebar views a split model's store keeps when its index is replaced (a scope loaded): only the split
 *  provider passes this to `replaceIndex`, so a whole model's bundle does not hold it. */
import type { NavIndex } from '@docsnav/core';
import { carryNode } from '@docsnav/core/split';
import type { SidebarView } from './types.js';

/** Keeps the views (by scope id) whose scope was loaded in `from` and still is in `to` (their entries are the
 *  same), their node numbers carried to `to` (core `carryNode`); drops the others. */
export function keepViews(from: NavIndex, to: NavIndex, views: Map<string, SidebarView>): void {
  const map = carryNode(from, to);
  for (const [id, view] of views) {
    const scope = map(view.scope);
    if (scope < 0 || from.pending?.has(view.scope) || to.pending?.has(scope)) views.delete(id);
    else renumber(view, map, scope);
  }
}

/** Updates the node numbers of a kept sidebar view to a new index (`map`: core `carryNode`). */
function renumber(view: SidebarView, map: (i: number) => number, scope: number): void {
  const walk = (items: SidebarView['items']) => {
    for (const item of items) {
      item.node = map(item.node);
      if (item.type === 'group') {
        if (item.root !== undefined) item.root = map(item.root);
        walk(item.children);
      }
    }
  };
  walk(view.items);
  view.scope = scope;
}
