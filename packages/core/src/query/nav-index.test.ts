import { describe, expect, it } from 'vitest';
import { firstPage, nodeHref, normalizePathname } from './nav-index.js';
import { fixture } from './test-support/fixture.js';

describe('normalizePathname', () => {
  const { index } = fixture({ navigation: { pages: ['index'] } }, { basePath: '/docs' });

  it('strips the basePath, the query, the hash and a trailing slash', () => {
    expect(normalizePathname(index, '/docs/guides/intro/?tab=1#setup')).toBe('/guides/intro');
    expect(normalizePathname(index, '/docs')).toBe('/');
    expect(normalizePathname(index, '/docs/')).toBe('/');
  });

  it('treats an empty or relative pathname as rooted', () => {
    expect(normalizePathname(index, '')).toBe('/');
    expect(normalizePathname(index, 'docs/a')).toBe('/a');
    expect(normalizePathname(index, '?x')).toBe('/');
  });

  it('keeps a path that only starts like the basePath', () => {
    expect(normalizePathname(index, '/docsx/a')).toBe('/docsx/a');
  });

  it('decodes percent-escapes and collapses repeated slashes', () => {
    expect(normalizePathname(index, '/docs//caf%C3%A9//menu')).toBe('/café/menu');
    expect(normalizePathname(index, '/docs/100%')).toBe('/100%');
  });
});

describe('page hrefs in the index', () => {
  const f = fixture(
    { navigation: { pages: ['index', 'guides/index', 'guides/intro'] } },
    { basePath: '/docs' },
  );

  it('matches `index` pages at their folder, with or without a trailing slash', () => {
    expect(f.label(f.at('/docs').page)).toBe('index');
    expect(f.href(f.at('/docs/guides/').page)).toBe('/docs/guides');
    expect(f.href(f.at('/docs/guides/intro?x=1').page)).toBe('/docs/guides/intro');
  });
});

describe('firstPage and nodeHref', () => {
  const f = fixture(
    {
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            groups: [
              { group: 'Empty', pages: [] },
              { group: 'Hidden first', pages: ['secret', 'elsewhere', 'start'] },
              { group: 'With root', root: 'overview', pages: ['details'] },
              { group: 'Hidden root', root: 'secret', pages: ['after-secret'] },
            ],
          },
          { tab: 'GitHub', href: 'https://github.com/acme' },
          { tab: 'Nothing', groups: [{ group: 'Only hidden', pages: ['secret'] }] },
        ],
      },
    },
    { pages: { secret: { hidden: true }, elsewhere: { url: 'https://example.com/x' } } },
  );

  it('skips hidden pages and url links', () => {
    expect(f.label(firstPage(f.index, f.find('Hidden first')))).toBe('start');
    expect(f.label(firstPage(f.index, f.find('Guides')))).toBe('start');
  });

  it("opens a group's root page first", () => {
    expect(f.label(firstPage(f.index, f.find('With root')))).toBe('overview');
    expect(nodeHref(f.index, f.find('With root'))).toBe('/overview');
  });

  it('skips a hidden root', () => {
    expect(f.label(firstPage(f.index, f.find('Hidden root')))).toBe('after-secret');
  });

  it('returns -1 / undefined for nodes that lead nowhere', () => {
    expect(firstPage(f.index, f.find('Empty'))).toBe(-1);
    expect(nodeHref(f.index, f.find('Empty'))).toBeUndefined();
    expect(firstPage(f.index, f.find('Nothing'))).toBe(-1);
    expect(firstPage(f.index, 10_000)).toBe(-1);
    expect(nodeHref(f.index, -1)).toBeUndefined();
  });

  it('leads a link division to its href and a url page to its url', () => {
    expect(nodeHref(f.index, f.find('GitHub'))).toBe('https://github.com/acme');
    expect(nodeHref(f.index, f.find('elsewhere'))).toBe('https://example.com/x');
    expect(nodeHref(f.index, f.find('start'))).toBe('/start');
  });
});
