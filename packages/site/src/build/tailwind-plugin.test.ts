import { rmSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tailwindCss } from './tailwind-plugin.js';
import { testFolder } from './test-folder.js';

// A docs folder whose page writes its light and dark images, and a table cell, as Mintlify pages do.
const docs = testFolder({
  'docs.json': JSON.stringify({ name: 'Classes', navigation: { pages: ['intro'] } }),
  'intro.mdx': [
    '# Intro',
    '<img className="block dark:hidden rounded-lg" src="/light.png" />',
    '<img className="hidden dark:block rounded-lg" src="/dark.png" />',
    '<table><tbody><tr><td className="p-2 align-middle">cell</td></tr></tbody></table>',
  ].join('\n'),
  'snippets/card.jsx': 'export const Card = () => <div className="flex gap-4">card</div>;',
  'out/old.mdx': '<div className="underline">a build output left in the folder</div>',
});
let css = '';
beforeAll(async () => {
  css = await tailwindCss(docs, [path.join(docs, 'out')]);
});
afterAll(() => rmSync(docs, { recursive: true, force: true }));

// A browser document (the build runs in Node): the stylesheet applied to a page body.
let dom = new JSDOM('');
const document = () => dom.window.document;
const getComputedStyle = (element: Element) => dom.window.getComputedStyle(element);

function page(): { light: HTMLElement; dark: HTMLElement; outside: HTMLElement; cell: HTMLElement } {
  const style = document().createElement('style');
  style.textContent = css;
  document().head.append(style);
  document().body.innerHTML = [
    '<div class="site-prose">',
    '<img id="light" class="block dark:hidden rounded-lg" src="/light.png" alt="">',
    '<img id="dark" class="hidden dark:block rounded-lg" src="/dark.png" alt="">',
    '<table><tbody><tr><td id="cell" class="p-2 align-middle">cell</td></tr></tbody></table>',
    '</div>',
    '<nav><span id="outside" class="hidden">kit markup keeps its own classes</span></nav>',
  ].join('');
  const get = (id: string) => document().getElementById(id) as HTMLElement;
  return { light: get('light'), dark: get('dark'), outside: get('outside'), cell: get('cell') };
}

afterEach(() => {
  dom = new JSDOM('');
});

describe('the Tailwind utilities of the pages', () => {
  it('holds those the pages and snippets name, not those of the excluded output folder', () => {
    for (const name of ['p-2', 'align-middle', 'rounded-lg', 'flex', 'gap-4'])
      expect(css).toContain(`.site-prose .${name} {`);
    expect(css).not.toContain('.underline');
  });

  it('gives a page element its utility over the site’s own prose rules', () => {
    const { cell } = page();
    expect(getComputedStyle(cell).verticalAlign).toBe('middle');
    expect(getComputedStyle(cell).padding).toBe('calc(var(--spacing) * 2)');
  });
});

describe('light and dark images of a page (Tailwind display classes)', () => {
  it('shows the light image only in the light scheme', () => {
    document().documentElement.dataset.theme = 'light';
    const { light, dark } = page();
    expect(getComputedStyle(light).display).toBe('block');
    expect(getComputedStyle(dark).display).toBe('none');
  });

  it('shows the dark image only in the dark scheme', () => {
    document().documentElement.dataset.theme = 'dark';
    const { light, dark } = page();
    expect(getComputedStyle(light).display).toBe('none');
    expect(getComputedStyle(dark).display).toBe('block');
  });

  it('touches nothing outside the page content', () => {
    const { outside } = page();
    expect(getComputedStyle(outside).display).not.toBe('none');
  });
});
