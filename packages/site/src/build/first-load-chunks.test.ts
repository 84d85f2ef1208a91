import { describe, expect, it } from 'vitest';
import { FRAMEWORK, firstLoadChunks } from './first-load-chunks.js';

/** A module graph: each module's static importers; `entries` are the build's entries, `lazy` the modules
 *  some code imports with import(). */
function graph(importers: Record<string, string[]>, entries: string[], lazy: string[]) {
  return {
    getModuleInfo: (id: string) =>
      id in importers
        ? {
            isEntry: entries.includes(id),
            importers: importers[id] ?? [],
            dynamicImporters: lazy.includes(id) ? ['/somewhere.tsx'] : [],
          }
        : null,
  };
}

/** The chunk each module goes to (`null`: left to the bundler). */
function chunkOf(importers: Record<string, string[]>, entries: string[], lazy: string[] = []) {
  const [, firstLoad] = firstLoadChunks().groups;
  const g = graph(importers, entries, lazy);
  return Object.fromEntries(
    Object.keys(importers).map((id) => [id, FRAMEWORK.test(id) ? 'framework' : firstLoad.name(id, g)]),
  );
}

describe('firstLoadChunks', () => {
  it('puts what an entry reaches by static imports in first-load, React in framework, the rest nowhere', () => {
    const chunks = chunkOf(
      {
        '/site/entry.client.tsx': [],
        '/site/app.tsx': ['/site/entry.client.tsx'],
        '/kit/sidebar.tsx': ['/site/app.tsx', '/kit/menu-popup.tsx'],
        // Imported with import() only (no static importer): the menus' popup and what only it imports.
        '/kit/menu-popup.tsx': [],
        // Imported with import(), and re-exported by a package index the entry imports.
        '/kit/drawer.tsx': ['/kit/index.ts'],
        '/kit/index.ts': ['/site/app.tsx'],
        '/node_modules/@radix-ui/react-menu/dist/index.mjs': ['/kit/menu-popup.tsx'],
        '/node_modules/react-dom/cjs/react-dom-client.production.js': ['/site/entry.client.tsx'],
        // A cycle that no entry reaches.
        '/page/a.mdx': ['/page/b.mdx'],
        '/page/b.mdx': ['/page/a.mdx'],
      },
      ['/site/entry.client.tsx'],
      ['/kit/menu-popup.tsx', '/kit/drawer.tsx'],
    );
    expect(chunks).toEqual({
      '/site/entry.client.tsx': null,
      '/site/app.tsx': 'first-load',
      '/kit/sidebar.tsx': 'first-load',
      '/kit/menu-popup.tsx': null,
      '/kit/drawer.tsx': null,
      '/kit/index.ts': 'first-load',
      '/node_modules/@radix-ui/react-menu/dist/index.mjs': null,
      '/node_modules/react-dom/cjs/react-dom-client.production.js': 'framework',
      '/page/a.mdx': null,
      '/page/b.mdx': null,
    });
  });

  it('follows a long chain of importers to the entry', () => {
    const importers: Record<string, string[]> = { '/m0': [] };
    for (let i = 1; i < 5000; i++) importers[`/m${i}`] = [`/m${i - 1}`];
    const chunks = chunkOf(importers, ['/m0']);
    expect(chunks['/m4999']).toBe('first-load');
    expect(chunks['/m0']).toBeNull();
  });
});
