/// <reference path="../virtual-docsnav.d.ts" />
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as Virtual from 'virtual:docsnav';
import type * as VirtualDiagnostics from 'virtual:docsnav/diagnostics';
import type * as VirtualModel from 'virtual:docsnav/model';
import { createSplitIndex, type NavShell } from '@docsnav/core';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iconFiles, readFaDrawing } from './icon-files.js';
import { nodesOf } from './test-support/nodes.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';
import { coreAlias, outputFiles } from './test-support/vite.js';
import { docsnav } from './vite-plugin.js';

let temp: TempDir;
let server: ViteDevServer;
const printed: string[] = [];
const reloads: boolean[] = [];

/** A Vite logger that keeps what the dev server would print. */
const logger: Logger = {
  hasWarned: false,
  info: (msg) => printed.push(msg),
  warn: (msg) => printed.push(msg),
  warnOnce: (msg) => printed.push(msg),
  error: (msg) => printed.push(msg),
  clearScreen: () => {},
  hasErrorLogged: () => false,
};

/** `virtual:docsnav` and the diagnostics of `virtual:docsnav/diagnostics`. */
async function virtualModule(): Promise<typeof Virtual & typeof VirtualDiagnostics> {
  const mod = (await server.ssrLoadModule('virtual:docsnav')) as typeof Virtual;
  const { diagnostics } = (await server.ssrLoadModule(
    'virtual:docsnav/diagnostics',
  )) as typeof VirtualDiagnostics;
  return { ...mod, diagnostics };
}

/** Every scope id the shell names, in document order. */
function scopeIds(shell: NavShell): string[] {
  const walk = (items: NavShell['items']): string[] =>
    items.flatMap((d) => [...(d.scope ? [d.scope] : []), ...walk(d.items ?? [])]);
  return [...(shell.scope ? [shell.scope] : []), ...walk(shell.items)];
}

/** The page titles of the whole navigation, from the shell and every scope loaded through `loadScope`. */
async function titles(mod: typeof Virtual): Promise<string[]> {
  const scopes = await Promise.all(scopeIds(mod.shell).map(mod.loadScope));
  return createSplitIndex(mod.shell, scopes).nodes.flatMap((n) => (n.type === 'page' ? [n.title] : []));
}

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

beforeAll(async () => {
  temp = tempDir('docsnav-vite-');
  temp.write({
    'docs.json': {
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'later'] }] },
          { $ref: 'nav/api.json' },
        ],
      },
    },
    'nav/api.json': { tab: 'API', pages: ['api/overview'] },
    'intro.mdx': '---\ntitle: Introduction\n---\n# Hello',
    'api/overview.mdx': '---\ntitle: Overview\n---\n',
  });
  server = await createServer({
    root: temp.dir,
    configFile: false,
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0, strictPort: false, watch: {} },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: coreAlias },
    plugins: [docsnav({ root: temp.dir, onReload: (_result, changed) => reloads.push(changed) })],
  });
  await server.listen();
}, 60_000);

afterAll(async () => {
  await server?.close();
  temp?.remove();
});

