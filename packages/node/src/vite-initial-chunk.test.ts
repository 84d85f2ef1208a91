import { describe, expect, it } from 'vitest';
import { tempDir } from './test-support/temp-docs.js';
import { coreAlias, outputFiles } from './test-support/vite.js';
import { entryCount, hasModuleTags, INITIAL_GROUP, initialChunkOutput } from './vite-initial-chunk.js';
import { docsnav } from './vite-plugin.js';

describe('initialChunkOutput', () => {
  const group = { groups: [{ name: INITIAL_GROUP, tags: ['$initial'] }] };

  it('keeps a single-entry browser build’s static imports in its entry chunk', () => {
    expect(initialChunkOutput({ format: 'es' }, undefined, true, '1.2.19')).toEqual({
      format: 'es',
      codeSplitting: group,
    });
    expect(initialChunkOutput({ format: 'es' }, '/app/index.html', true, '1.1.0')?.codeSplitting).toEqual(
      group,
    );
  });

  it('leaves the host’s own chunking, several entries, server and library builds and Rollup alone', () => {
    expect(initialChunkOutput({ codeSplitting: false }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({ codeSplitting: { groups: [] } }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({ advancedChunks: {} }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({ manualChunks: () => undefined }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({ inlineDynamicImports: true }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({ format: 'cjs' }, undefined, true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({}, ['a.html', 'b.html'], true, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({}, undefined, false, '1.2.19')).toBeUndefined();
    expect(initialChunkOutput({}, undefined, true, undefined)).toBeUndefined();
    expect(initialChunkOutput({}, undefined, true, '1.0.0-rc.3')).toBeUndefined();
  });

  it('counts entries and reads Rolldown versions', () => {
    expect([
      entryCount(undefined),
      entryCount('a.js'),
      entryCount(['a', 'b']),
      entryCount({ a: 'a' }),
    ]).toEqual([1, 1, 2, 1]);
    expect(['1.1.0', '1.2.19', '2.0.0-beta.1', '1.0.9', '0.15.0', 'x'].map(hasModuleTags)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('docsnav() in vite build: the output options Rolldown gets', () => {
  // The group itself is Rolldown's (its effect on the example's first page: `pnpm size:host`); what is
  // tested here is that the plugin hands it over, and only where it should.
  const files = {
    'docs.json': { navigation: { pages: ['index'] } },
    'index.mdx': '---\ntitle: Home\n---\n',
    'index.html':
      '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>\n',
    'main.js':
      "import { shell } from 'virtual:docsnav';\nglobalThis.shell = shell;\ndocument.addEventListener('click', () => import('./lazy.js'));\n",
    'lazy.js':
      "import { shell } from 'virtual:docsnav';\nexport const lazy = shell.version + ' lazy module';\n",
  };

  /** Builds the files with `build` options; the code splitting the plugins after docsnav() see. */
  async function splittingOf(build: Record<string, unknown> = {}) {
    const vite = await import('vite');
    const dir = tempDir('docsnav-vite-initial-');
    const seen: unknown[] = [];
    try {
      dir.write(files);
      const output = await vite.build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        build: { write: false, ...build },
        plugins: [
          docsnav({ root: dir.dir, printDiagnostics: false, brandAssets: false }),
          {
            name: 'record-output',
            outputOptions(output) {
              seen.push(output.codeSplitting);
              return null;
            },
          },
        ],
      });
      const chunks = outputFiles(output).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      return { seen, chunks };
    } finally {
      dir.remove();
    }
  }

  it('asks for the entry’s static imports in the entry chunk; the lazy module stays lazy', async () => {
    const { seen, chunks } = await splittingOf();
    expect(seen).toEqual([{ groups: [{ name: INITIAL_GROUP, tags: ['$initial'] }] }]);
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.imports).toEqual([]);
    expect(entry?.code).not.toContain('lazy module');
    expect(chunks.some((c) => !c.isEntry && c.code.includes('lazy module'))).toBe(true);
  });

  it('leaves a host’s own code splitting and a server build alone', async () => {
    const mine = { groups: [{ name: 'mine', test: /lazy\.js/ }] };
    expect((await splittingOf({ rolldownOptions: { output: { codeSplitting: mine } } })).seen).toEqual([
      mine,
    ]);
    expect((await splittingOf({ ssr: 'main.js' })).seen).toEqual([undefined]);
  });
});
