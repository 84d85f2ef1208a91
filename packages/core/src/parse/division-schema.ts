import type { DivisionKind } from '../model/types.js';

/** The schema tables of divisions: child precedence (DESIGN §2), label keys (known keys: `known-keys.ts`). */

/** A key holding the children of a node. */
export type ChildKey =
  | 'products'
  | 'languages'
  | 'versions'
  | 'tabs'
  | 'dropdowns'
  | 'anchors'
  | 'menu'
  | 'groups'
  | 'pages';

/** Which child key wins when several are present (DESIGN §2), per parent. */
export const CHILD_ORDER: Record<DivisionKind | 'root', readonly ChildKey[]> = {
  root: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  menu: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
};

/** The division kind a child key holds (`tabs`: `tab`; `menu`: `menu`); groups and pages are not divisions. */
export function childKind(key: ChildKey): DivisionKind | undefined {
  if (key === 'groups' || key === 'pages') return undefined;
  return key === 'menu' ? key : (key.slice(0, -1) as DivisionKind);
}

/** The label key of a division kind: its name (`tab`), `item` for a menu item. */
export function labelKeyOf(kind: DivisionKind): string {
  return kind === 'menu' ? 'item' : kind;
}
