import { describe, expect, it } from 'vitest';
import { rootPath } from './brand.js';
import { parseDocs } from './parse-docs.js';

const nav = '"navigation": { "pages": ["index"] }';

describe('brand fields of docs.json', () => {
  it('reads name, colors, logo, favicon, navbar and appearance into settings.brand', () => {
    const { model, diagnostics } = parseDocs(
      JSON.stringify({
        name: ' Acme ',
        colors: { primary: '#166E3F', light: '#26bd6c', dark: '#166e3f' },
        logo: { light: '/logo/light.svg', dark: './logo/dark.svg', href: 'https://acme.example' },
        favicon: 'favicon.svg',
        navbar: {
          links: [
            { label: 'Blog', href: 'https://acme.example/blog', icon: 'newspaper' },
            { label: '', href: 'https://x.com/acme', icon: { name: 'x-twitter', library: 'fontawesome' } },
            { label: 'Changelog', href: '/changelog' },
            { type: 'github', href: 'https://github.com/acme/acme' },
          ],
          primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.example' },
        },
        appearance: { default: 'dark', strict: true },
        navigation: { pages: ['index'] },
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(model.settings.brand).toEqual({
      name: 'Acme',
      colors: { primary: '#166e3f', light: '#26bd6c', dark: '#166e3f' },
      logo: {
        light: '/logo/light.svg',
        dark: '/logo/dark.svg',
        href: { href: 'https://acme.example', external: true },
      },
      favicon: { light: '/favicon.svg', dark: '/favicon.svg' },
      navbar: {
        links: [
          { label: 'Blog', link: { href: 'https://acme.example/blog', external: true }, icon: 'newspaper' },
          {
            label: '',
            link: { href: 'https://x.com/acme', external: true },
            icon: { name: 'x-twitter', library: 'fontawesome' },
          },
          { label: 'Changelog', link: { href: '/changelog', external: false } },
          {
            label: '',
            link: { href: 'https://github.com/acme/acme', external: true },
            type: 'github',
          },
        ],
        primary: {
          type: 'button',
          label: 'Sign up',
          link: { href: 'https://app.acme.example', external: true },
        },
      },
      appearance: { default: 'dark', strict: true },
    });
  });

  it('leaves brand out when docs.json has none of its fields', () => {
    expect(parseDocs(`{ ${nav} }`).model.settings.brand).toBeUndefined();
  });

  it('takes a logo string for both schemes and a one-scheme object for the other too; a GitHub primary', () => {
    const a = parseDocs(
      `{ "logo": "/logo.svg", "navbar": { "primary": { "type": "github", "href": "https://github.com/a/b" } }, ${nav} }`,
    );
    expect(a.model.settings.brand?.logo).toEqual({ light: '/logo.svg', dark: '/logo.svg' });
    expect(a.model.settings.brand?.navbar?.primary).toEqual({
      type: 'github',
      link: { href: 'https://github.com/a/b', external: true },
    });
    const b = parseDocs(`{ "logo": { "dark": "https://cdn.example/d.svg" }, ${nav} }`);
    expect(b.model.settings.brand?.logo).toEqual({
      light: 'https://cdn.example/d.svg',
      dark: 'https://cdn.example/d.svg',
    });
  });

  it('locates a malformed colour and keeps the rest of the brand and the navigation', () => {
    const text = `{\n  "name": "Acme",\n  "colors": { "primary": "#0d9373", "light": "teal" },\n  ${nav}\n}`;
    const { model, diagnostics } = parseDocs(text);
    const bad = diagnostics.find((d) => d.code === 'invalid-color');
    expect(bad).toMatchObject({ severity: 'warning', path: '/colors/light', line: 3, column: 37 });
    expect(model.settings.brand).toMatchObject({ name: 'Acme', colors: { primary: '#0d9373' } });
    expect(model.settings.brand?.colors?.light).toBeUndefined();
    expect(model.items).toEqual(['index']);
  });

  it("reads background.color (Mintlify's page background per scheme), locating a malformed one", () => {
    const ok = parseDocs(
      `{ "background": { "color": { "light": "#FFF", "dark": "#121B22" }, "decoration": "grid" }, ${nav} }`,
    );
    expect(ok.diagnostics).toEqual([]);
    expect(ok.model.settings.brand?.background).toEqual({ light: '#ffffff', dark: '#121b22' });
    const text = `{\n  "background": { "color": { "light": "beige", "dark": "#09090b" }, "colour": 1 },\n  ${nav}\n}`;
    const bad = parseDocs(text);
    expect(bad.model.settings.brand?.background).toEqual({ dark: '#09090b' });
    expect(bad.diagnostics.map((d) => [d.code, d.path, d.line])).toEqual([
      ['unknown-key', '/background/colour', 2],
      ['invalid-color', '/background/color/light', 2],
    ]);
    expect(bad.diagnostics[1]?.message).toMatch(/^Expected `background.color.light` to be a hex colour/);
    expect(parseDocs(`{ "background": { "color": "#000" }, ${nav} }`).diagnostics[0]).toMatchObject({
      code: 'invalid-field',
      path: '/background/color',
    });
    expect(bad.model.items).toEqual(['index']);
  });

  it('checks the accents on the background docs.json gives', () => {
    const colors = `"colors": { "primary": "#166e3f", "light": "#26bd6c" }`;
    expect(parseDocs(`{ ${colors}, ${nav} }`).diagnostics).toEqual([]);
    const pale = parseDocs(`{ ${colors}, "background": { "color": { "dark": "#e5e7eb" } }, ${nav} }`);
    expect(pale.diagnostics.map((d) => [d.code, d.path])).toEqual([['low-contrast', '/colors/light']]);
  });

  it('drops colors whose primary is malformed or missing', () => {
    const a = parseDocs(`{ "colors": { "primary": "green" }, ${nav} }`);
    expect(a.model.settings.brand).toBeUndefined();
    expect(a.diagnostics.map((d) => [d.code, d.path])).toEqual([['invalid-color', '/colors/primary']]);
    const b = parseDocs(`{ "colors": { "light": "#fff" }, ${nav} }`);
    expect(b.diagnostics.map((d) => [d.code, d.path])).toEqual([['invalid-color', '/colors']]);
  });

  it('warns about a colour under 4.5:1 and still uses it', () => {
    const text = `{ "colors": { "primary": "#32CDCD", "light": "#32cdcd", "dark": "#0f766e" }, ${nav} }`;
    const { model, diagnostics } = parseDocs(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'low-contrast',
      path: '/colors/primary',
      line: 1,
      column: 15,
    });
    expect(diagnostics[0]?.message).toMatch(/found 1\.\d+:1 as text on the light page's highlight/);
    expect(diagnostics[0]?.hint).toMatch(/#[0-9a-f]{6}/);
    expect(model.settings.brand?.colors?.primary).toBe('#32cdcd');
  });

  it('refuses a logo or favicon path outside the docs root, located, and keeps the other image', () => {
    const text = `{\n "logo": { "light": "../../etc/passwd.svg", "dark": "/logo/dark.svg" },\n "favicon": "/a/../../b.ico",\n ${nav}\n}`;
    const { model, diagnostics } = parseDocs(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.path, d.line, d.column])).toEqual([
      ['asset-outside-root', 'error', '/logo/light', 2, 12],
      ['asset-outside-root', 'error', '/favicon', 3, 2],
    ]);
    expect(model.settings.brand?.logo).toEqual({ light: '/logo/dark.svg', dark: '/logo/dark.svg' });
    expect(model.settings.brand?.favicon).toBeUndefined();
    expect(model.items).toEqual(['index']);
  });

  it('refuses script URLs in brand links and images', () => {
    const { model, diagnostics } = parseDocs(
      `{ "logo": { "light": "javascript:alert(1)", "dark": "/d.svg", "href": "javascript:alert(1)" }, "navbar": { "links": [{ "label": "X", "href": "javascript:alert(1)" }] }, ${nav} }`,
    );
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['unsafe-link', '/logo/light'],
      ['unsafe-link', '/logo/href'],
      ['unsafe-link', '/navbar/links/0/href'],
    ]);
    expect(model.settings.brand).toEqual({ logo: { light: '/d.svg', dark: '/d.svg' } });
  });

  it('reports bad navbar entries and appearance values at their pointers', () => {
    const { model, diagnostics } = parseDocs(
      `{ "navbar": { "links": [{ "href": "https://a.example" }, "x", { "label": "Docs", "href": "docs" }], "primary": { "type": "link", "href": "https://a.example" } }, "appearance": { "default": "dim", "strict": "yes" }, ${nav} }`,
    );
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['missing-label', '/navbar/links/0'],
      ['invalid-type', '/navbar/links/1'],
      ['relative-link', '/navbar/links/2/href'],
      ['invalid-field', '/navbar/primary/type'],
      ['invalid-field', '/appearance/default'],
      ['invalid-field', '/appearance/strict'],
    ]);
    expect(model.settings.brand).toEqual({
      navbar: { links: [{ label: 'Docs', link: { href: '/docs', external: false } }] },
      appearance: { default: 'system', strict: false },
    });
  });
});

describe('rootPath', () => {
  it('roots paths inside the folder and refuses those that leave it', () => {
    expect(rootPath('logo.svg')).toBe('/logo.svg');
    expect(rootPath('./a/./b/../logo.svg')).toBe('/a/logo.svg');
    expect(rootPath('\\images\\x.png')).toBe('/images/x.png');
    for (const out of [
      '../x.svg',
      '/a/../../x.svg',
      '%2e%2e/x.svg',
      'a/%2E%2E/%2e%2e/x',
      'a%2f..%2f..%2fx',
      'x\0.svg',
      '/',
      '.',
    ]) {
      expect(rootPath(out), out).toBeUndefined();
    }
  });
});
