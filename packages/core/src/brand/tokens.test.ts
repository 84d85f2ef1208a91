import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './color.js';
import { brandCss, brandTokens, contrastIssues } from './tokens.js';

const rgb = (hex: string) => parseHex(hex) ?? [0, 0, 0];

describe('brandTokens', () => {
  it('makes primary the light accent and light the dark accent, dark the button in both schemes', () => {
    const t = brandTokens({ primary: '#166e3f', light: '#26bd6c', dark: '#0d9373' });
    expect(t.accent).toEqual({ light: '#166e3f', dark: '#26bd6c' });
    expect(t['button-bg']).toEqual({ light: '#0d9373', dark: '#0d9373' });
  });

  it('uses primary everywhere when light and dark are absent', () => {
    const t = brandTokens({ primary: '#2d6df6' });
    expect(t.accent).toEqual({ light: '#2d6df6', dark: '#2d6df6' });
    expect(t['button-bg'].light).toBe('#2d6df6');
  });

  it('derives the hover shade away from the page and a faint background shade towards it', () => {
    const t = brandTokens({ primary: '#2d6df6' });
    // Light scheme: hover is darker (more contrast on white), dark scheme: lighter (more on the dark page).
    expect(contrastRatio(rgb(t['accent-hover'].light), [255, 255, 255])).toBeGreaterThan(
      contrastRatio(rgb(t.accent.light), [255, 255, 255]),
    );
    expect(contrastRatio(rgb(t['accent-hover'].dark), rgb('#0b1120'))).toBeGreaterThan(
      contrastRatio(rgb(t.accent.dark), rgb('#0b1120')),
    );
    // The background shade stays close to the page: the accent still reads on it.
    expect(contrastRatio(rgb(t['accent-bg'].light), [255, 255, 255])).toBeLessThan(1.2);
    expect(contrastRatio(rgb(t.accent.light), rgb(t['accent-bg'].light))).toBeGreaterThan(3.5);
  });

  it('puts dark text on a light button and white text on a dark one', () => {
    expect(brandTokens({ primary: '#fcd53b' })['button-fg'].light).toBe('#0f172a');
    expect(brandTokens({ primary: '#166e3f' })['button-fg'].light).toBe('#ffffff');
    const yellow = brandTokens({ primary: '#fcd53b' });
    expect(contrastRatio(rgb(yellow['button-bg-hover'].light), rgb('#0f172a'))).toBeGreaterThan(
      contrastRatio(rgb('#fcd53b'), rgb('#0f172a')),
    );
  });

  it('writes one set for light and one for dark, chosen by selectors (no light-dark(), which minifiers lower)', () => {
    const css = brandCss({ colors: { primary: '#166e3f', light: '#26bd6c' } });
    expect(css).not.toContain('light-dark(');
    expect(css).toMatch(/^:root,:root \[data-theme="light"\],:root \.light\{--docsnav-accent:#166e3f;/);
    expect(css).toMatch(
      /@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme="light"\],\.light\)\{--docsnav-accent:#26bd6c;/,
    );
    expect(css).toMatch(/:root \.dark\{--docsnav-accent:#26bd6c;/);
    expect(css.match(/--docsnav-[a-z-]+:#[0-9a-f]{6};/g)).toHaveLength(18);
    expect(brandCss({ colors: { primary: '#000000' } }, '.site')).toMatch(/^\.site,/);
  });

  it("sets the page's background of each scheme docs.json's background.color gives, and its shades", () => {
    const css = brandCss({ background: { dark: '#121b22' } });
    // Only the dark scheme's page changes: no light rule, the dark one under both of its selectors.
    expect(css).not.toMatch(/^:root,/);
    expect(css).toMatch(
      /prefers-color-scheme:dark\)\{[^{]+\{--docsnav-bg:#121b22;--docsnav-bg-elevated:#[0-9a-f]{6};/,
    );
    expect(css).toMatch(/:root \.dark\{--docsnav-bg:#121b22;/);
    const subtle = /--docsnav-bg-subtle:(#[0-9a-f]{6})/.exec(css)?.[1] ?? '';
    // A little lighter than the dark page, as the kit's own subtle background is.
    expect(relativeLuminance(rgb(subtle))).toBeGreaterThan(relativeLuminance(rgb('#121b22')));
    const light = brandCss({ background: { light: '#f6f3ef' } });
    expect(light).toMatch(
      /^:root,[^{]+\{--docsnav-bg:#f6f3ef;--docsnav-bg-elevated:#f6f3ef;--docsnav-bg-subtle:#/,
    );
    expect(light).not.toContain('prefers-color-scheme');
    expect(brandCss({})).toBe('');
  });

  it('draws the accent highlight over the brand background, not over the kit page', () => {
    const colors = { primary: '#166e3f' };
    const onKit = brandTokens(colors)['accent-bg'].dark;
    const onBrand = brandTokens(colors, { dark: '#000000' })['accent-bg'].dark;
    expect(onBrand).not.toBe(onKit);
    expect(brandCss({ colors, background: { dark: '#000000' } })).toContain(
      `--docsnav-accent-bg:${onBrand};`,
    );
  });
});

describe('contrastIssues', () => {
  it('flags a primary too light for text on its highlight of the white page, with a readable suggestion', () => {
    const [issue, ...rest] = contrastIssues({ primary: '#32cdcd', light: '#32cdcd', dark: '#0f766e' });
    expect(rest).toEqual([]);
    const highlight = brandTokens({ primary: '#32cdcd' })['accent-bg'].light;
    expect(issue).toMatchObject({ key: 'primary', use: 'light-text', against: highlight });
    expect(issue?.ratio).toBeLessThan(2.5);
    const suggestion = issue?.suggestion ?? '';
    const itsHighlight = brandTokens({ primary: suggestion })['accent-bg'].light;
    expect(contrastRatio(rgb(suggestion), rgb(itsHighlight))).toBeGreaterThanOrEqual(4.5);
  });

  it("checks the accents on docs.json's own page background", () => {
    // #26bd6c on the kit's dark page reads; on a light grey "dark" page it does not.
    expect(contrastIssues({ primary: '#166e3f', light: '#26bd6c' })).toEqual([]);
    const [issue] = contrastIssues({ primary: '#166e3f', light: '#26bd6c' }, { dark: '#e5e7eb' });
    expect(issue).toMatchObject({ key: 'light', use: 'dark-text' });
  });

  it('checks the accent on its highlight, not only on the page: 4.65:1 on white is not enough', () => {
    // #0c8468 reads at 4.65:1 on white but 4.09:1 on the current sidebar entry's background (accent-bg).
    expect(contrastRatio(rgb('#0c8468'), [255, 255, 255])).toBeGreaterThan(4.5);
    expect(contrastIssues({ primary: '#0c8468', light: '#07c983' })).toMatchObject([
      { key: 'primary', use: 'light-text', ratio: 4.09, suggestion: '#0b7a60' },
    ]);
    expect(contrastIssues({ primary: '#0b7a60', light: '#07c983' })).toEqual([]);
  });

  it('flags the dark scheme accent on the dark page under the key that set it', () => {
    expect(contrastIssues({ primary: '#111111' }).map((i) => [i.key, i.use])).toEqual([
      ['primary', 'dark-text'],
    ]);
    expect(contrastIssues({ primary: '#0f766e', light: '#1e1b4b' }).map((i) => i.key)).toEqual(['light']);
  });

  it('is empty for colours that read in both schemes', () => {
    expect(contrastIssues({ primary: '#166e3f', light: '#26bd6c', dark: '#166e3f' })).toEqual([]);
  });
});
