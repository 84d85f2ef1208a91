import type { DivisionKind } from '../model/types.js';

/** The schema tables of divisions: child precedence (DESIGN §2), label keys, id letters, known keys. */

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

const COMMON_KEYS = [
  'icon',
  'href',
  'hidden',
  'description',
  'tag',
  'color',
  'global',
  'openapi',
  'directory',
  'searchable',
  'boost',
  'public',
  'asyncapi',
];

/** Keys a division may have; others are reported as `unknown-key`. */
export const KNOWN_KEYS: Record<DivisionKind, ReadonlySet<string>> = {
  product: new Set(['product', ...COMMON_KEYS, ...CHILD_ORDER.product]),
  version: new Set(['version', 'default', ...COMMON_KEYS, ...CHILD_ORDER.version]),
  language: new Set(['language', 'default', ...COMMON_KEYS, ...CHILD_ORDER.language]),
  tab: new Set(['tab', 'align', ...COMMON_KEYS, ...CHILD_ORDER.tab]),
  menu: new Set(['item', ...COMMON_KEYS, ...CHILD_ORDER.menu]),
  anchor: new Set(['anchor', ...COMMON_KEYS, ...CHILD_ORDER.anchor]),
  dropdown: new Set(['dropdown', ...COMMON_KEYS, ...CHILD_ORDER.dropdown]),
};
