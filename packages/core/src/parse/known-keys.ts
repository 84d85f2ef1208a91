import { CHILD_ORDER } from './division-schema.js';

/**
 * The keys each object of docs.json may have (DESIGN §2); others are reported as `unknown-key`. Only the full
 * parse's `Reporter` reads them: unknown keys change nothing in the model.
 */

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

/** Known keys by object kind: the divisions, groups, `navigation` and its `global`, and the brand's objects. */
export const KNOWN_KEYS = {
  // A group's fields, and those accepted but not used by the navigation (DESIGN §2).
  group: new Set([
    'group',
    'pages',
    'icon',
    'tag',
    'expanded',
    'openapi',
    'root',
    'hidden',
    'directory',
    'searchable',
    'boost',
    'public',
    'asyncapi',
  ]),
  product: new Set(['product', ...COMMON_KEYS, ...CHILD_ORDER.product]),
  version: new Set(['version', 'default', ...COMMON_KEYS, ...CHILD_ORDER.version]),
  language: new Set(['language', 'default', ...COMMON_KEYS, ...CHILD_ORDER.language]),
  tab: new Set(['tab', 'align', ...COMMON_KEYS, ...CHILD_ORDER.tab]),
  menu: new Set(['item', ...COMMON_KEYS, ...CHILD_ORDER.menu]),
  anchor: new Set(['anchor', ...COMMON_KEYS, ...CHILD_ORDER.anchor]),
  dropdown: new Set(['dropdown', ...COMMON_KEYS, ...CHILD_ORDER.dropdown]),
  navigation: new Set([...CHILD_ORDER.root, 'global', 'openapi', 'asyncapi']),
  global: new Set(['anchors']),
  'global-anchor': new Set(['anchor', 'href', 'icon', 'color', 'hidden']),
  colors: new Set(['primary', 'light', 'dark']),
  logo: new Set(['light', 'dark', 'href']),
  favicon: new Set(['light', 'dark']),
  navbar: new Set(['links', 'primary']),
  'navbar-link': new Set(['label', 'href', 'icon', 'type']),
  'navbar-button': new Set(['type', 'label', 'href']),
  'navbar-github': new Set(['type', 'href']),
  appearance: new Set(['default', 'strict']),
  background: new Set(['color', 'image', 'decoration']),
  'background-color': new Set(['light', 'dark']),
} satisfies Record<string, ReadonlySet<string>>;

/** A kind of object whose keys are checked. */
export type KeySchema = keyof typeof KNOWN_KEYS;

/** How a diagnostic names an object of `schema` that the navigation walkers check for unknown keys (the
 *  brand's readers name theirs): made here, so the lean parse bundles none of these words. */
export function schemaWhat(schema: KeySchema): string {
  if (schema === 'navigation' || schema === 'global') return `\`${schema}\``;
  if (schema === 'global-anchor') return 'a global anchor';
  return schema === 'menu' ? 'a menu item' : `a ${schema}`;
}
