/**
 * fast-check arbitraries of valid docs.json navigations: divisions of every kind nested in each other, groups,
 * nested groups, group roots, pages with unique paths, some of them hidden (group, division or page) or
 * links (frontmatter `url`); optionally some pages listed again elsewhere.
 */
import fc from 'fast-check';
import type { PageMeta } from '../../model/types.js';

/** `again`: list an already listed page once more. */
type PageShape = 'page' | 'hidden' | 'link' | 'again';
interface GroupShape {
  label: string;
  hidden: boolean;
  expanded: boolean;
  root: boolean;
  items: ItemShape[];
}
type ItemShape = PageShape | GroupShape;
type Axis = 'products' | 'languages' | 'versions' | 'tabs' | 'menu' | 'anchors' | 'dropdowns';
interface DivisionShape {
  label: string;
  hidden: boolean;
  isDefault: boolean;
  content: ContentShape;
}
type ContentShape =
  | { type: 'pages'; items: ItemShape[] }
  | { type: 'groups'; groups: GroupShape[] }
  | { type: 'divisions'; axis: Axis; list: DivisionShape[] };

const label = fc.constantFrom('Guides', 'API', 'Start', 'More');
/** True about once in `n` draws. */
const oneIn = (n: number) => fc.integer({ min: 1, max: n }).map((x) => x === 1);
const pageOf = (repeats: boolean): fc.Arbitrary<PageShape> =>
  fc.oneof(
    { arbitrary: fc.constant('page' as const), weight: 8 },
    { arbitrary: fc.constant('hidden' as const), weight: 1 },
    { arbitrary: fc.constant('link' as const), weight: 1 },
    { arbitrary: fc.constant(repeats ? ('again' as const) : ('page' as const)), weight: 2 },
  );

const group = (depth: number, page: fc.Arbitrary<PageShape>): fc.Arbitrary<GroupShape> =>
  fc.record({
    label,
    hidden: oneIn(8),
    expanded: fc.boolean(),
    root: fc.boolean(),
    items: fc.array(depth > 0 ? fc.oneof({ arbitrary: page, weight: 3 }, group(depth - 1, page)) : page, {
      maxLength: 4,
    }),
  });

const content = (depth: number, page: fc.Arbitrary<PageShape>): fc.Arbitrary<ContentShape> => {
  const flat: fc.Arbitrary<ContentShape>[] = [
    fc.record({
      type: fc.constant('pages' as const),
      items: fc.array(fc.oneof(page, group(2, page)), { maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('groups' as const), groups: fc.array(group(2, page), { maxLength: 3 }) }),
  ];
  if (depth <= 0) return fc.oneof(...flat);
  const division = fc.record({
    label,
    hidden: oneIn(10),
    isDefault: fc.boolean(),
    content: content(depth - 1, page),
  });
  return fc.oneof(
    ...flat,
    fc.record({
      type: fc.constant('divisions' as const),
      axis: fc.constantFrom<Axis>(
        'products',
        'languages',
        'versions',
        'tabs',
        'menu',
        'anchors',
        'dropdowns',
      ),
      list: fc.array(division, { minLength: 1, maxLength: 3 }),
    }),
  );
};

/** A generated docs.json with the page frontmatter that makes some pages hidden or links. */
export interface GeneratedDocs {
  docs: { navigation: Record<string, unknown> };
  pages: Record<string, PageMeta>;
}

const LANGUAGES = ['en', 'fr', 'de', 'es', 'ja'];
/** What a division nests instead of its own kind. */
const INSTEAD: Record<Axis, Axis> = {
  products: 'tabs',
  languages: 'versions',
  versions: 'tabs',
  tabs: 'anchors',
  menu: 'tabs',
  anchors: 'dropdowns',
  dropdowns: 'anchors',
};
const LABEL_KEY: Record<Axis, string> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  menu: 'item',
  anchors: 'anchor',
  dropdowns: 'dropdown',
};

/** Turns a generated shape into docs.json, giving every page a unique path under its divisions' segments. */
function toDocs(shape: ContentShape): GeneratedDocs {
  const pages: Record<string, PageMeta> = {};
  let count = 0;
  const listed: string[] = [];
  const pagePath = (prefix: string[], kind: PageShape | 'root'): string => {
    if (kind === 'again') return listed[count++ % Math.max(listed.length, 1)] ?? pagePath(prefix, 'page');
    const path = [...prefix, `${kind === 'root' ? 'r' : 'p'}${count++}`].join('/');
    if (kind === 'hidden') pages[path] = { hidden: true };
    if (kind === 'link') pages[path] = { url: `https://example.com/${path}` };
    listed.push(path);
    return path;
  };
  const item = (x: ItemShape, prefix: string[], nested: boolean): unknown =>
    typeof x === 'string' ? pagePath(prefix, x) : groupJson(x, prefix, nested);
  const groupJson = (g: GroupShape, prefix: string[], nested = false) => ({
    group: g.label,
    ...(g.hidden && { hidden: true }),
    ...(g.expanded && nested && { expanded: true }),
    ...(g.root && { root: pagePath(prefix, 'root') }),
    pages: g.items.map((x) => item(x, prefix, true)),
  });
  const contentJson = (c: ContentShape, prefix: string[], parentAxis?: Axis): Record<string, unknown> => {
    if (c.type === 'pages') return { pages: c.items.map((x) => item(x, prefix, false)) };
    if (c.type === 'groups') return { groups: c.groups.map((g) => groupJson(g, prefix)) };
    // A division never holds its own kind; a menu belongs to a tab or a product (DESIGN §2 child orders).
    const menuOk = parentAxis === 'tabs' || parentAxis === 'products';
    const axis = c.axis === parentAxis || (c.axis === 'menu' && !menuOk) ? INSTEAD[c.axis] : c.axis;
    return {
      [axis]: c.list.map((d, k) => {
        const name = axis === 'languages' ? (LANGUAGES[k] ?? 'en') : axis === 'versions' ? `v${k}` : d.label;
        const segment = `${name.toLowerCase()}${axis === 'languages' || axis === 'versions' ? '' : k}`;
        return {
          [LABEL_KEY[axis]]: name,
          ...(d.hidden && { hidden: true }),
          ...(d.isDefault &&
            (axis === 'versions' || axis === 'languages') &&
            k === c.list.length - 1 && { default: true }),
          ...contentJson(d.content, [...prefix, segment], axis),
        };
      }),
    };
  };
  return { docs: { navigation: contentJson(shape, []) }, pages };
}

/** Valid docs.json navigations, up to three division levels deep, with groups nested up to three levels. */
export const arbitraryDocs: fc.Arbitrary<GeneratedDocs> = content(3, pageOf(false)).map(toDocs);

/** The same, with some pages listed again in other places (same division or another one). */
export const arbitraryDocsWithRepeats: fc.Arbitrary<GeneratedDocs> = content(3, pageOf(true)).map(toDocs);
