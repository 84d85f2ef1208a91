import { describe, expect, it } from 'vitest';
import { type PageLoaders, pageFileKey } from './page-module.js';

const loaders: PageLoaders = Object.fromEntries(
  ['index', 'guides/intro', 'guides/index', 'hidden-page', 'docs é/x'].map((k) => [
    k,
    () => Promise.resolve({ default: null }),
  ]),
);

describe('pageFileKey', () => {
  it('finds the file of a navigation page, at its path or its index', () => {
    expect(pageFileKey(loaders, { source: 'guides/intro' }, '/guides/intro')).toBe('guides/intro');
    expect(pageFileKey(loaders, { source: 'guides' }, '/guides')).toBe('guides/index');
  });

  it('has no file for an endpoint page generated from a spec', () => {
    expect(pageFileKey(loaders, { source: 'GET /users' }, '/api-reference/users/list-users')).toBeUndefined();
  });

  it('finds unlisted page files by pathname, ignoring query, hash, slashes, escapes and basePath', () => {
    expect(pageFileKey(loaders, undefined, '/hidden-page/?a=1#x')).toBe('hidden-page');
    expect(pageFileKey(loaders, undefined, '/')).toBe('index');
    expect(pageFileKey(loaders, undefined, '/docs/guides/intro', '/docs')).toBe('guides/intro');
    expect(pageFileKey(loaders, undefined, '/docs%20%C3%A9/x')).toBe('docs é/x');
    expect(pageFileKey(loaders, undefined, '/nothing-here')).toBeUndefined();
    expect(pageFileKey(loaders, undefined, '/__proto__')).toBeUndefined();
  });
});
