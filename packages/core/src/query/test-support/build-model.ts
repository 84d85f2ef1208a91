/**
 * A small docs.json `navigation` → NavModel builder for query tests, following model.ts: pre-order nodes,
 * hidden inherited, group `root` as the group's first child, page `url` and `hidden` from page metadata.
 * It validates nothing: tests give it valid navigations. (The real normalizer is `parseDocs`.)
 */
import type { DivisionKind, NavModel, NavNode, PageMeta } from '../../model.js';

type Json = Record<string, unknown>;

/** docs.json key → division kind and the key of its label. */
const AXES: [key: string, kind: DivisionKind, label: string][] = [
  ['products', 'product', 'product'],
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['tabs', 'tab', 'tab'],
  ['menu', 'menu', 'item'],
  ['anchors', 'anchor', 'anchor'],
  ['dropdowns', 'dropdown', 'dropdown'],
];

export interface BuildOptions {
  pages?: Record<string, PageMeta>;
  basePath?: string;
  eyebrows?: 'section' | 'breadcrumbs';
}

/** Builds a NavModel from a docs.json `navigation` object. */
export function buildModel(navigation: Json, options: BuildOptions = {}): NavModel {
  const base = options.basePath ?? '';
  const nodes: NavNode[] = [];
  const add = (node: NavNode): number => {
    nodes.push(node);
    nodes[node.parent]?.children.push(nodes.length - 1);
    return nodes.length - 1;
  };
  const common = (parent: number, hidden: boolean, pointer: string) => ({
    id: `n${nodes.length}`,
    parent,
    children: [],
    end: 0,
    hidden,
    pointer,
  });
  const page = (path: string, parent: number, hidden: boolean, pointer: string, isGroupRoot?: boolean) => {
    const meta = options.pages?.[path] ?? {};
    const href = path === 'index' ? base || '/' : `${base}/${path.replace(/\/index$/, '')}`;
    const title = meta.sidebarTitle ?? meta.title ?? path.split('/').pop() ?? path;
    const url = meta.url ? { href: meta.url, external: /^https?:/.test(meta.url) } : undefined;
    return add({
      ...common(parent, hidden || !!meta.hidden, pointer),
      type: 'page',
      href,
      source: path,
      title,
      ...(url && { url }),
      ...(isGroupRoot && { isGroupRoot }),
    });
  };
  const finish = (i: number) => {
    const node = nodes[i];
    if (node) node.end = nodes.length;
  };
  const entries = (list: unknown[], parent: number, hidden: boolean, pointer: string, depth: number) => {
    list.forEach((e, k) => {
      if (typeof e === 'string') page(e, parent, hidden, `${pointer}/${k}`);
      else group(e as Json, parent, hidden, `${pointer}/${k}`, depth);
    });
  };
  const group = (g: Json, parent: number, inherited: boolean, pointer: string, depth: number) => {
    const hidden = inherited || g.hidden === true;
    const i = add({
      ...common(parent, hidden, pointer),
      type: 'group',
      label: String(g.group),
      depth,
      expanded: depth > 1 && g.expanded === true,
    });
    const node = nodes[i];
    if (typeof g.root === 'string' && node?.type === 'group')
      node.root = page(g.root, i, hidden, `${pointer}/root`, true);
    entries((g.pages as unknown[]) ?? [], i, hidden, `${pointer}/pages`, depth + 1);
    finish(i);
  };
  const content = (x: Json, parent: number, hidden: boolean, pointer: string) => {
    for (const [key, kind, labelKey] of AXES) {
      const list = x[key];
      if (!Array.isArray(list)) continue;
      list.forEach((d: Json, k) => {
        const h = hidden || d.hidden === true;
        const label = String(d[labelKey]);
        const i = add({
          ...common(parent, h, `${pointer}/${key}/${k}`),
          type: 'division',
          kind,
          label,
          ...(typeof d.href === 'string' && {
            link: { href: d.href, external: /^https?:/.test(d.href) },
          }),
          ...(d.default === true && { isDefault: true }),
          ...(kind === 'language' && { language: { code: label, bcp47: label, dir: 'ltr' as const } }),
          ...(Array.isArray((d.global as Json | undefined)?.anchors) && {
            global: anchors((d.global as Json).anchors as Json[]),
          }),
        });
        if (typeof d.href !== 'string') content(d, i, h, `${pointer}/${key}/${k}`);
        finish(i);
      });
      return;
    }
    if (Array.isArray(x.groups)) entries(x.groups, parent, hidden, `${pointer}/groups`, 1);
    else if (Array.isArray(x.pages)) entries(x.pages, parent, hidden, `${pointer}/pages`, 1);
  };
  add({ ...common(-1, false, '/navigation'), type: 'root' });
  content(navigation, 0, false, '/navigation');
  finish(0);
  const global = (navigation.global as Json | undefined)?.anchors;
  return {
    version: 1,
    nodes,
    settings: { eyebrows: options.eyebrows ?? 'section', basePath: base },
    global: Array.isArray(global) ? anchors(global as Json[]) : [],
  };
}

function anchors(list: Json[]) {
  return list.map((a) => ({ label: String(a.anchor), href: String(a.href) }));
}
