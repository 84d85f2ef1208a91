// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { bundledThemes } from 'shiki/themes';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, COLOR_REPLACEMENTS } from './code-highlight.js';
import { compilePage } from './compile-page.js';
import { testFolder } from './test-folder.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Compiles a page of a docs folder holding `files` besides it (a docs.json with `styling.codeblocks`). */
async function compile(source: string, files: Record<string, string> = {}) {
  const root = testFolder(files);
  return compilePage(source, { file: path.join(root, 'page.mdx'), root, missingModule: '/site/missing.tsx' });
}

/** Compiles a page and renders it (no components: plain HTML elements). */
async function renderPage(source: string, files: Record<string, string> = {}): Promise<HTMLElement> {
  const page = await compile(source, files);
  expect(page.error).toBeUndefined();
  const url = `data:text/javascript;base64,${Buffer.from(runnable(page.code)).toString('base64')}`;
  const { default: Content } = (await import(/* @vite-ignore */ url)) as { default: () => ReactElement };
  return render(<Content />).container;
}

/** The `style` of the token span whose text is `text`. */
const styleOf = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('pre span[style]')]
    .find((span) => span.textContent === text)
    ?.getAttribute('style')
    ?.toLowerCase();

describe('code highlighting', () => {
  it('splits a block of a known language into coloured token spans, both themes', async () => {
    const container = await renderPage(
      ['```python main.py', 'def greet(name):', '    return "hi " + name', '```'].join('\n'),
    );
    const pre = container.querySelector('pre');
    expect(pre?.className).toBe('shiki');
    expect(pre?.textContent).toBe('def greet(name):\n    return "hi " + name\n');
    // The keyword `def` is a token of its own, with the light and dark theme's colours.
    expect(styleOf(container, 'def')).toBe('--shiki-light:#cf222e;--shiki-dark:#ff7b72');
    // The colours replaced for contrast: a function name gets the darker purple.
    expect(styleOf(container, ' greet')).toBe('--shiki-light:#6639ba;--shiki-dark:#d2a8ff');
    // The fence meta still reaches the pre, and the language stays on the code.
    expect(pre?.dataset).toMatchObject({ title: 'main.py', language: 'python' });
    expect(pre?.querySelector('code')?.className).toBe('language-python');
  });

  it('leaves a block of an unknown language, or none, as plain text: the page compiles', async () => {
    const page = await compile(
      [
        '```notalanguage title.txt',
        'curl -X POST',
        '```',
        '',
        '```',
        'plain',
        '```',
        '',
        '```text',
        'x',
        '```',
      ].join('\n'),
    );
    expect(page.error).toBeUndefined();
    expect(page.code).not.toContain('--shiki-light');
    expect(page.code).toContain('children: "curl -X POST\\n"');
    expect(page.code).toContain('"data-title": "title.txt"');
  });

  it('highlights the known blocks of a page that also has unknown ones (aliases and any case)', async () => {
    const container = await renderPage(
      [
        '```no-such-language',
        'graph TD',
        '```',
        '',
        '```JSON',
        '{"a": 1}',
        '```',
        '',
        '```sh',
        'ls -la',
        '```',
      ].join('\n'),
    );
    const [unknown, json, shell] = [...container.querySelectorAll('pre')];
    expect(unknown?.querySelector('span')).toBeNull();
    expect(unknown?.textContent).toBe('graph TD\n');
    expect(json?.querySelectorAll('span[style]').length).toBeGreaterThan(2);
    expect(shell?.querySelectorAll('span[style]').length).toBeGreaterThan(1);
    expect(shell?.textContent).toBe('ls -la\n');
  });

  it('renders the highlighted page: the code reads the same, in spans, markup in it stays text', async () => {
    const line = 'const tag = a < b && "</code><img src=x>"; // why';
    const container = await renderPage(
      ['Intro', '', '```js index.js', line, '```', '', '```nope', 'a < b', '```'].join('\n'),
    );
    const [highlighted, plain] = [...container.querySelectorAll('pre')];
    expect(highlighted?.textContent).toBe(`${line}\n`);
    expect(container.querySelector('img')).toBeNull();
    expect(highlighted?.querySelectorAll('span[style]').length).toBeGreaterThan(4);
    expect(highlighted?.className).toBe('shiki');
    expect(plain?.textContent).toBe('a < b\n');
    expect(plain?.querySelector('span')).toBeNull();
  });

  it('gives every token colour AA contrast (4.5:1) on the site’s code backgrounds', async () => {
    const css = readFileSync(path.join(here, '../site.css'), 'utf8');
    // The light scheme's code background, and the dark one (also that of always-dark blocks).
    const light = /--site-code:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    const dark = /--site-code-dark:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(light).toBeDefined();
    expect(dark).toBeDefined();
    for (const [name, background] of [
      [CODE_THEMES.light, light],
      [CODE_THEMES.dark, dark],
    ] as const) {
      const theme = (await bundledThemes[name]()).default;
      const replaced = COLOR_REPLACEMENTS[name] ?? {};
      const colours = new Set<string>([String(theme.colors?.['editor.foreground'])]);
      for (const rule of theme.tokenColors ?? []) {
        const fg = rule.settings?.foreground?.toLowerCase();
        if (fg) colours.add(replaced[fg] ?? fg);
      }
      for (const colour of colours)
        expect([name, colour, contrast(colour, background as string) >= 4.5]).toEqual([name, colour, true]);
    }
  });
});

