/// <reference path="../../virtual-docsnav.d.ts" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as VirtualModel from 'virtual:docsnav/model';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { type TempDir, tempDir } from '../test-support/temp-docs.js';
import { docsnav } from '../vite-plugin.js';

let temp: TempDir;
let server: ViteDevServer;
const printed: string[] = [];

const logger: Logger = {
  hasWarned: false,
  info: (msg) => printed.push(msg),
  warn: (msg) => printed.push(msg),
  warnOnce: (msg) => printed.push(msg),
  error: (msg) => printed.push(msg),
  clearScreen: () => {},
  hasErrorLogged: () => false,
};
const alias = { '@docsnav/core': fileURLToPath(new URL('../../../core/src/index.ts', import.meta.url)) };

/** The labels of the tabs and groups and the page titles of the served model, in order. */
async function served(): Promise<{ labels: string[]; files: string[] }> {
  const mod = (await server.ssrLoadModule('virtual:docsnav/model')) as typeof VirtualModel;
  return {
    labels: nodesOf(mod.model).flatMap((n) =>
      n.type === 'page' ? [n.title] : 'label' in n && n.label ? [n.label] : [],
    ),
    files: mod.diagnostics.map((d) => `${d.file}:${d.line}  ${d.code}`),
  };
}

beforeAll(async () => {
  temp = tempDir('docsnav-vite-mint-');
  temp.write({
    'mint.json': {
      name: 'Acme',
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Start', pages: ['intro', 'missing'] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    },
    'intro.mdx': '---\ntitle: Introduction\n---\n',
    'api/users.mdx': '---\ntitle: Users\n---\n',
  });
  server = await createServer({
    root: temp.dir,
    configFile: false,
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0, strictPort: false, watch: {} },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias },
    plugins: [docsnav({ root: temp.dir })],
  });
  await server.listen();
}, 60_000);

afterAll(async () => {
  await server?.close();
  temp?.remove();
});

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

describe('the Vite plugin on a folder with mint.json and no docs.json', () => {
  it('serves the converted navigation, its diagnostics pointing into mint.json', async () => {
    expect(await served()).toEqual({
      labels: ['Documentation', 'Start', 'Introduction', 'Missing', 'API', 'Endpoints', 'Users'],
      files: ['mint.json:14  missing-page'],
    });
    await waitFor(async () =>
      expect(printed.join('\n')).toMatch(/mint\.json:14:\d+ {2}warning {2}missing-page/),
    );
  });

  it('reloads when mint.json changes, and switches to docs.json once one is added', async () => {
    temp.write({
      'mint.json': { name: 'Acme', navigation: [{ group: 'Renamed', pages: ['intro'] }] },
    });
    await waitFor(async () => expect((await served()).labels).toEqual(['Renamed', 'Introduction']));
    writeFileSync(
      path.join(temp.dir, 'docs.json'),
      JSON.stringify({ navigation: { groups: [{ group: 'From docs.json', pages: ['intro'] }] } }),
    );
    await waitFor(async () => {
      const now = await served();
      expect(now.labels).toEqual(['From docs.json', 'Introduction']);
      expect(now.files).toEqual(['mint.json:1  mint-json-ignored']);
    });
  });
});
