import { describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { codes, outline, pagesOf, parseNav, withCode } from './test-support/helpers.js';
import { CHILD_ORDER } from './walk-divisions.js';

const group = (label: string, ...pages: string[]) => ({ group: label, pages });

describe('root patterns', () => {
  it.each([
    ['pages', { pages: ['intro'] }, 'page /intro "Intro"'],
    ['groups', { groups: [group('Start', 'intro')] }, 'group Start\n  page /intro "Intro"'],
    ['tabs', { tabs: [{ tab: 'Guides', pages: ['intro'] }] }, 'tab Guides\n  page /intro "Intro"'],
    [
      'anchors',
      { anchors: [{ anchor: 'Docs', groups: [group('G', 'a')] }] },
      'anchor Docs\n  group G\n    page /a "A"',
    ],
    ['dropdowns', { dropdowns: [{ dropdown: 'More', pages: ['a'] }] }, 'dropdown More\n  page /a "A"'],
    ['products', { products: [{ product: 'API', pages: ['a'] }] }, 'product API\n  page /a "A"'],
    ['versions', { versions: [{ version: '1.0.0', pages: ['a'] }] }, 'version 1.0.0\n  page /a "A"'],
    ['languages', { languages: [{ language: 'fr', pages: ['a'] }] }, 'language Français\n  page /a "A"'],
  ])('accepts %s at the root', (_, navigation, expected) => {
    const { model, diagnostics } = parseNav(navigation);
    expect(outline(model)).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it('uses Mintlify precedence when several root patterns are present and names the ignored keys', () => {
    const { model, diagnostics } = parseNav({
      groups: [group('G', 'g')],
      tabs: [{ tab: 'T', pages: ['t'] }],
      pages: ['p'],
    });
    expect(outline(model)).toBe('tab T\n  page /t "T"');
    const [warning] = withCode(diagnostics, 'multiple-root-patterns');
    expect(warning?.severity).toBe('warning');
    expect(warning?.path).toBe('/navigation/groups');
    expect(warning?.message).toContain('`tabs` was used');
    expect(warning?.message).toContain('`groups`, `pages` ignored');
  });

  it('follows the full root precedence products > languages > versions > tabs > dropdowns > anchors > groups > pages', () => {
    expect(CHILD_ORDER.root).toEqual([
      'products',
      'languages',
      'versions',
      'tabs',
      'dropdowns',
      'anchors',
      'groups',
      'pages',
    ]);
    const { model } = parseNav({
      pages: ['p'],
      anchors: [{ anchor: 'A' }],
      languages: [{ language: 'en' }],
      products: [{ product: 'P' }],
    });
    expect(outline(model)).toBe('product P');
  });

  it('reports an empty navigation and a navigation that is not an object', () => {
    expect(codes(parseNav({}).diagnostics)).toEqual(['empty-navigation@/navigation']);
    expect(codes(parseNav([]).diagnostics)).toEqual(['missing-navigation@/navigation']);
  });

  it('reports a root pattern that is not an array and falls back to the next one', () => {
    const { model, diagnostics } = parseNav({ tabs: { tab: 'x' }, pages: ['a'] });
    expect(outline(model)).toBe('page /a "A"');
    expect(codes(diagnostics)).toEqual(['invalid-type@/navigation/tabs']);
    expect(diagnostics[0]?.severity).toBe('error');
  });
});

describe('child precedence', () => {
  const all = (kind: string) => ({
    [kind]: 'X',
    languages: [{ language: 'en', pages: ['l'] }],
    versions: [{ version: 'v1', pages: ['v'] }],
    tabs: [{ tab: 'T', pages: ['t'] }],
    dropdowns: [{ dropdown: 'D', pages: ['d'] }],
    anchors: [{ anchor: 'A', pages: ['a'] }],
    products: [{ product: 'P', pages: ['p'] }],
    groups: [group('G', 'g')],
    pages: ['page'],
    menu: [{ item: 'M', pages: ['m'] }],
  });
  const keyOf: Record<string, string> = {
    tab: 'tabs',
    anchor: 'anchors',
    dropdown: 'dropdowns',
    product: 'products',
    version: 'versions',
    language: 'languages',
    item: 'menu',
  };

  it.each([
    ['tab', ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu']],
    ['anchor', ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages']],
    ['dropdown', ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages']],
    ['product', ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu']],
    ['version', ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']],
    ['language', ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']],
    ['item', ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages']],
  ])('a %s keeps one child type, by precedence, and warns', (kind, order) => {
    // Remove keys one by one, from the highest precedence: each time the next one in the order wins.
    for (let i = 0; i < order.length; i++) {
      const obj: Record<string, unknown> = all(kind);
      if (kind === 'language') obj.language = 'en';
      for (const removed of order.slice(0, i)) delete obj[removed];
      const navigation =
        kind === 'item' ? { tabs: [{ tab: 'Outer', menu: [obj] }] } : { [keyOf[kind] ?? '']: [obj] };
      const { model, diagnostics } = parseNav(navigation);
      const container = nodesOf(model).find(
        (n) => n.type === 'division' && n.kind === (kind === 'item' ? 'menu' : kind),
      );
      const first = nodesOf(model)[container?.children[0] ?? -1];
      const winner = order[i];
      const expectedKind =
        winner === 'groups'
          ? 'group'
          : winner === 'pages'
            ? 'page'
            : winner === 'menu'
              ? 'menu'
              : winner?.slice(0, -1);
      const gotKind = first?.type === 'division' ? first.kind : first?.type;
      expect(gotKind, `${kind} with ${order.slice(i).join(',')}`).toBe(expectedKind);
      const extra = order.length - i - 1;
      expect(withCode(diagnostics, 'multiple-child-types').length).toBe(extra > 0 ? 1 : 0);
    }
  });

  it('lets href beat content and names the ignored content', () => {
    const { model, diagnostics } = parseNav({
      tabs: [
        { tab: 'Blog', href: 'https://example.com/blog', pages: ['a'], groups: [group('G', 'b')] },
        { tab: 'Docs', pages: ['c'] },
      ],
    });
    expect(outline(model)).toBe('tab Blog -> https://example.com/blog\ntab Docs\n  page /c "C"');
    const [w] = withCode(diagnostics, 'href-overrides-content');
    expect(w?.path).toBe('/navigation/tabs/0/href');
    expect(w?.message).toContain('`groups`, `pages`');
  });

  it('accepts a division with no children (a label only)', () => {
    const { model, diagnostics } = parseNav({ tabs: [{ tab: 'Empty' }] });
    expect(outline(model)).toBe('tab Empty');
    expect(diagnostics).toEqual([]);
  });

  it('accepts nesting beyond the spec examples: versions in tabs, tabs in anchors, products in languages', () => {
    const { model } = parseNav({
      languages: [
        {
          language: 'en',
          products: [
            {
              product: 'Cloud',
              anchors: [
                { anchor: 'Docs', tabs: [{ tab: 'T', versions: [{ version: 'v2', pages: ['x'] }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(outline(model)).toBe(
      [
        'language English',
        '  product Cloud',
        '    anchor Docs',
        '      tab T',
        '        version v2',
        '          page /x "X"',
      ].join('\n'),
    );
    expect(pagesOf(model)[0]?.id).toBe('/l:en/P:Cloud/a:Docs/t:T/v:v2/p:x');
  });
});
