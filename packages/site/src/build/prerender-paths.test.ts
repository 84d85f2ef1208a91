import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createNavIndex } from '../../../core/src/index.js';
import { parseDocs } from '../../../core/src/parse/index.js';
import { prerenderPaths } from './prerender-paths.js';
import { testFolder } from './test-folder.js';

describe('prerenderPaths', () => {
  const docs = testFolder({
    'docs.json': JSON.stringify({
      name: 'Paths',
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'guides/setup', 'guides/index'] }] },
          { tab: 'Blog', href: 'https://example.com/blog' },
        ],
      },
      redirects: [
        { source: '/old/intro/', destination: '/intro' },
        { source: '/docs/:slug*', destination: '/:slug*' },
        { source: '/intro', destination: '/guides' },
      ],
    }),
    'intro.mdx': '# Intro',
    'guides/setup.mdx': '# Setup',
    'guides/index.mdx': '# Guides',
    'hidden/unlisted.mdx': '# Not in the navigation',
    'index.mdx': '# Home',
  });
  const kept = { docs: process.env.DOCSNAV_DOCS, only: process.env.DOCSNAV_PRERENDER };
  afterEach(() => {
    for (const [name, value] of [
      ['DOCSNAV_DOCS', kept.docs],
      ['DOCSNAV_PRERENDER', kept.only],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });
  afterAll(() => rmSync(docs, { recursive: true, force: true }));

  it('lists `/`, every page of the navigation and every page file, each once, no external link', async () => {
    process.env.DOCSNAV_DOCS = docs;
    delete process.env.DOCSNAV_PRERENDER;
    // And the single source path of a redirect (a page that leads on), not a pattern's.
    expect(await prerenderPaths()).toEqual([
      '/',
      '/guides',
      '/guides/setup',
      '/hidden/unlisted',
      '/intro',
      '/old/intro',
    ]);
  });

  it('lists the pages of the index the build already loaded, without parsing the navigation again', async () => {
    process.env.DOCSNAV_DOCS = docs;
    delete process.env.DOCSNAV_PRERENDER;
    // As the docsnav plugin's `api.index()` gives it: here another navigation, to tell the two apart.
    const { model } = parseDocs({
      navigation: { groups: [{ group: 'Loaded', pages: ['loaded/page', 'guides/setup'] }] },
    });
    expect(await prerenderPaths(createNavIndex(model))).toEqual([
      '/',
      '/guides',
      '/guides/setup',
      '/hidden/unlisted',
      '/intro',
      '/loaded/page',
      '/old/intro',
    ]);
  });

  it('DOCSNAV_PRERENDER=<paths> prerenders `/` and those paths only', async () => {
    process.env.DOCSNAV_DOCS = docs;
    process.env.DOCSNAV_PRERENDER = '/intro, /guides/setup/ ,not-a-path';
    expect(await prerenderPaths()).toEqual(['/', '/guides/setup', '/intro']);
  });
});
