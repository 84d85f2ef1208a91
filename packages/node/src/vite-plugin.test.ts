/// <reference path="../virtual-docsnav.d.ts" />
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as Virtual from 'virtual:docsnav';
import type * as VirtualDiagnostics from 'virtual:docsnav/diagnostics';
import type * as VirtualModel from 'virtual:docsnav/model';
import { createSplitIndex, type NavShell } from '@docsnav/core';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodesOf } from './test-support/nodes.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';
import { coreAlias } from './test-support/vite.js';
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
  it('exports the shell (the diagnostics in their own module); no page title and no path of the build machine in it', async () => {
    const mod = await virtualModule();
    expect(mod.shell.items.map((d) => d.label)).toEqual(['Guides', 'API']);
    expect(JSON.stringify(mod.shell)).not.toMatch(/Introduction|Overview|later/);
    expect(await titles(mod)).toEqual(['Introduction', 'Later', 'Overview']);
    expect(Object.keys(mod)).not.toContain('root');
    expect(JSON.stringify(mod.shell)).not.toContain(temp.dir);
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
    expect(JSON.stringify(mod)).not.toContain(temp.dir);
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
