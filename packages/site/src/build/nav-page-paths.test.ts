import { describe, expect, it } from 'vitest';
import { createNavIndex } from '../../../core/src/index.js';
import { parseDocs } from '../../../core/src/parse/index.js';
import { navPagePaths } from './nav-page-paths.js';

describe('navPagePaths', () => {
  it('lists every page of the navigation, hidden ones too, but frontmatter `url` links, under basePath', () => {
    const { model } = parseDocs(
      {
        navigation: {
          groups: [
            { group: 'Start', pages: ['index', 'guides/setup', 'guides/index', 'old', 'out', 'a%20b'] },
          ],
        },
      },
      { basePath: '/docs', pages: { old: { hidden: true }, out: { url: 'https://example.com/out' } } },
    );
    expect([...navPagePaths(createNavIndex(model))]).toEqual([
      '/docs',
      '/docs/guides/setup',
      '/docs/guides',
      '/docs/old',
      '/docs/a%20b',
    ]);
  });
});
