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

async function compile(source: string) {
  const root = testFolder({});
  return compilePage(source, { file: path.join(root, 'page.mdx'), root, missingModule: '/site/missing.tsx' });
}

/** Compiles a page and renders it (no components: plain HTML elements). */
async function renderPage(source: string): Promise<HTMLElement> {
  const page = await compile(source);
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
    const backgrounds = [...css.matchAll(/--site-code:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1] as string);
    const [light, dark] = [backgrounds[0], backgrounds[1]];
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
