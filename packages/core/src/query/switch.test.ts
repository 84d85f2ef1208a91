import { describe, expect, it } from 'vitest';
import { switchTargets } from './switch.js';
import { fixture } from './test-support/fixture.js';

const versions = fixture(
  {
    navigation: {
      versions: [
        {
          version: 'v2',
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Start', pages: ['v2/intro', 'v2/install', 'shared/faq'] },
                { group: 'Advanced', pages: ['v2/advanced/new-thing', 'v2/advanced/old-thing'] },
                { group: 'Only in v2', pages: ['v2/lonely'] },
              ],
            },
            { tab: 'API', groups: [{ group: 'Reference', pages: ['v2/api/users', 'v2/api/teams'] }] },
            { tab: 'Hidden', hidden: true, pages: ['v2/hidden'] },
          ],
        },
        {
          version: 'v1',
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Start', pages: ['v1/intro', 'shared/faq'] },
                { group: 'Advanced', pages: ['v1/advanced/legacy'] },
              ],
            },
            { tab: 'API', groups: [{ group: 'Elsewhere', pages: ['v1/api/accounts'] }] },
          ],
        },
        { version: 'v0', tabs: [{ tab: 'Archive', pages: ['v0/archive'] }] },
        { version: 'empty' },
        { version: 'Changelog', href: 'https://example.com/changes' },
      ],
    },
  },
  { basePath: '/docs' },
);

const target = (
  f: typeof versions,
  path: string,
  kind: 'version' | 'language' | 'product',
  label: string,
) => {
  const t = switchTargets(f.index, f.at(path), kind).find((o) => f.label(o.node) === label);
  return t && [t.href, t.fallback];
};

describe('switchTargets', () => {
  const f = versions;

  it('marks the current option, which leads to the current URL', () => {
    const loc = f.at('/docs/v2/install');
    const [current] = switchTargets(f.index, loc, 'version', { search: 'a=1', hash: 'x' });
    expect(current).toMatchObject({
      label: 'v2',
      current: true,
      fallback: 'current',
      href: '/docs/v2/install?a=1#x',
    });
  });

  it('keeps the same page when the target lists it', () => {
    expect(target(f, '/docs/shared/faq', 'version', 'v1')).toEqual(['/docs/shared/faq', 'same-page']);
  });

  it('finds the page whose path differs in the version segment', () => {
    expect(target(f, '/docs/v2/intro', 'version', 'v1')).toEqual(['/docs/v1/intro', 'sibling-path']);
    expect(target(f, '/docs/v1/intro', 'version', 'v2')).toEqual(['/docs/v2/intro', 'sibling-path']);
  });

  it('falls back to the first page of the same group, then of the same section', () => {
    expect(target(f, '/docs/v2/advanced/new-thing', 'version', 'v1')).toEqual([
      '/docs/v1/advanced/legacy',
      'same-group',
    ]);
    expect(target(f, '/docs/v2/api/teams', 'version', 'v1')).toEqual([
      '/docs/v1/api/accounts',
      'same-section',
    ]);
    expect(target(f, '/docs/v2/lonely', 'version', 'v1')).toEqual(['/docs/v1/intro', 'same-section']);
  });

  it('falls back to the first page of the target', () => {
    expect(target(f, '/docs/v2/intro', 'version', 'v0')).toEqual(['/docs/v0/archive', 'first-page']);
  });

  it('keeps the query and the hash on every internal target, not on external links', () => {
    const loc = f.at('/docs/v2/intro');
    const all = switchTargets(f.index, loc, 'version', { search: '?q=1', hash: '#top' });
    expect(all.map((o) => o.href)).toEqual([
      '/docs/v2/intro?q=1#top',
      '/docs/v1/intro?q=1#top',
      '/docs/v0/archive?q=1#top',
      'https://example.com/changes',
    ]);
  });

  it('gives every option a target that exists, leaving out options that lead nowhere', () => {
    const all = switchTargets(f.index, f.at('/docs/v2/advanced/old-thing'), 'version');
    expect(all.map((o) => o.label)).toEqual(['v2', 'v1', 'v0', 'Changelog']);
    for (const o of all.filter((o) => !o.href.startsWith('https:')))
      expect(f.label(f.at(o.href).page), o.href).toBeDefined();
  });

  it('on an unknown page still offers every version', () => {
    const all = switchTargets(f.index, f.at('/docs/v2/gone', f.at('/docs/v2/install')), 'version');
    expect(all.map((o) => [o.label, o.fallback])).toEqual([
      ['v2', 'current'],
      ['v1', 'same-section'],
      ['v0', 'first-page'],
      ['Changelog', 'first-page'],
    ]);
    expect(all[0]?.href).toBe('/docs/v2/gone');
  });
});

