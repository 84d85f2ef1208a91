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

describe('code highlighting', () => {
  it('splits a block of a known language into coloured token spans, both themes', async () => {
    const page = await compile(
      ['```python main.py', 'def greet(name):', '    return "hi " + name', '```'].join('\n'),
    );
    expect(page.error).toBeUndefined();
    // The keyword `def` is a token of its own, with the light and dark theme's colours.
    expect(page.code).toMatch(
      /"--shiki-light": "#cf222e",\s*"--shiki-dark": "#ff7b72"[^}]*\},\s*children: "def"/i,
    );
    // The colours replaced for contrast: a function name gets the darker purple.
    expect(page.code).toMatch(
      /"--shiki-light": "#6639ba",\s*"--shiki-dark": "#d2a8ff"[^}]*\},\s*children: " greet"/i,
    );
    expect(page.code).toContain('className: "shiki"');
    // The fence meta still reaches the pre.
    expect(page.code).toContain('"data-title": "main.py"');
    expect(page.code).toContain('"data-language": "python"');
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
    const page = await compile(
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
    expect(page.code).toContain('children: "graph TD\\n"');
    expect(page.code).toMatch(/children: "\\"a\\""/);
    expect(page.code).toMatch(/children: "ls"/);
  });

  it('renders the highlighted page: the code reads the same, in spans', async () => {
    const source = [
      'Intro',
      '',
      '```js index.js',
      'const answer = 42; // why',
      '```',
      '',
      '```nope',
      'a < b',
      '```',
    ].join('\n');
    const page = await compile(source);
    const url = `data:text/javascript;base64,${Buffer.from(runnable(page.code)).toString('base64')}`;
    const { default: Content } = (await import(/* @vite-ignore */ url)) as { default: () => ReactElement };
    const { container } = render(<Content />);
    const [highlighted, plain] = [...container.querySelectorAll('pre')];
    expect(highlighted?.textContent).toBe('const answer = 42; // why\n');
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
