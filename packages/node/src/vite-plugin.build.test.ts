import { createBuilder } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { loadDocs } from './load-docs.js';
import { tempDir } from './test-support/temp-docs.js';
import { coreAlias } from './test-support/vite.js';
import { type DocsnavPluginApi, docsnav } from './vite-plugin.js';

// Counts the loads of the docs folder (the plugin's only expensive step: docs.json, every page file, specs).
vi.mock('./load-docs.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./load-docs.js')>();
  return { ...actual, loadDocs: vi.fn(actual.loadDocs) };
});

describe('docsnav() in a build of several environments', () => {
  it('loads the docs folder once for the client and the server build (a framework build runs both)', async () => {
    const dir = tempDir('docsnav-vite-envs-');
    try {
      dir.write({
        'docs.json': {
          navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] }] },
        },
        'intro.mdx': '---\ntitle: Introduction\n---\n',
        'entry.js': "import { shell } from 'virtual:docsnav';\nglobalThis.shell = shell;\n",
      });
      const entry = `${dir.dir}/entry.js`;
      const plugin = docsnav({ root: dir.dir, printDiagnostics: false });
      const builder = await createBuilder({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        plugins: [plugin],
        environments: {
          client: { build: { write: false, rollupOptions: { input: entry } } },
          ssr: { build: { write: false, ssr: entry } },
        },
      });
      const outputs = [];
      for (const environment of Object.values(builder.environments))
        outputs.push(await builder.build(environment));
      expect(outputs).toHaveLength(2);
      expect(JSON.stringify(outputs)).toContain('Guides');
      expect(vi.mocked(loadDocs)).toHaveBeenCalledTimes(1);
      // Another plugin of the build (the demo site's prerender) reads the same load through `api`.
      const api = plugin.api as DocsnavPluginApi;
      const index = await api.index();
      expect(index.nodes.filter((n) => n.type === 'page').map((n) => [n.href, n.title])).toEqual([
        ['/intro', 'Introduction'],
      ]);
      expect(await api.index()).toBe(index);
      expect(vi.mocked(loadDocs)).toHaveBeenCalledTimes(1);
    } finally {
      dir.remove();
    }
  });
});