describe('switchTargets for versions without a prefix on the default', () => {
  const f = fixture({
    navigation: {
      versions: [
        { version: 'latest', default: true, pages: ['index', 'guides/setup', 'guides/new'] },
        { version: 'v1', pages: ['v1/index', 'v1/guides/setup'] },
      ],
    },
  });

  it('inserts or removes the version segment', () => {
    expect(target(f, '/guides/setup', 'version', 'v1')).toEqual(['/v1/guides/setup', 'sibling-path']);
    expect(target(f, '/v1/guides/setup', 'version', 'latest')).toEqual(['/guides/setup', 'sibling-path']);
    expect(target(f, '/v1', 'version', 'latest')).toEqual(['/', 'sibling-path']);
  });
});

describe('switchTargets for languages', () => {
  const f = fixture({
    navigation: {
      languages: [
        {
          language: 'en',
          groups: [{ group: 'Guides', pages: ['quickstart', 'guides/setup', 'guides/en-only'] }],
        },
        {
          language: 'fr',
          groups: [{ group: 'Guides', pages: ['fr/quickstart', 'fr/guides/setup'] }],
        },
        { language: 'es', groups: [{ group: 'Guías', pages: ['es/quickstart', 'es/guides/setup'] }] },
      ],
    },
  });

  it('adds, removes or replaces the locale segment', () => {
    expect(target(f, '/guides/setup', 'language', 'fr')).toEqual(['/fr/guides/setup', 'sibling-path']);
    expect(target(f, '/fr/guides/setup', 'language', 'en')).toEqual(['/guides/setup', 'sibling-path']);
    expect(target(f, '/fr/guides/setup', 'language', 'es')).toEqual(['/es/guides/setup', 'sibling-path']);
  });

  it('falls back to the same group, then the first page, when no locale sibling exists', () => {
    expect(target(f, '/guides/en-only', 'language', 'fr')).toEqual(['/fr/quickstart', 'same-group']);
    expect(target(f, '/guides/en-only', 'language', 'es')).toEqual(['/es/quickstart', 'first-page']);
  });

  it('lets only a locale segment differ', () => {
    const g = fixture({
      navigation: {
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: ['docs/a', 'docs/b'] }] },
          { language: 'de', groups: [{ group: 'G', pages: ['web/b', 'web/a'] }] },
        ],
      },
    });
    expect(target(g, '/docs/a', 'language', 'de')).toEqual(['/web/b', 'same-group']);
  });
});

describe('switchTargets for products', () => {
  it('leads to the same group in the other product, or to its link', () => {
    const f = fixture({
      navigation: {
        products: [
          { product: 'Cloud', groups: [{ group: 'Billing', pages: ['cloud/intro', 'cloud/billing'] }] },
          {
            product: 'Server',
            groups: [
              { group: 'Setup', pages: ['server/intro'] },
              { group: 'Billing', pages: ['server/invoices'] },
            ],
          },
          { product: 'Status', href: 'https://status.example.com' },
        ],
      },
    });
    expect(target(f, '/cloud/billing', 'product', 'Server')).toEqual(['/server/invoices', 'same-group']);
    expect(target(f, '/cloud/billing', 'product', 'Status')).toEqual([
      'https://status.example.com',
      'first-page',
    ]);
  });
});
