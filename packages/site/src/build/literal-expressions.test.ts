import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compilePage, PROVIDER_ID } from './compile-page.js';
import { testFolder } from './test-folder.js';

const require = createRequire(import.meta.url);

/** Compiles `source` as the site does, runs the page module and renders it: the HTML a reader gets. */
async function render(source: string, props: Record<string, unknown> = {}): Promise<string> {
  const root = testFolder({ 'provider.mjs': 'export const useMDXComponents = () => ({});\n' });
  const page = await compilePage(source, { file: path.join(root, 'page.mdx'), root, missingModule: '/x.js' });
  expect(page.error).toBeUndefined();
  const code = page.code
    .replace(
      /"docsnav:mdx-provider\?[^"]*"/,
      JSON.stringify(pathToFileURL(path.join(root, 'provider.mjs')).href),
    )
    .replace('"react/jsx-runtime"', JSON.stringify(pathToFileURL(require.resolve('react/jsx-runtime')).href));
  expect(code).not.toContain(PROVIDER_ID);
  const file = path.join(root, 'page.mjs');
  writeFileSync(file, code);
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ComponentType };
  return renderToStaticMarkup(createElement(mod.default, props));
}

describe('expressions in prose that read undeclared names render as their text', () => {
  it('a set in a table cell: state={used,free}', async () => {
    const html = await render('| field | values |\n| - | - |\n| memory | state={used,free} |\n');
    expect(html).toContain('<td>state={used,free}</td>');
  });

  it('a sequence, a member, a call, a bare name, in text and on a line of their own', async () => {
    const html = await render(
      ['Counts {used, free}, path {a.b}, call {fn(x)} and {surveyId}.', '', '{item.id}', ''].join('\n'),
    );
    expect(html).toContain('Counts {used, free}, path {a.b}, call {fn(x)} and {surveyId}.');
    expect(html).toContain('<p>{item.id}</p>');
  });

  it('a name declared inside the expression itself is not undeclared, one used outside it is', async () => {
    const html = await render('{[1, 2].map((n) => n * 2).join("+")} and {[1].map(() => missing)}\n');
    expect(html).toContain('2+4 and {[1].map(() =&gt; missing)}');
  });
});

describe('expressions that can run still run', () => {
  it('evaluates expressions on literals and globals', async () => {
    const html = await render('One plus one is {1+1}; {Math.max(2, 3)}; {typeof undefined}.\n');
    expect(html).toContain('One plus one is 2; 3; undefined.');
  });

  it('reads names the page exports and imports, and props', async () => {
    const html = await render(
      [
        'export const plan = { name: "Pro", seats: 3 };',
        'export function twice(n) { return n * 2; }',
        'export const { region } = { region: "eu" };',
        '',
        'The {plan.name} plan has {twice(plan.seats)} seats in {region}, for {props.who}.',
        '',
      ].join('\n'),
      { who: 'Ada' },
    );
    expect(html).toContain('The Pro plan has 6 seats in eu, for Ada.');
  });

  it('a comment expression renders nothing', async () => {
    const html = await render('Before {/* a note for authors */} after\n');
    expect(html).toBe('<p>Before  after</p>');
  });
});