/** A docs folder's docs.json with this `styling.codeblocks` (one key a line: the located warnings have lines). */
const docsJson = (codeblocks: unknown) => ({
  'docs.json': JSON.stringify(
    { name: 'T', navigation: { pages: ['page'] }, styling: { codeblocks } },
    null,
    2,
  ),
});

const python = ['```python', 'def greet(name):', '    return name', '```'].join('\n');

describe('docs.json styling.codeblocks', () => {
  it('"system" (and no setting): the site’s GitHub themes, the background left to site.css', async () => {
    for (const files of [{}, docsJson('system')]) {
      const container = await renderPage(python, files);
      const pre = container.querySelector('pre');
      expect(pre?.className).toBe('shiki');
      expect(pre?.getAttribute('style')).toBeNull();
      expect(styleOf(container, 'def')).toBe('--shiki-light:#cf222e;--shiki-dark:#ff7b72');
    }
  });

  it('"dark": the same tokens, the pre marked always dark; a plain block too', async () => {
    const page = await compile(`${python}\n\n\`\`\`\nplain words\n\`\`\`\n`, docsJson('dark'));
    expect(page.problems).toEqual([]);
    const container = await renderPage(`${python}\n\n\`\`\`\nplain words\n\`\`\`\n`, docsJson('dark'));
    const [code, plain] = [...container.querySelectorAll('pre')];
    expect(code?.className).toBe('shiki site-code-dark');
    expect(styleOf(container, 'def')).toBe('--shiki-light:#cf222e;--shiki-dark:#ff7b72');
    expect(plain?.className).toBe('shiki site-code-dark');
    expect(plain?.textContent).toBe('plain words\n');
  });

  it('a Shiki theme name: its own colours (no replacement) and its background and text on the pre', async () => {
    for (const codeblocks of ['dracula', { theme: 'dracula' }]) {
      const container = await renderPage(python, docsJson(codeblocks));
      const pre = container.querySelector('pre');
      expect(pre?.className).toBe('shiki site-code-themed');
      expect(pre?.getAttribute('style')?.replace(/\s/g, '').toLowerCase()).toBe(
        '--shiki-light:#f8f8f2;--shiki-dark:#f8f8f2;--shiki-light-bg:#282a36;--shiki-dark-bg:#282a36;',
      );
      expect(styleOf(container, 'def')).toBe('--shiki-light:#ff79c6;--shiki-dark:#ff79c6');
    }
  });

  it('{ theme: { light, dark } }: one theme per scheme, each with its background', async () => {
    const container = await renderPage(
      python,
      docsJson({ theme: { light: 'github-light', dark: 'github-dark' } }),
    );
    const style = container.querySelector('pre')?.getAttribute('style')?.replace(/\s/g, '').toLowerCase();
    expect(style).toContain('--shiki-light-bg:#fff');
    expect(style).toContain('--shiki-dark-bg:#24292e');
    // GitHub's comment grey kept as the author's theme has it (the site's replacement is for its own theme).
    const comment = await renderPage(
      ['```python', '# note', '```'].join('\n'),
      docsJson({ theme: { light: 'github-light-default', dark: 'github-dark' } }),
    );
    expect(styleOf(comment, '# note')).toBe('--shiki-light:#6e7781;--shiki-dark:#6a737d');
  });

  it('"css-variables": the colours are Mintlify’s `--mint-*` variables, set by the author’s stylesheet', async () => {
    const container = await renderPage(python, docsJson({ theme: 'css-variables' }));
    const pre = container.querySelector('pre');
    expect(pre?.className).toBe('shiki site-code-themed');
    // Unset, the site's code colours.
    expect(pre?.getAttribute('style')?.replace(/\s/g, '')).toBe(
      [
        '--shiki-light:var(--mint-color-text,var(--site-text))',
        '--shiki-dark:var(--mint-color-text,var(--site-text))',
        '--shiki-light-bg:var(--mint-color-background,var(--site-code))',
        '--shiki-dark-bg:var(--mint-color-background,var(--site-code));',
      ].join(';'),
    );
    expect(styleOf(container, 'def')).toBe(
      '--shiki-light:var(--mint-token-keyword);--shiki-dark:var(--mint-token-keyword)',
    );
  });

  it('an unknown theme: a warning at its line in docs.json, the site’s theme in its place; the page compiles', async () => {
    const files = docsJson({ theme: { light: 'no-such-theme', dark: 'dracula' } });
    const page = await compile(python, files);
    expect(page.error).toBeUndefined();
    expect(page.problems).toEqual([
      {
        code: 'codeblocks-theme-unknown',
        severity: 'warning',
        file: 'docs.json',
        line: 11,
        column: 9,
        message:
          'styling.codeblocks: "no-such-theme" is not a Shiki theme; code blocks use github-light-default',
      },
    ]);
    const container = await renderPage(python, files);
    expect(styleOf(container, 'def')).toBe('--shiki-light:#cf222e;--shiki-dark:#ff79c6');
    // A page without code does not report it.
    expect((await compile('Just text.', files)).problems).toEqual([]);
  });

  it('a value of another shape: a warning, the site’s themes', async () => {
    const page = await compile(python, docsJson(42));
    expect(page.problems.map((p) => [p.code, p.line])).toEqual([['codeblocks-invalid', 9]]);
    expect(page.code).toContain('--shiki-light:#CF222E');
  });

  it('mint.json `codeBlock.mode: "dark"` (converted) makes the blocks dark', async () => {
    const container = await renderPage(python, {
      'mint.json': JSON.stringify({ name: 'T', navigation: [], codeBlock: { mode: 'dark' } }),
    });
    expect(container.querySelector('pre')?.className).toBe('shiki site-code-dark');
  });
});

