import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { iconRegistrationCode, lucideIconResolver, pageFontAwesome } from './page-icons.js';

const resolve = lucideIconResolver();
const compile = (source: string) =>
  compilePage(source, {
    file: '/docs/page.mdx',
    root: '/docs',
    missingModule: '/site/missing.tsx',
    icons: { resolve, registerModule: '@docsnav/react' },
  });

/** The `name: () => import(file)` entries of a compiled page's registration, as name → file. */
function registered(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of code.matchAll(/^ {2}"([a-z0-9-]+)": \(\) => import\(("[^"]+")\),$/gm))
    out[match[1] as string] = JSON.parse(match[2] as string);
  return out;
}

describe('lucideIconResolver', () => {
  it("finds lucide's icon modules through @docsnav/react (pnpm layout), aliases included", async () => {
    const rocket = resolve('rocket');
    expect(rocket).toMatch(/lucide-react[/\\].*rocket\.mjs$/);
    expect(existsSync(rocket ?? '')).toBe(true);
    const mod = (await import(rocket ?? '')) as { __iconData?: { node?: unknown } };
    expect(Array.isArray(mod.__iconData?.node)).toBe(true);
    expect(resolve('home')).toMatch(/home\.mjs$/); // an alias module (of "house")
  });

  it('gives nothing for unknown or malformed names', () => {
    expect(resolve('no-such-icon-anywhere')).toBeUndefined();
    expect(resolve('../../package')).toBeUndefined();
    expect(resolve('Rocket')).toBeUndefined();
  });
});

describe('page icons', () => {
  it('registers exactly the lucide icons named by literal icon attributes of the page', async () => {
    const page = await compile(
      [
        '<CardGroup>',
        '  <Card title="A" icon="rocket" href="/a">A</Card>',
        '  <Card title="B" icon=" Zap ">B</Card>',
        '  <Card title="C" icon="no-such-icon-anywhere">C</Card>',
        '  <Card title="D" icon="https://example.com/d.svg">D</Card>',
        '  <Card title="E" icon={<span>E</span>}>E</Card>',
        '</CardGroup>',
        '',
        'Inline <Icon icon="star" /> and a rocket again: <Card icon="rocket" />.',
      ].join('\n'),
    );
    expect(page.error).toBeUndefined();
    expect(page.icons).toEqual(['no-such-icon-anywhere', 'rocket', 'star', 'zap']);
    const table = registered(page.code);
    expect(Object.keys(table).sort()).toEqual(['rocket', 'star', 'zap']);
    expect(table.rocket).toBe(resolve('rocket'));
    expect(page.code).toContain('import { registerIcons as __docsnavRegisterIcons } from "@docsnav/react";');
  });

  it('adds nothing to a page without icons, or whose icons lucide does not have', async () => {
    const plain = await compile('# Title\n\n<Card title="No icon">Body</Card>\n');
    expect(plain.icons).toEqual([]);
    expect(plain.code).not.toContain('registerIcons');
    const unknown = await compile('<Card icon="no-such-icon-anywhere" />\n');
    expect(unknown.code).not.toContain('registerIcons');
  });

  it('registers nothing for a page that does not compile', async () => {
    const page = await compile('<Card icon="rocket">\n');
    expect(page.error).toBeDefined();
    expect(page.icons).toEqual([]);
    expect(page.code).not.toContain('registerIcons');
  });

  it('on a Font Awesome site (the default), registers the Free icons under their keys; brands found by name; a Pro-only name with its stand-in', async () => {
    const fontawesome = pageFontAwesome('/no-such-docs-folder');
    expect(fontawesome.library).toBe('fontawesome');
    const page = await compilePage(
      '<Card icon="lightbulb" /> <Card icon="github" /> <Card icon="microchip-ai" /> <Card icon="browser" />\n',
      {
        file: '/docs/page.mdx',
        root: '/docs',
        missingModule: '/site/missing.tsx',
        icons: { resolve, registerModule: '@docsnav/react', fontawesome },
      },
    );
    const entries = [...page.code.matchAll(/^ {2}"([^"]+)": \(\) => import\("([^"]+)"\),$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(entries).toEqual([
      ['fa-regular:github', 'virtual:docsnav-icons/fa/brands/github'],
      ['fa-regular:lightbulb', 'virtual:docsnav-icons/fa/regular/lightbulb'],
      // Free's `microchip` stands in (`faStandIn`); `browser` has no stand-in: its slot stays empty.
      ['fa-regular:microchip-ai', 'virtual:docsnav-icons/fa/solid/microchip'],
    ]);
  });

  it('writes one lazy import per icon', () => {
    const code = iconRegistrationCode(['a-b', 'c'], (name) => `/icons/${name}.mjs`, 'reg');
    expect(code).toBe(
      [
        'import { registerIcons as __docsnavRegisterIcons } from "reg";',
        '__docsnavRegisterIcons({',
        '  "a-b": () => import("/icons/a-b.mjs"),',
        '  "c": () => import("/icons/c.mjs"),',
        '});',
        '',
      ].join('\n'),
    );
  });
});
