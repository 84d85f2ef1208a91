import { describe, expect, it } from 'vitest';
import { iconKey, iconKeyOf, iconLibraryOf, iconTarget } from './icons.js';
import { parseDocs } from './parse/parse-docs.js';

/** The key through the target (the server's way), checked equal to `iconKeyOf` (NavIcon's way). */
const key = (...args: Parameters<typeof iconTarget>) => {
  const target = iconTarget(...args);
  const viaTarget = target && iconKey(target);
  expect(iconKeyOf(...args)).toBe(viaTarget);
  return viaTarget;
};

describe('iconTarget / iconKey / iconKeyOf', () => {
  it('looks names up in Font Awesome unless the site or the icon says lucide', () => {
    expect(key('Gear')).toBe('fa-regular:gear');
    expect(key(' book-open ', 'lucide')).toBe('book-open');
    expect(key({ name: 'github', library: 'fontawesome' }, 'lucide')).toBe('fa-regular:github');
    expect(key({ name: 'rocket', library: 'Lucide' })).toBe('rocket');
  });

  it("maps Mintlify's styles onto the Free families", () => {
    expect(key({ name: 'star', style: 'solid' })).toBe('fa-solid:star');
    expect(key({ name: 'star', style: 'duotone' })).toBe('fa-solid:star');
    expect(key({ name: 'star', style: 'sharp-solid' })).toBe('fa-solid:star');
    expect(key({ name: 'star', style: 'light' })).toBe('fa-regular:star');
    expect(key({ name: 'star', style: 'thin' })).toBe('fa-regular:star');
    expect(key({ name: 'discord', style: 'brands' })).toBe('fa-brands:discord');
  });

  it('has no key for URLs and libraries docsnav does not draw', () => {
    expect(key('https://example.com/a.svg')).toBeUndefined();
    expect(key('/logo.svg')).toBeUndefined();
    expect(key({ name: 'rocket', library: 'tabler' })).toBeUndefined();
  });
});

describe('icons.library in the model', () => {
  it('stores lucide only: Font Awesome is the default, as in Mintlify', () => {
    const nav = { pages: ['index'] };
    expect(parseDocs({ navigation: nav }).model.settings.iconLibrary).toBeUndefined();
    expect(iconLibraryOf(parseDocs({ navigation: nav }).model.settings)).toBe('fontawesome');
    const fa = parseDocs({ icons: { library: 'fontawesome' }, navigation: nav });
    expect(fa.model.settings.iconLibrary).toBeUndefined();
    expect(fa.diagnostics).toEqual([]);
    expect(parseDocs({ icons: { library: 'lucide' }, navigation: nav }).model.settings.iconLibrary).toBe(
      'lucide',
    );
  });

  it('reports an unknown library with its location and keeps the navigation', () => {
    const text = '{\n  "icons": { "library": "tabler" },\n  "navigation": { "pages": ["index"] }\n}';
    const { model, diagnostics } = parseDocs(text);
    expect(diagnostics).toMatchObject([
      { code: 'unknown-icon-library', severity: 'warning', path: '/icons/library', line: 2, column: 14 },
    ]);
    expect(iconLibraryOf(model.settings)).toBe('fontawesome');
    expect(model.items).toEqual(['index']);
  });

  it("reports an icon's unknown library and style, and keeps the icon", () => {
    const { model, diagnostics } = parseDocs({
      navigation: {
        groups: [{ group: 'G', icon: { name: 'x', library: 'phosphor', style: 'bold' }, pages: ['index'] }],
      },
    });
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['unknown-icon-library', '/navigation/groups/0/icon/library'],
      ['invalid-field', '/navigation/groups/0/icon/style'],
    ]);
    expect(JSON.stringify(model.items)).toContain('phosphor');
  });
});
