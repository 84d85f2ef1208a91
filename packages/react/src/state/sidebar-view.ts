import { type NavIndex, nodeHref } from '@docsnav/core';
import type { SidebarItem, SidebarView } from './types.js';

/** The static sidebar tree of `scope` (a division or the root): visible groups and pages, nested, with the
 *  view fields of `SidebarItem` only (built once per scope; no copy of the model's nodes). */
export function buildSidebar(index: NavIndex, scope: number, drilldown: boolean): SidebarView {
  const nodes = index.nodes;
  const walk = (ids: readonly number[], level: number): SidebarItem[] => {
    const out: SidebarItem[] = [];
    for (let k = 0; k < ids.length; k++) {
      const node = ids[k] ?? -1;
      const n = nodes[node];
      if (!n || n.hidden) continue;
      if (n.type === 'group') {
        out.push({
          type: 'group',
          node,
          id: n.id,
          label: n.label,
          icon: n.icon,
          tag: n.tag,
          depth: n.depth,
          level,
          collapsible: n.depth > 1,
          href: groupHref(index, node, drilldown),
          root: n.root,
          children: walk(n.children, level + 1),
        });
      } else if (n.type === 'page' && !n.isGroupRoot) {
        const e = n.endpoint;
        out.push({
          type: 'page',
          node,
          id: n.id,
          title: n.title,
          level,
          href: n.url?.href ?? n.href,
          external: n.url?.external === true,
          icon: n.icon,
          tag: n.tag,
          method: e && (e.webhook ? 'WEBHOOK' : e.method.toUpperCase()),
          deprecated: n.deprecated,
        });
      }
    }
    return out;
  };
  return { scope, id: nodes[scope]?.id ?? '', items: walk(nodes[scope]?.children ?? [], 0) };
}

/** Where a group's title leads (`SidebarGroup.href`; `selectGroup` navigates there): its `root` page, else,
 *  with drill-down on, its first page; undefined when the title only toggles. */
export function groupHref(index: NavIndex, group: number, drilldown: boolean): string | undefined {
  const nodes = index.nodes;
  const g = nodes[group];
  const root = nodes[(g?.type === 'group' && g.root) || -1];
  return root?.type === 'page' ? root.href : drilldown ? nodeHref(index, group) : undefined;
}
