import { describe, expect, it } from 'vitest';
import { parseDocs } from '../parse/parse-docs.js';
import { resolveBrand } from './resolve.js';

describe('resolveBrand', () => {
  const docs = {
    name: 'Acme',
    logo: { light: '/logo/l.svg', dark: 'https://cdn.example/d.svg' },
    favicon: '/favicon.svg',
    navbar: {
      links: [
        { label: 'Changelog', href: '/changelog' },
        { label: 'Blog', href: 'https://acme.example/blog' },
      ],
      primary: { type: 'github', href: 'https://github.com/acme/acme' },
    },
    navigation: { pages: ['index'] },
  };

  it('puts basePath before local images and internal links, not before URLs', () => {
    const view = resolveBrand(parseDocs(docs, { basePath: '/docs' }).model.settings);
    expect(view.logo).toEqual({
      light: '/docs/logo/l.svg',
      dark: 'https://cdn.example/d.svg',
      link: { href: '/docs', external: false },
    });
    expect(view.favicon).toEqual({ light: '/docs/favicon.svg', dark: '/docs/favicon.svg' });
    expect(view.links.map((l) => l.link)).toEqual([
      { href: '/docs/changelog', external: false },
      { href: 'https://acme.example/blog', external: true },
    ]);
    expect(view.primary).toEqual({
      type: 'github',
      link: { href: 'https://github.com/acme/acme', external: true },
    });
    expect(resolveBrand(parseDocs(docs).model.settings).logo?.link.href).toBe('/');
  });

  it('gives defaults when docs.json sets no brand', () => {
    expect(resolveBrand(parseDocs({ navigation: { pages: ['index'] } }).model.settings)).toEqual({
      links: [],
      appearance: { default: 'system', strict: false },
    });
  });
});
