import { describe, expect, it } from 'vitest';
import { isPattern, matchRedirect, type Redirect, readRedirects } from './redirect-rules.js';

const rules: Redirect[] = [
  { source: '/permify-overview/getting-started/modeling', destination: '/getting-started/modeling' },
  { source: '/stack/interop/architecture', destination: '/stack/interop/explainer#architecture' },
  { source: '/identity/optimist-profile', destination: 'https://community.example.org/identity/overview' },
  {
    source: '/stack/differences?utm_source=op-docs',
    destination: '/concepts/differences?utm_source=op-docs',
  },
  { source: '/docs/:slug*', destination: '/:slug*' },
  { source: '/api/v1/:resource/:id', destination: '/reference/:resource#:id' },
  { source: '/blog/*', destination: 'https://blog.example.org/*' },
  { source: '/loop', destination: '/loop/' },
  { source: '/articles/concepts-*', destination: '/collections/overview' },
  { source: '/old/article-*', destination: '/new/article-*' },
];

describe('matchRedirect', () => {
  it('leads a path to its destination, with or without a final slash', () => {
    expect(matchRedirect('/permify-overview/getting-started/modeling', rules)).toBe(
      '/getting-started/modeling',
    );
    expect(matchRedirect('/permify-overview/getting-started/modeling/', rules)).toBe(
      '/getting-started/modeling',
    );
  });

  it('keeps the fragment and query of the destination, and leads to external addresses', () => {
    expect(matchRedirect('/stack/interop/architecture', rules)).toBe('/stack/interop/explainer#architecture');
    expect(matchRedirect('/identity/optimist-profile', rules)).toBe(
      'https://community.example.org/identity/overview',
    );
  });

  it('matches the path of a source that has a query', () => {
    expect(matchRedirect('/stack/differences', rules)).toBe('/concepts/differences?utm_source=op-docs');
  });

  it('puts the parameters of the source into the destination', () => {
    expect(matchRedirect('/docs/guides/setup', rules)).toBe('/guides/setup');
    expect(matchRedirect('/docs', rules)).toBe('/');
    expect(matchRedirect('/api/v1/users/42', rules)).toBe('/reference/users#42');
    expect(matchRedirect('/blog/2024/launch', rules)).toBe('https://blog.example.org/2024/launch');
  });

  it('matches a partial wildcard and puts what it took into the destination', () => {
    expect(matchRedirect('/articles/concepts-getting-started', rules)).toBe('/collections/overview');
    expect(matchRedirect('/articles/glossary', rules)).toBeUndefined();
    expect(matchRedirect('/old/article-123', rules)).toBe('/new/article-123');
  });

  it('leaves other paths alone, and never leads a path to itself', () => {
    expect(matchRedirect('/docsx/guides', rules)).toBeUndefined();
    expect(matchRedirect('/api/v1/users', rules)).toBeUndefined();
    expect(matchRedirect('/loop', rules)).toBeUndefined();
  });

  it('takes the first match in docs.json order', () => {
    const two: Redirect[] = [
      { source: '/a/:x', destination: '/first/:x' },
      { source: '/a/b', destination: '/second' },
    ];
    expect(matchRedirect('/a/b', two)).toBe('/first/b');
  });
});

describe('readRedirects', () => {
  it('reads the entries and says where each wrong one is', () => {
    const { redirects, problems } = readRedirects({
      redirects: [
        { source: '/a', destination: '/b' },
        { source: '', destination: '/b' },
        { source: '/c' },
        { source: '/d', destination: 'mailto:x@example.org' },
        'e',
      ],
    });
    expect(redirects).toEqual([{ source: '/a', destination: '/b' }]);
    expect(problems.map((p) => p.pointer)).toEqual([
      '/redirects/1/source',
      '/redirects/2/destination',
      '/redirects/3/destination',
      '/redirects/4/source',
    ]);
  });

  it('takes a path written without its first slash as a site path, as Mintlify does', () => {
    const { redirects, problems } = readRedirects({
      redirects: [{ source: 'guides/configuration', destination: 'guides/config' }],
    });
    expect(problems).toEqual([]);
    expect(matchRedirect('/guides/configuration', redirects)).toBe('/guides/config');
  });

  it('says so when redirects is not a list, and reads nothing from a docs.json without it', () => {
    expect(readRedirects({ redirects: {} }).problems).toEqual([
      { pointer: '/redirects', message: expect.stringContaining('list') },
    ]);
    expect(readRedirects({ name: 'x' })).toEqual({ redirects: [], problems: [] });
  });

  it('tells a single path from a pattern', () => {
    expect(isPattern('/docs/:slug*')).toBe(true);
    expect(isPattern('/blog/*')).toBe(true);
    expect(isPattern('/articles/concepts-*')).toBe(true);
    expect(isPattern('/stack/differences?utm_source=x:y')).toBe(false);
  });
});
