import { describe, expect, it } from 'vitest';
import { CODE_THEMES, readCodeThemes, SYSTEM_CODE_THEMES, siteCodeThemes } from './code-themes.js';
import { testFolder } from './test-folder.js';

const withCodeblocks = (codeblocks: unknown) => ({ styling: { codeblocks } });

describe('styling.codeblocks', () => {
  it('"system", nothing, or an object without a theme: the site’s themes, following the page', () => {
    for (const config of [
      {},
      null,
      'not an object',
      withCodeblocks('system'),
      withCodeblocks({ languages: {} }),
    ])
      expect(readCodeThemes(config)).toEqual({ themes: SYSTEM_CODE_THEMES, problems: [] });
  });

  it('"dark": the site’s themes, always dark', () => {
    expect(readCodeThemes(withCodeblocks('dark'))).toEqual({
      themes: { mode: 'dark', ...CODE_THEMES },
      problems: [],
    });
  });

  it('one Shiki theme, as a string or { theme }, for both schemes; { light, dark } one each', () => {
    const dracula = { mode: 'custom', light: 'dracula', dark: 'dracula' };
    expect(readCodeThemes(withCodeblocks('dracula')).themes).toEqual(dracula);
    expect(readCodeThemes(withCodeblocks({ theme: 'dracula' })).themes).toEqual(dracula);
    expect(
      readCodeThemes(withCodeblocks({ theme: { light: 'snazzy-light', dark: 'dark-plus' } })).themes,
    ).toEqual({ mode: 'custom', light: 'snazzy-light', dark: 'dark-plus' });
  });

  it('a name Shiki does not have: a problem at its pointer, the site’s theme on that side', () => {
    expect(readCodeThemes(withCodeblocks({ theme: { light: 'snazzy-light', dark: 'nope' } }))).toEqual({
      themes: { mode: 'custom', light: 'snazzy-light', dark: CODE_THEMES.dark },
      problems: [
        {
          code: 'codeblocks-theme-unknown',
          pointer: '/styling/codeblocks/theme/dark',
          message: '"nope" is not a Shiki theme; code blocks use github-dark-default',
        },
      ],
    });
    // Neither side known, or one unknown name: the site's own themes, following the page.
    expect(readCodeThemes(withCodeblocks({ theme: { light: 1, dark: 'nope' } })).themes).toEqual(
      SYSTEM_CODE_THEMES,
    );
    expect(readCodeThemes(withCodeblocks('auto'))).toMatchObject({
      themes: SYSTEM_CODE_THEMES,
      problems: [{ code: 'codeblocks-theme-unknown', pointer: '/styling/codeblocks' }],
    });
  });

  it('a value of another shape: codeblocks-invalid', () => {
    expect(readCodeThemes(withCodeblocks(['dark'])).problems).toMatchObject([
      { code: 'codeblocks-invalid', pointer: '/styling/codeblocks' },
    ]);
    expect(readCodeThemes(withCodeblocks({ theme: { light: 'dracula' } })).problems).toMatchObject([
      { code: 'codeblocks-invalid', pointer: '/styling/codeblocks/theme/dark' },
    ]);
  });

  it('of a docs folder: located in docs.json; mint.json’s problems name the file; no config, no problem', () => {
    const docs = testFolder({ 'docs.json': '{\n  "styling": { "codeblocks": "nope" }\n}\n' });
    expect(siteCodeThemes(docs).problems).toEqual([
      {
        code: 'codeblocks-theme-unknown',
        severity: 'warning',
        file: 'docs.json',
        line: 2,
        column: 16,
        message: 'styling.codeblocks: "nope" is not a Shiki theme; code blocks use github-light-default',
      },
    ]);
    const mint = testFolder({
      'mint.json': JSON.stringify({ name: 'T', navigation: [], codeBlock: { mode: 'dark' } }),
    });
    expect(siteCodeThemes(mint)).toEqual({ themes: { mode: 'dark', ...CODE_THEMES }, problems: [] });
    expect(siteCodeThemes(testFolder({}))).toEqual({ themes: SYSTEM_CODE_THEMES, problems: [] });
    expect(siteCodeThemes(testFolder({ 'docs.json': '{ not json' }))).toEqual({
      themes: SYSTEM_CODE_THEMES,
      problems: [],
    });
  });
});
