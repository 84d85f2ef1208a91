import { afterEach, describe, expect, it } from 'vitest';
import { nextDocs } from './next.js';
import { prerenderPaths } from './react-router.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
afterEach(() => temp?.remove());

/** A docs folder: two tabs, a hidden page, an external link, no root page. */
function docsFolder(): string {
  temp = tempDir();
  return temp.write({
    'docs.json': {
      name: 'Test',
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['guides/intro', 'guides/next'] }] },
          { tab: 'API', pages: ['api/one', { group: 'Out', pages: ['api/two'] }] },
        ],
      },
    },
    'guides/intro.mdx': '---\ntitle: Intro\n---\n',
    'guides/next.mdx':
      '---\ntitle: Next steps\ndescription: Where to go\n---\n\n## Install\n\n```sh\n## not a heading\n```\n\n### Install {#again}\n\n## Install\n',
    'guides/hidden.mdx': '---\ntitle: Hidden\n---\n',
    'api/one.mdx': '---\ntitle: One\n---\n',
    'api/two.mdx': '---\ntitle: Two\nurl: https://example.com/two\n---\n',
  });
}

describe('nextDocs (the Next.js adapter, server half)', () => {
  it('lists / and every page as static params', async () => {
    const docs = nextDocs(docsFolder());
    const slugs = (await docs.generateStaticParams()).map((p) => `/${p.slug.join('/')}`).sort();
    expect(slugs).toEqual(['/', '/api/one', '/api/two', '/guides/intro', '/guides/next']);
  });

  it("gives a page its node and its own sidebar's scope only", async () => {
    const docs = nextDocs(docsFolder());
    const { page, scopes, pathname } = await docs.page(['guides', 'next']);
    expect(pathname).toBe('/guides/next');
    expect(page?.title).toBe('Next steps');
    expect(page?.description).toBe('Where to go');
    expect(scopes.map((s) => s.id)).toEqual((await docs.load()).split.scopesFor('/guides/next'));
    expect(scopes).toHaveLength(1);
    expect(JSON.stringify(scopes)).not.toContain('api/one');
  });

  it('gives a page its headings from its file, none to a page without one', async () => {
    const docs = nextDocs(docsFolder());
    const { headings } = await docs.page(['guides', 'next']);
    expect(headings).toEqual([
      { depth: 2, text: 'Install', id: 'install' },
      { depth: 3, text: 'Install', id: 'again' },
      { depth: 2, text: 'Install', id: 'install-1' },
    ]);
    expect((await docs.page(['guides', 'intro'])).headings).toEqual([]);
    expect((await docs.page(['no', 'such'])).headings).toEqual([]);
  });

  it('sends / without a root page to the first page, and an unknown path nowhere', async () => {
    const docs = nextDocs(docsFolder());
    const home = await docs.page(undefined);
    expect(home.page).toBeUndefined();
    expect(home.home).toBe('/guides/intro');
    const unknown = await docs.page(['no', 'such']);
    expect(unknown.page).toBeUndefined();
    expect(unknown.home).toBeUndefined();
    expect(unknown.scopes.length).toBeGreaterThan(0);
  });
});

describe('prerenderPaths (the React Router adapter, server half)', () => {
  it('lists / and every page of the site, external links left out', async () => {
    expect(await prerenderPaths(docsFolder())).toEqual(['/', '/api/one', '/guides/intro', '/guides/next']);
  });
});