describe('virtual:docsnav', () => {
  it('exports the shell and the docs root (the diagnostics in their own module); no page title in the shell', async () => {
    const mod = await virtualModule();
    expect(mod.shell.items.map((d) => d.label)).toEqual(['Guides', 'API']);
    expect(JSON.stringify(mod.shell)).not.toMatch(/Introduction|Overview|later/);
    expect(await titles(mod)).toEqual(['Introduction', 'Later', 'Overview']);
    expect(mod.root).toBe(temp.dir);
    expect(mod.diagnostics).toEqual([
      expect.objectContaining({ code: 'missing-page', file: 'docs.json', line: expect.any(Number) }),
    ]);
  });

  it('loads one scope by id: the groups and pages of that sidebar only', async () => {
    const mod = await virtualModule();
    const [guides, api] = scopeIds(mod.shell);
    const scope = await mod.loadScope(guides ?? '');
    expect(scope.id).toBe(guides);
    expect(JSON.stringify(scope.items)).toContain('Start');
    expect(JSON.stringify(scope.items)).not.toContain('api/overview');
    expect(createSplitIndex(mod.shell, [scope]).nodes.filter((n) => n.type === 'page')).toHaveLength(2);
    expect((await mod.loadScope(api ?? '')).id).toBe(api);
    await expect(mod.loadScope('/t:Nothing')).rejects.toThrow(/no navigation scope/);
  });

  it('resolves the scopes a pathname needs: a page, an unknown page under a section, anything else', async () => {
    const mod = await virtualModule();
    const [guides, api] = scopeIds(mod.shell);
    expect(await mod.resolveScopes('/api/overview?x=1#top')).toEqual([api]);
    expect(await mod.resolveScopes('/intro')).toEqual([guides]);
    expect(await mod.resolveScopes('/api/not-written-yet')).toEqual([api]);
    expect(await mod.resolveScopes('/nowhere')).toEqual([guides]);
  });

  it('serves the whole model as virtual:docsnav/model', async () => {
    const mod = (await server.ssrLoadModule('virtual:docsnav/model')) as typeof VirtualModel;
    expect(mod.root).toBe(temp.dir);
    expect(mod.diagnostics.map((d) => d.code)).toEqual(['missing-page']);
    expect(nodesOf(mod.model).flatMap((n) => (n.type === 'page' ? [n.title] : []))).toEqual([
      'Introduction',
      'Later',
      'Overview',
    ]);
  });

  it('prints the diagnostics in the dev server terminal, compiler style', async () => {
    await waitFor(async () => {
      const text = printed.join('\n');
      expect(text).toMatch(/docs\.json:\d+:\d+ {2}warning {2}missing-page/);
      expect(text).toContain('0 errors, 1 warning, 0 infos');
    });
  });

  it('updates when a page file is created', async () => {
    writeFileSync(path.join(temp.dir, 'later.mdx'), '---\ntitle: Later on\n---\n');
    await waitFor(async () => {
      const mod = await virtualModule();
      expect(await titles(mod)).toEqual(['Introduction', 'Later on', 'Overview']);
      expect(mod.diagnostics).toEqual([]);
    });
    await waitFor(async () => expect(printed.at(-1)).toContain('no problems'));
  });

  it('updates when docs.json changes', async () => {
    temp.write({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['later', 'intro'] }] },
            { $ref: 'nav/api.json' },
          ],
        },
      },
    });
    await waitFor(async () =>
      expect(await titles(await virtualModule())).toEqual(['Later on', 'Introduction', 'Overview']),
    );
  });

  it('updates when a page frontmatter changes', async () => {
    writeFileSync(
      path.join(temp.dir, 'intro.mdx'),
      '---\ntitle: Welcome\nsidebarTitle: Start here\n---\n# Hello',
    );
    await waitFor(async () =>
      expect(await titles(await virtualModule())).toEqual(['Later on', 'Start here', 'Overview']),
    );
  });

  it('does not invalidate the module when only a page body changes', async () => {
    const before = await server.ssrLoadModule('virtual:docsnav');
    const count = reloads.length;
    writeFileSync(
      path.join(temp.dir, 'intro.mdx'),
      '---\ntitle: Welcome\nsidebarTitle: Start here\n---\n# New body',
    );
    await waitFor(async () => expect(reloads.length).toBeGreaterThan(count));
    expect(reloads.slice(count)).toEqual([false]);
    expect(await server.ssrLoadModule('virtual:docsnav')).toBe(before);
  });

  it('updates when a $ref file changes, and reports a broken one', async () => {
    temp.write({ 'nav/api.json': { tab: 'API', pages: ['api/overview', 'later'] } });
    await waitFor(async () =>
      expect(await titles(await virtualModule())).toEqual(['Later on', 'Start here', 'Overview', 'Later on']),
    );
    writeFileSync(path.join(temp.dir, 'nav/api.json'), '{ "tab": "API", ');
    await waitFor(async () => {
      const mod = await virtualModule();
      expect(mod.diagnostics.map((d) => [d.code, d.file])).toContainEqual(['ref-unparsable', 'nav/api.json']);
    });
    await waitFor(async () =>
      expect(printed.join('\n')).toMatch(/nav\/api\.json:1:\d+ {2}error {2}ref-unparsable/),
    );
  });

  it('updates when a page file is deleted', async () => {
    rmSync(path.join(temp.dir, 'later.mdx'));
    await waitFor(async () => {
      const mod = await virtualModule();
      expect(mod.diagnostics.map((d) => d.code)).toContain('missing-page');
    });
  });
});

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

