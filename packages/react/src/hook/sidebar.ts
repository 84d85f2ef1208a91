import { type NavIndex, nodeHref } from '@docsnav/core';
import type { SidebarItem, SidebarView } from './types.js';

/** The static sidebar tree of `scope` (a division or the root): visible groups and pages, nested. */
export function buildSidebar(index: NavIndex, scope: number, drilldown: boolean): SidebarView {
  const nodes = index.model.nodes;
  const walk = (ids: readonly number[], level: number): SidebarItem[] => {
    const out: SidebarItem[] = [];
    for (const i of ids) {
      const n = nodes[i];
      if (!n || n.hidden) continue;
      if (n.type === 'group') {
        const root = n.root === undefined ? undefined : nodes[n.root];
        out.push({
          type: 'group',
          node: i,
          id: n.id,
          label: n.label,
          icon: n.icon,
          tag: n.tag,
          depth: n.depth,
          collapsible: n.depth > 1,
          href: root?.type === 'page' ? root.href : drilldown ? nodeHref(index, i) : undefined,
          root: n.root,
          children: walk(n.children, level + 1),
          level,
        });
      } else if (n.type === 'page' && !n.isGroupRoot) {
        const e = n.endpoint;
        out.push({
          type: 'page',
          node: i,
          id: n.id,
          title: n.title,
          href: n.url?.href ?? n.href,
          external: n.url?.external === true,
          icon: n.icon,
          tag: n.tag,
          method: e && (e.webhook ? 'WEBHOOK' : e.method.toUpperCase()),
          deprecated: n.deprecated,
          level,
        });
      }
    }
    return out;
  };
  return { scope, items: walk(nodes[scope]?.children ?? [], 0) };
}
