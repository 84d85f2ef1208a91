import { describe, expect, it } from 'vitest';
import type { DivisionNode } from '../model/types.js';
import { nodesOf } from '../test-support/nodes.js';
import { languageInfo } from './languages.js';
import { codes, outline, pagesOf, parseNav, withCode } from './test-support/helpers.js';

const divisions = (nodes: readonly { type: string }[]) =>
  nodes.filter((n): n is DivisionNode => n.type === 'division');

describe('division fields', () => {
  it('keeps icon, description, tag, color, align, default and global', () => {
    const { model, diagnostics } = parseNav({
      tabs: [
        {
          tab: 'API',
          icon: 'code',
          description: 'Reference',
          tag: 'NEW',
          color: { light: '#000', dark: '#fff' },
          align: 'end',
          global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com', icon: 'activity' }] },
          versions: [
            { version: '2.0.0', default: true, tag: 'Latest', pages: ['a'] },
            { version: '1.0.0', tag: 'Legacy', icon: { name: 'clock', library: 'lucide' }, pages: ['b'] },
          ],
        },
      ],
    });
    expect(diagnostics).toEqual([]);
    const [tab, v2, v1] = divisions(nodesOf(model));
    expect(tab).toMatchObject({
      kind: 'tab',
      label: 'API',
      icon: 'code',
      description: 'Reference',
      tag: 'NEW',
      color: { light: '#000', dark: '#fff' },
      align: 'end',
      global: [{ label: 'Status', href: 'https://status.example.com', icon: 'activity' }],
    });
    expect(v2).toMatchObject({ kind: 'version', label: '2.0.0', isDefault: true, tag: 'Latest' });
    expect(v1).toMatchObject({ label: '1.0.0', tag: 'Legacy', icon: { name: 'clock', library: 'lucide' } });
    expect(v1?.isDefault).toBeUndefined();
  });

  it('ignores malformed optional fields with invalid-field and keeps the division', () => {
    const { model, diagnostics } = parseNav({
      tabs: [
        { tab: 'T', icon: 3, align: 'middle', color: 'red', description: false, hidden: 'yes', pages: ['a'] },
      ],
    });
    expect(outline(model)).toBe('tab T\n  page /a "A"');
    expect(codes(diagnostics).sort()).toEqual(
      [
        'invalid-field@/navigation/tabs/0/icon',
        'invalid-field@/navigation/tabs/0/align',
        'invalid-field@/navigation/tabs/0/color',
        'invalid-field@/navigation/tabs/0/description',
        'invalid-field@/navigation/tabs/0/hidden',
      ].sort(),
    );
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('drops a division with a missing or empty label, keeps a blank one as an empty label', () => {
    const { model, diagnostics } = parseNav({
      tabs: [{ pages: ['a'] }, { tab: '', pages: ['b'] }, { tab: 42 }, { tab: ' ', pages: ['c'] }],
    });
    expect(codes(diagnostics)).toEqual([
      'missing-label@/navigation/tabs/0',
      'missing-label@/navigation/tabs/1/tab',
      'missing-label@/navigation/tabs/2/tab',
    ]);
    expect(diagnostics[0]?.severity).toBe('error');
    expect(pagesOf(model).map((p) => p.source)).toEqual(['c']);
    expect(divisions(nodesOf(model))[0]?.label).toBe('');
  });

  it('reports a division that is not an object', () => {
    const { diagnostics } = parseNav({ anchors: ['Docs', null] });
    expect(codes(diagnostics)).toEqual([
      'invalid-type@/navigation/anchors/0',
      'invalid-type@/navigation/anchors/1',
    ]);
  });

  it('warns on several defaults and keeps the first', () => {
    const { model, diagnostics } = parseNav({
      versions: [
        { version: 'a', default: true },
        { version: 'b', default: true },
        { version: 'c', default: true },
      ],
    });
    expect(codes(diagnostics)).toEqual([
      'multiple-defaults@/navigation/versions/1/default',
      'multiple-defaults@/navigation/versions/2/default',
    ]);
    expect(divisions(nodesOf(model)).map((d) => d.isDefault === true)).toEqual([true, false, false]);
  });

  it('builds menu items inside a tab, with description', () => {
    const { model } = parseNav({
      tabs: [
        {
          tab: 'SDKs',
          menu: [
            { item: 'JS', description: 'Node and browsers', icon: 'js', pages: ['js'] },
            { item: 'Site', href: 'https://x.dev' },
          ],
        },
      ],
    });
    expect(outline(model)).toBe('tab SDKs\n  menu JS\n    page /js "Js"\n  menu Site -> https://x.dev');
    expect(divisions(nodesOf(model))[1]).toMatchObject({
      kind: 'menu',
      description: 'Node and browsers',
      icon: 'js',
    });
  });

  it('reports unknown keys as info and keeps them out of the model', () => {
    const { model, diagnostics } = parseNav({
      tabs: [{ tab: 'T', colour: 'x', searchable: false, pages: ['a'] }],
    });
    expect(codes(diagnostics)).toEqual(['unknown-key@/navigation/tabs/0/colour']);
    expect(diagnostics[0]?.severity).toBe('info');
    expect(JSON.stringify(model)).not.toContain('colour');
  });
});

describe('hidden', () => {
  it('propagates hidden from any node to its descendants', () => {
    const { model } = parseNav({
      tabs: [
        { tab: 'Secret', hidden: true, groups: [{ group: 'G', pages: ['a', { group: 'N', pages: ['b'] }] }] },
        {
          tab: 'Open',
          groups: [
            { group: 'H', hidden: true, pages: ['c'] },
            { group: 'V', pages: ['d'] },
          ],
        },
      ],
    });
    expect(outline(model)).toBe(
      [
        'tab Secret (hidden)',
        '  group G (hidden)',
        '    page /a "A" (hidden)',
        '    group N (hidden)',
        '      page /b "B" (hidden)',
        'tab Open',
        '  group H (hidden)',
        '    page /c "C" (hidden)',
        '  group V',
        '    page /d "D"',
      ].join('\n'),
    );
  });
});

describe('languages', () => {
  it.each([
    ['cn', 'zh-Hans', 'ltr'],
    ['jp', 'ja', 'ltr'],
    ['ua', 'uk', 'ltr'],
    ['uk', 'uk', 'ltr'],
    ['ar', 'ar', 'rtl'],
    ['he', 'he', 'rtl'],
    ['pt-BR', 'pt-BR', 'ltr'],
    ['zh-Hant', 'zh-Hant', 'ltr'],
    ['zh-TW', 'zh-TW', 'ltr'],
    ['en', 'en', 'ltr'],
  ])('maps %s to %s (%s)', (code, bcp47, dir) => {
    expect(languageInfo(code)).toEqual({ code, bcp47, dir });
    const { model } = parseNav({ languages: [{ language: code, pages: ['a'] }] });
    expect(divisions(nodesOf(model))[0]?.language).toEqual({ code, bcp47, dir });
  });

  it('accepts every code of the spec', () => {
    const spec = [
      'ar',
      'cs',
      'cn',
      'zh-Hant',
      'nl',
      'en',
      'fr',
      'de',
      'hi',
      'id',
      'it',
      'jp',
      'ko',
      'lv',
      'no',
      'pt-BR',
      'ro',
      'ru',
      'es',
      'sv',
      'tr',
      'ua',
      'vi',
    ];
    for (const code of spec) expect(languageInfo(code), code).toBeDefined();
  });

  it('labels a language with its own name', () => {
    const { model } = parseNav({ languages: [{ language: 'fr' }, { language: 'cn' }, { language: 'de' }] });
    expect(divisions(nodesOf(model)).map((d) => d.label)).toEqual(['Français', '简体中文', 'Deutsch']);
  });

  it('drops an unknown language code with an error, notes `ua` as info', () => {
    const { model, diagnostics } = parseNav({
      languages: [
        { language: 'klingon', pages: ['x'] },
        { language: 'ua', pages: ['y'] },
      ],
    });
    expect(codes(diagnostics)).toEqual([
      'unknown-language@/navigation/languages/0/language',
      'language-code-ua@/navigation/languages/1/language',
    ]);
    expect(withCode(diagnostics, 'unknown-language')[0]?.severity).toBe('error');
    expect(withCode(diagnostics, 'language-code-ua')[0]?.severity).toBe('info');
    expect(pagesOf(model).map((p) => p.source)).toEqual(['y']);
  });

  it('marks the default language', () => {
    const { model } = parseNav({ languages: [{ language: 'en' }, { language: 'fr', default: true }] });
    expect(divisions(nodesOf(model)).map((d) => d.isDefault === true)).toEqual([false, true]);
  });
});

describe('settings', () => {
  it('reads styling.eyebrows and interaction.drilldown', () => {
    const { model } = parseNav(
      { pages: ['a'] },
      {},
      { styling: { eyebrows: 'breadcrumbs' }, interaction: { drilldown: true } },
    );
    expect(model.settings).toEqual({ eyebrows: 'breadcrumbs', drilldown: true, basePath: '' });
    const plain = parseNav({ pages: ['a'] }).model.settings;
    expect(plain).toEqual({ eyebrows: 'section', basePath: '' });
  });

  it('warns on malformed settings and uses the defaults', () => {
    const { model, diagnostics } = parseNav(
      { pages: ['a'] },
      {},
      { styling: { eyebrows: 'crumbs' }, interaction: { drilldown: 'yes' } },
    );
    expect(codes(diagnostics)).toEqual([
      'invalid-field@/styling/eyebrows',
      'invalid-field@/interaction/drilldown',
    ]);
    expect(model.settings).toEqual({ eyebrows: 'section', basePath: '' });
  });

  it('warns when styling or interaction is not an object', () => {
    for (const [styling, interaction] of [
      ['breadcrumbs', null],
      [[1], true],
    ] as const) {
      const { model, diagnostics } = parseNav({ pages: ['a'] }, {}, { styling, interaction });
      expect(codes(diagnostics)).toEqual(['invalid-field@/styling', 'invalid-field@/interaction']);
      expect(model.settings).toEqual({ eyebrows: 'section', basePath: '' });
    }
  });
});
