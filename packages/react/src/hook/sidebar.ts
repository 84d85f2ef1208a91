import { type NavIndex, nodeHref } from '@docsnav/core';
import type { SidebarItem, SidebarView } from './types.js';

/** The static sidebar tree of `scope` (a division or the root): visible groups and pages, nested. Items
 *  carry their node's fields (label/title, icon, tag, ...) plus the view fields of `SidebarItem`. */
export function buildSidebar(index: NavIndex, scope: number, drilldown: boolean): SidebarView {
  const nodes = index.model.nodes;
  const walk = (ids: readonly number[], level: number): SidebarItem[] => {
    const out: SidebarItem[] = [];
    for (const node of ids) {
      const n = nodes[node];
      if (n?.hidden) continue;
      if (n?.type === 'group') {
        const root = nodes[n.root ?? -1];
        out.push({
          ...n,
          node,
          level,
          collapsible: n.depth > 1,
          href: root?.type === 'page' ? root.href : drilldown ? nodeHref(index, node) : undefined,
          children: walk(n.children, level + 1),
        });
      } else if (n?.type === 'page' && !n.isGroupRoot) {
        const e = n.endpoint;
        out.push({
          ...n,
          node,
          level,
          href: n.url?.href ?? n.href,
          external: n.url?.external === true,
          method: e && (e.webhook ? 'WEBHOOK' : e.method.toUpperCase()),
        });
      }
    }
    return out;
  };
  return { scope, items: walk(nodes[scope]?.children ?? [], 0) };
}
