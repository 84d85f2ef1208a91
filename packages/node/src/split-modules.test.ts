import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNavIndex, type NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { splitModel } from '@docsnav/core/split';
import { describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { PAGES_PER_BUCKET, splitData } from './split-modules.js';
import { splitRuntimeFile } from './split-runtime-file.js';
import { CORPUS } from './test-support/corpus.js';

// The runtime as the generated module imports it: by the file path the Vite plugin finds.
const { routeBucket, splitLoaders } = (await import(
  splitRuntimeFile()
)) as typeof import('../../core/src/split/runtime.js');

/** The loaders as the generated module builds them, over the plain data (no bundler), counting loads. */
function loadersOf(model: NavModel) {
  const data = splitData(model);
  const loads = { scopes: 0, buckets: 0 };
  const loaders = splitLoaders({
    shell: data.shell,
    ids: data.ids,
    fallback: data.fallback,
    scopes: data.ids.map((id) => async () => {
      loads.scopes++;
      return { scope: data.scopes.get(id) };
    }),
    routes: data.buckets.map((routes) => async () => {
      loads.buckets++;
      return { routes };
    }),
  });
  return { data, loaders, loads };
}

/** Pathnames that are no page: under each page's folder, beside it, and outside everything. */
function unknownPaths(model: NavModel): string[] {
  const out = ['/', '/no-such-page', '/no/such/folder/page', '/%zz'];
  let i = 0;
  for (const path of createNavIndex(model).pages.keys()) {
    if (i++ % 7 !== 0) continue;
    out.push(`${path}/deeper/still`, `${path.slice(0, path.lastIndexOf('/'))}/not-a-page`);
  }
  return out;
}

async function expectSameAsScopesFor(model: NavModel) {
  const { scopesFor } = splitModel(model);
  const { loaders } = loadersOf(model);
  const paths = [...createNavIndex(model).pages.keys()];
  for (const path of [...paths, ...unknownPaths(model)]) {
    expect([path, await loaders.resolveScopes(path)]).toEqual([path, scopesFor(path)]);
  }
}

const synthetic = (name: string) => parseDocs(readFileSync(`${CORPUS}synthetic/${name}.json`, 'utf8')).model;

describe('split route map (virtual:docsnav resolveScopes)', () => {
  it('gives every page and unknown pathname of the example docs the scopes scopesFor gives', async () => {
    const docs = fileURLToPath(new URL('../../site/docs/', import.meta.url));
    const { model } = await loadDocs(docs);
    await expectSameAsScopesFor(model);
  });

  it('does the same on synthetic navigations with versions and languages (hidden pages, fallbacks)', async () => {
    await expectSameAsScopesFor(synthetic('nav-1k-versions'));
    await expectSameAsScopesFor(synthetic('nav-1k-languages'));
  });

  it('ignores query, hash, trailing slash and the basePath, as locate does', async () => {
    const { model } = parseDocs({
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['intro'] },
          { tab: 'API', pages: ['api/users/list', 'api/users/get'] },
        ],
      },
    });
    model.settings.basePath = '/docs';
    const { loaders, data } = loadersOf(model);
    const api = data.ids[1];
    expect(await loaders.resolveScopes('/docs/api/users/get/?tab=1#x')).toEqual([api]);
    expect(await loaders.resolveScopes('/docs/api/users/nothing')).toEqual([api]);
    expect(await loaders.resolveScopes('/docs/intro')).toEqual([data.ids[0]]);
  });

  it('fills buckets of about 200 pathnames and loads a single one for a page', async () => {
    const model = synthetic('nav-10k');
    const { data, loaders, loads } = loadersOf(model);
    const sizes = data.buckets.map((b) => Object.keys(b).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(createNavIndex(model).pages.size);
    expect(data.buckets.length).toBe(Math.ceil(total / PAGES_PER_BUCKET));
    expect(Math.max(...sizes)).toBeLessThan(PAGES_PER_BUCKET * 1.5);
    const page = [...createNavIndex(model).pages.keys()][5000] ?? '';
    expect(await loaders.resolveScopes(page)).toHaveLength(1);
    expect(loads).toEqual({ scopes: 0, buckets: 1 });
  });

  it('loads a scope once by id and rejects an unknown id', async () => {
    const { data, loaders, loads } = loadersOf(synthetic('nav-1k'));
    const id = data.ids[2] ?? '';
    const [a, b] = await Promise.all([loaders.loadScope(id), loaders.loadScope(id)]);
    expect(a).toBe(data.scopes.get(id));
    expect(b).toBe(a);
    expect(loads.scopes).toBe(1);
    await expect(loaders.loadScope('/t:No such tab')).rejects.toThrow(/no navigation scope/);
  });

  it('hashes a pathname to a stable bucket', () => {
    expect(routeBucket('/guides/intro', 50)).toBe(routeBucket('/guides/intro', 50));
    expect(routeBucket('', 7)).toBe(0x811c9dc5 % 7);
    const spread = new Set(Array.from({ length: 500 }, (_, i) => routeBucket(`/p/${i}`, 10)));
    expect(spread.size).toBe(10);
  });
});