describe('virtual:docsnav-icons', () => {
  const docs = {
    icons: { library: 'lucide' },
    navigation: {
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', icon: 'newspaper' }] },
      tabs: [
        {
          tab: 'Guides',
          icon: { name: 'home', library: 'lucide' },
          groups: [
            {
              group: 'Start',
              icon: 'book-open',
              pages: ['index'],
            },
            { group: 'Other libraries', icon: { name: 'star', library: 'fontawesome' }, pages: ['b'] },
            { group: 'URL', icon: 'https://example.com/i.svg', pages: ['c'] },
            { group: 'Not lucide', icon: 'No Such Icon', pages: ['d'] },
            { group: 'Unknown', icon: 'no-such-lucide-icon-xyz', pages: ['e'] },
          ],
        },
      ],
    },
  };

  it('lists the kebab-case lucide names of pages, groups, divisions, global anchors and navbar links', async () => {
    const { parseDocs } = await import('@docsnav/core/parse');
    const { lucideNames } = await import('./vite-plugin.js');
    const navbar = { links: [{ label: 'Support', href: 'mailto:help@example.com', icon: 'life-buoy' }] };
    expect(lucideNames(parseDocs({ ...docs, navbar }).model)).toEqual([
      'book-open',
      'home',
      'life-buoy',
      'newspaper',
      'no-such-lucide-icon-xyz',
    ]);
  });

  it('builds one chunk per icon the model uses, never the whole set or its name map', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-icons-');
    try {
      dir.write({
        'docs.json': docs,
        'entry.js': "import { icons } from 'virtual:docsnav-icons';\nglobalThis.icons = icons;\n",
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false })],
      });
      const chunks = outputFiles(output);
      const code = (c: (typeof chunks)[number] | undefined) => (c && 'code' in c ? c.code : '');
      const entry = chunks.find((c) => c.fileName.includes('entry'));
      // The table: exactly the three lucide names that exist (`home` is lucide's alias of `house`), and the
      // one icon whose own library is Font Awesome.
      expect(code(entry)).toMatch(/"book-open":.*"fa-regular:star":.*home:.*newspaper:/s);
      expect(code(entry)).not.toContain('no-such-lucide-icon-xyz');
      // One chunk per icon, holding its SVG data; nothing of the other ~1,700 icons or the name map.
      const icons = chunks
        .filter((c) => /\bnode:\[/.test(code(c)))
        .map((c) => c.fileName.replace(/-[\w-]{8}\.js$/, ''));
      // (`star`: the Font Awesome Free icon of the group whose icon says `library: "fontawesome"`.)
      expect(icons.sort()).toEqual(['assets/book-open', 'assets/house', 'assets/newspaper', 'assets/star']);
      expect(chunks.map(code).join('\n')).not.toContain('a-arrow-down');
    } finally {
      dir.remove();
    }
  });

  it('on a Font Awesome site (the default), builds one Free icon module per icon and no lucide code', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-fa-');
    try {
      dir.write({
        'docs.json': {
          navigation: {
            global: { anchors: [{ anchor: 'Code', href: 'https://github.com/x', icon: 'github' }] },
            groups: [
              { group: 'Search', icon: 'magnifying-glass', pages: ['a'] },
              { group: 'Solid', icon: { name: 'star', style: 'solid' }, pages: ['b'] },
              { group: 'Regular', icon: 'star', pages: ['c'] },
              { group: 'Pro only', icon: 'microchip-ai', pages: ['d'] },
            ],
          },
        },
        'entry.js': "import { icons } from 'virtual:docsnav-icons';\nglobalThis.icons = icons;\n",
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false })],
      });
      const chunks = outputFiles(output);
      const code = (c: (typeof chunks)[number] | undefined) => (c && 'code' in c ? c.code : '');
      const entry = code(chunks.find((c) => c.fileName.includes('entry')));
      expect(entry).toMatch(
        /"fa-regular:github".*"fa-regular:magnifying-glass".*"fa-regular:star".*"fa-solid:star"/s,
      );
      expect(entry).not.toContain('microchip-ai');
      // One module per icon: its SVG data and Font Awesome's licence banner (CC BY 4.0 asks for it).
      const icons = chunks.filter((c) => /fill:`currentColor`|fill:"currentColor"/.test(code(c)));
      expect(icons).toHaveLength(4);
      for (const chunk of icons)
        expect(code(chunk)).toMatch(
          /Font Awesome Free .* License - https:\/\/fontawesome\.com\/license\/free/,
        );
      const all = chunks.map(code).join('\n');
      expect(all).not.toContain('lucide');
      // The brand icon comes from the brands family (found by name), not from a solid or regular look-alike.
      const github = icons.find((c) => c.fileName.includes('github'));
      const brand = iconFiles([process.cwd()]).fontawesome('github', 'regular');
      expect(brand?.family).toBe('brands');
      expect(github && code(github)).toContain(readFaDrawing(brand?.file ?? '')?.[2]);
    } finally {
      dir.remove();
    }
  });
});
