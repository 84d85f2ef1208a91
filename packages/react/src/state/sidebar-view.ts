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
        const root = nodes[n.root ?? -1];
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
          href: root?.type === 'page' ? root.href : drilldown ? nodeHref(index, node) : undefined,
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
