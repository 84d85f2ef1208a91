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

  it('does not count a module a package index only re-exports, unless a first-load module takes its names', () => {
    const modules: Record<
      string,
      { importers: string[]; code?: string; exports?: string[]; importedIds?: string[] }
    > = {
      '/site/entry.client.tsx': { importers: [] },
      '/site/app.tsx': {
        importers: ['/site/entry.client.tsx'],
        code: "import * as docs from 'virtual:docsnav';\nimport { PageFinder } from '@kit/finder';\nimport { nodeHref } from '@kit/core';",
        importedIds: ['\0virtual:docsnav', '/kit/finder.ts', '/core/index.ts', '\0vite/preload-helper.js'],
      },
      '\0virtual:docsnav': {
        importers: ['/site/app.tsx'],
        code: 'export const shell = {};',
        exports: ['shell'],
      },
      // Package indexes: plain re-exports (two levels for core).
      '/kit/finder.ts': {
        importers: ['/site/app.tsx'],
        code: "'use client';\nexport { PageFinder } from './finder/page-finder.js';\nexport { usePageFinder } from './finder/use-page-finder.js';",
      },
      '/core/index.ts': { importers: ['/site/app.tsx'], code: "export * from './query/index.js';" },
      '/core/query/index.ts': {
        importers: ['/core/index.ts'],
        code: "export { nodeHref } from './href.js';\nexport { switchTargets } from './switch.js';",
      },
      '/kit/finder/page-finder.tsx': {
        importers: ['/kit/finder.ts'],
        exports: ['PageFinder'],
        code: 'export function PageFinder() {}',
      },
      // Used only by the lazily loaded finder and the switchers' popup (no first-load module takes them).
      '/kit/finder/use-page-finder.ts': {
        importers: ['/kit/finder.ts', '/kit/finder/loaded-finder.tsx'],
        exports: ['usePageFinder'],
      },
      '/kit/finder/loaded-finder.tsx': { importers: [] },
      '/core/query/href.ts': { importers: ['/core/query/index.ts'], exports: ['nodeHref'] },
      '/core/query/switch.ts': {
        importers: ['/core/query/index.ts', '/kit/switch-popup.tsx'],
        exports: ['switchTargets'],
      },
      '/kit/switch-popup.tsx': { importers: [] },
    };
    const [, firstLoad] = firstLoadChunks().groups;
    const g = {
      getModuleInfo: (id: string) => {
        const m = modules[id];
        return m ? { isEntry: id === '/site/entry.client.tsx', dynamicImporters: [], ...m } : null;
      },
    };
    const chunk = (id: string) => firstLoad.name(id, g);
    expect(chunk('/kit/finder/page-finder.tsx')).toBe('first-load');
    expect(chunk('/core/query/href.ts')).toBe('first-load');
    expect(chunk('/kit/finder/use-page-finder.ts')).toBeNull();
    expect(chunk('/core/query/switch.ts')).toBeNull();
  });
});
