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

/** The division kind each child key holds (groups and pages are not divisions). */
export const CHILD_KIND: Record<ChildKey, DivisionKind | undefined> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  menu: 'menu',
  groups: undefined,
  pages: undefined,
};

/** The label key of each division kind. */
export const LABEL_KEY: Record<DivisionKind, string> = {
  product: 'product',
  version: 'version',
  language: 'language',
  tab: 'tab',
  menu: 'item',
  anchor: 'anchor',
  dropdown: 'dropdown',
};
