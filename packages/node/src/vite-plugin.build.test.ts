import path from 'node:path';
import type { Logger } from 'vite';
import { describe, expect, it } from 'vitest';
import { tempDir } from './test-support/temp-docs.js';
import { coreAlias, outputFiles } from './test-support/vite.js';
import { docsnav } from './vite-plugin.js';

// What `vite build` makes of the docs: the model, the split chunks, the terminal's report.

/** A Vite logger that drops what it is given. */
const logger: Logger = {
  hasWarned: false,
  info: () => {},
  warn: () => {},
  warnOnce: () => {},
  error: () => {},
  clearScreen: () => {},
  hasErrorLogged: () => false,
};

describe('docsnav() in vite build', () => {
  it('bundles the whole model of virtual:docsnav/model into the output', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-build-');
    try {
      dir.write({
        'docs.json': { navigation: { pages: ['index'] } },
        'index.mdx': '---\ntitle: Built title\n---\n',
        'entry.js':
          "import { createNavIndex } from '@docsnav/core';\nimport { model, diagnostics } from 'virtual:docsnav/model';\nexport const titles = createNavIndex(model).nodes.filter((n) => n.type === 'page').map((n) => n.title);\nexport const count = diagnostics.length;\n",
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        build: { ssr: 'entry.js', write: false },
        plugins: [docsnav({ root: dir.dir })],
      });
      const chunks = outputFiles(output);
      const code = chunks.map((c) => ('code' in c ? c.code : '')).join('\n');
      expect(code).toContain('Built title');
    } finally {
      dir.remove();
    }
  });

  it('emits one chunk per scope and small route buckets; the entry holds the shell, never a scope', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-split-');
    // Three tabs of 300 pages: 900 pathnames (5 buckets of ~200), each title written once in a page file.
    const tab = (name: string) => ({
      tab: name,
      groups: [{ group: `${name} pages`, pages: Array.from({ length: 300 }, (_, i) => `${name}/p${i}`) }],
    });
    try {
      dir.write({
        'docs.json': { navigation: { tabs: [tab('alpha'), tab('beta'), tab('gamma')] } },
        'beta/p7.mdx': '---\ntitle: Seventh beta page title\n---\n',
        'entry.js': [
          "import { shell, loadScope, resolveScopes } from 'virtual:docsnav';",
          'globalThis.nav = { shell, loadScope, resolveScopes };',
          '',
        ].join('\n'),
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false })],
      });
      const chunks = outputFiles(output).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const holding = (kind: string) =>
        chunks.filter((c) => c.moduleIds.some((id) => id.includes(`virtual:docsnav/${kind}/`)));
      const entry = chunks.find((c) => c.isEntry);
      const scopes = holding('scope');
      const buckets = holding('routes');
      expect(entry?.code).toContain('alpha');
      expect(entry?.code).not.toContain('Seventh beta page title');
      expect(entry?.code).not.toContain('beta/p7');
      // One chunk per scope, each holding that scope's module alone; the title is in the beta scope only.
      expect(scopes).toHaveLength(3);
      for (const c of scopes) expect(c.moduleIds).toHaveLength(1);
      expect(scopes.filter((c) => c.code.includes('Seventh beta page title'))).toHaveLength(1);
      // 900 pages (and 2 section prefixes) in buckets of about 200.
      expect(buckets).toHaveLength(5);
      expect(buckets.filter((c) => c.code.includes('"/beta/p7"'))).toHaveLength(1);
      for (const c of buckets) expect(c.code.length).toBeLessThan(20_000);
      // Every chunk file name carries a content hash.
      for (const c of [...scopes, ...buckets]) expect(c.fileName).toMatch(/-[\w-]{8}\.js$/);
    } finally {
      dir.remove();
    }
  });
});

describe('docsnav() terminal output', () => {
  it('prints the first 30 problems in full and counts the others (a folder without its page files)', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-many-');
    const lines: string[] = [];
    try {
      dir.write({
        'docs.json': { navigation: { pages: Array.from({ length: 100 }, (_, i) => `p${i}`) } },
        'entry.js': "import { shell } from 'virtual:docsnav';\nglobalThis.shell = shell;\n",
      });
      await build({
        root: dir.dir,
        configFile: false,
        customLogger: { ...logger, info: (msg) => lines.push(msg) },
        resolve: { alias: coreAlias },
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir })],
      });
      const text = lines.find((l) => l.startsWith('docsnav:')) ?? '';
      expect(text.match(/ {2}warning {2}missing-page/g)).toHaveLength(30);
      expect(text).toContain('... and 70 more (70 × warning missing-page)');
      expect(text).toContain('0 errors, 100 warnings, 0 infos');
    } finally {
      dir.remove();
    }
  });
});