describe('code fence options', () => {
  const five = ['one()', 'two()', 'three()', 'four()', 'five()'];
  const block = (meta: string, language = 'js') => [`\`\`\`${language} ${meta}`, ...five, '```'].join('\n');
  /** The classes of each line span of the page's first block. */
  const lineClasses = (container: HTMLElement) =>
    [...container.querySelectorAll('pre code > .line')].map((line) => line.className);

  it('{1,3-5} and highlight={…}: those lines marked highlighted', async () => {
    for (const meta of ['{1,3-4}', 'highlight={1,3-4}', 'Title highlight= {1,3-4}']) {
      const container = await renderPage(block(meta));
      expect(container.querySelector('pre')?.className).toBe('shiki site-code-marked');
      expect(lineClasses(container)).toEqual([
        'line site-code-highlighted',
        'line',
        'line site-code-highlighted',
        'line site-code-highlighted',
        'line',
      ]);
      expect(container.querySelector('pre')?.textContent).toBe(`${five.join('\n')}\n`);
    }
  });

  it('focus={2-3}: those lines marked focused, the block marked as having focus', async () => {
    const container = await renderPage(block('focus={2-3}'));
    expect(container.querySelector('pre')?.className).toBe('shiki site-code-marked site-code-has-focus');
    expect(lineClasses(container)).toEqual([
      'line',
      'line site-code-focused',
      'line site-code-focused',
      'line',
      'line',
    ]);
  });

  it('lines and wrap: classes on the pre; a block of no known language gets line spans for its numbers', async () => {
    const numbered = await renderPage(block('lines wrap', 'notalanguage'));
    expect(numbered.querySelector('pre')?.className).toBe('shiki site-code-wrap site-code-lines');
    expect(lineClasses(numbered)).toHaveLength(5);
    expect(numbered.querySelector('pre')?.textContent).toBe(`${five.join('\n')}\n`);
    // `wrap` alone needs no spans: a plain block stays plain text.
    const wrapped = await renderPage(block('wrap', 'notalanguage'));
    expect(wrapped.querySelector('pre')?.className).toBe('site-code-wrap');
    expect(wrapped.querySelector('pre span')).toBeNull();
  });

  it('options and theme together in one block', async () => {
    const container = await renderPage(block('lines {2}'), docsJson('dracula'));
    expect(container.querySelector('pre')?.className).toBe(
      'shiki site-code-themed site-code-lines site-code-marked',
    );
    expect(lineClasses(container)[1]).toBe('line site-code-highlighted');
  });
});

/** The compiled page as a module a data: URL can import: React's runtime resolved from here, and a
 *  components provider giving none (plain HTML elements). */
function runnable(code: string): string {
  const runtime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;
  const provider = `data:text/javascript,${encodeURIComponent('export const useMDXComponents = () => ({});')}`;
  return code
    .replaceAll('"react/jsx-runtime"', JSON.stringify(runtime))
    .replace(/"docsnav:mdx-provider[^"]*"/, JSON.stringify(provider));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  ) as number[];
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
