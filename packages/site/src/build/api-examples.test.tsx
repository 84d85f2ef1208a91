// @vitest-environment jsdom
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { testFolder } from './test-folder.js';

/** Compiles a page and renders it, its components drawn as `section[data-component]` boxes. */
async function renderPage(source: string) {
  const root = testFolder({});
  const page = await compilePage(source, {
    file: path.join(root, 'page.mdx'),
    root,
    missingModule: '/site/missing.tsx',
  });
  expect(page.error).toBeUndefined();
  const runtime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;
  const provider = [
    `import { jsx } from ${JSON.stringify(runtime)};`,
    'const box = (name) => (props) => jsx("section", { "data-component": name, children: props.children });',
    `const names = ${JSON.stringify(page.components)};`,
    'export const useMDXComponents = () => Object.fromEntries(names.map((n) => [n, box(n)]));',
  ].join('\n');
  const code = page.code
    .replaceAll('"react/jsx-runtime"', JSON.stringify(runtime))
    .replace(
      /"docsnav:mdx-provider[^"]*"/,
      JSON.stringify(`data:text/javascript,${encodeURIComponent(provider)}`),
    );
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const mod = (await import(/* @vite-ignore */ url)) as {
    default: () => ReactElement;
    answer?: number;
    apiExamples?: string[];
  };
  const { container } = render(<mod.default />);
  return { container, mod };
}

/** The top-level parts of a rendered page: a class name, or the tag of an element outside the parts. */
const parts = (container: HTMLElement) =>
  [...container.children].map((el) => (el.className ? `.${el.className}` : el.tagName.toLowerCase()));

describe('API examples column', () => {
  it('groups the top-level examples at the place of the first, between the content before and after', async () => {
    const { container, mod } = await renderPage(
      [
        'export const answer = 42;',
        '',
        'Intro {answer}',
        '',
        '<RequestExample>',
        '```bash cURL',
        'curl https://example.com',
        '```',
        '</RequestExample>',
        '',
        '## Body',
        '',
        'Text',
        '',
        '<ResponseExample>',
        '```json 200',
        '{}',
        '```',
        '</ResponseExample>',
        '',
        'End',
      ].join('\n'),
    );
    expect(parts(container)).toEqual(['.site-api-before', '.site-api-examples', '.site-api-after']);
    const examples = container.querySelector('.site-api-examples');
    expect([...(examples?.children ?? [])].map((el) => (el as HTMLElement).dataset.component)).toEqual([
      'RequestExample',
      'ResponseExample',
    ]);
    // The code blocks are the examples' own, still highlighted and titled.
    expect(examples?.querySelector('pre[data-title="cURL"].shiki')?.textContent).toBe(
      'curl https://example.com\n',
    );
    expect(container.querySelector('.site-api-before')?.textContent).toBe('Intro 42');
    expect(container.querySelector('.site-api-after h2')?.textContent).toBe('Body');
    expect(container.querySelector('.site-api-after')?.textContent).toContain('End');
    // The page's exports stay at its top level, where MDX wants them.
    expect(mod.answer).toBe(42);
    // The kinds it writes, so that an endpoint page generates none of them.
    expect(mod.apiExamples).toEqual(['RequestExample', 'ResponseExample']);
  });

  it('has no part before when the page starts with its examples', async () => {
    const { container, mod } = await renderPage(
      ['<ResponseExample>', '```json', '{}', '```', '</ResponseExample>', '', 'After'].join('\n'),
    );
    expect(parts(container)).toEqual(['.site-api-examples', '.site-api-after']);
    expect(mod.apiExamples).toEqual(['ResponseExample']);
  });

  it('leaves a page without top-level examples as it is (nested examples stay inline)', async () => {
    const { container, mod } = await renderPage(
      [
        'Intro',
        '',
        '<Tabs>',
        '<RequestExample>',
        '```bash',
        'ls',
        '```',
        '</RequestExample>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(parts(container)).toEqual(['p', 'section']);
    expect(container.querySelector('.site-api-examples')).toBeNull();
    expect(container.querySelector('[data-component="RequestExample"]')).not.toBeNull();
    expect(mod.apiExamples).toBeUndefined();
  });
});
