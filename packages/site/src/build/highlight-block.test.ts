import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from './code-themes.js';
import { highlightBlock, styleObject } from './highlight-block.js';

describe('highlightBlock', () => {
  it('gives Shiki’s spans in both themes for a known language, the pre marked shiki', async () => {
    const block = await highlightBlock('python', 'import requests');
    expect(block.preClass).toBe('shiki');
    expect(block.codeClass).toBe('language-python');
    // `import` is a keyword: GitHub's red in the light theme, its light red in the dark one.
    expect(block.html).toContain('<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">import</span>');
    expect(block.html.endsWith('\n')).toBe(false);
  });

  it('follows docs.json `styling.codeblocks`: "dark" marks the pre, an author theme colours the tokens', async () => {
    const dark = await highlightBlock('python', 'import requests', { mode: 'dark', ...CODE_THEMES });
    expect(dark.preClass?.split(' ')).toContain('site-code-dark');
    const own = await highlightBlock('python', 'import requests', {
      mode: 'custom',
      light: 'min-light',
      dark: 'min-dark',
    });
    expect(own.preClass?.split(' ')).toContain('site-code-themed');
    expect(own.html).not.toContain('--shiki-light:#CF222E');
  });

  it('leaves an unknown language as escaped plain text', async () => {
    expect(await highlightBlock('nosuchlanguage', '<b> & "x"')).toEqual({
      codeClass: 'language-nosuchlanguage',
      html: '&lt;b&gt; &amp; "x"',
    });
  });

  it('turns a pre’s inline style into React’s, custom properties kept', () => {
    expect(styleObject('background-color:#0d1117; --shiki-dark-bg:#000;color:#fff')).toEqual({
      backgroundColor: '#0d1117',
      '--shiki-dark-bg': '#000',
      color: '#fff',
    });
    expect(styleObject(' ; :x')).toBeUndefined();
  });
});
