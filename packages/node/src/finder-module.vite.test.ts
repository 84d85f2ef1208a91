/// <reference path="../virtual-docsnav.d.ts" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type FinderData, finderHrefs, finderPage } from '@docsnav/core/finder';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TempDir, tempDir } from './test-support/temp-docs.js';
import { docsnav } from './vite-plugin.js';

let temp: TempDir;
let server: ViteDevServer;

async function finder(): Promise<FinderData> {
  return ((await server.ssrLoadModule('virtual:docsnav-finder')) as { finder: FinderData }).finder;
}
const titles = (data: FinderData) => data.titles.map((_, i) => finderPage(data, i, finderHrefs(data)).title);

beforeAll(async () => {
  temp = tempDir('docsnav-finder-vite-');
  temp.write({
    'docs.json': {
      navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] }] },
    },
    'intro.mdx': '---\ntitle: Introduction\n---\n# Hello',
  });
  server = await createServer({
    root: temp.dir,
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, watch: {} },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [docsnav({ root: temp.dir, printDiagnostics: false })],
  });
  await server.listen();
}, 60_000);

afterAll(async () => {
  await server?.close();
  temp?.remove();
});

describe('virtual:docsnav-finder in the Vite plugin', () => {
  it('serves the finder data of the docs folder, page titles from the frontmatter', async () => {
    const data = await finder();
    expect(titles(data)).toEqual(['Introduction']);
    expect(finderPage(data, 0, finderHrefs(data))).toMatchObject({
      href: '/intro',
      trail: ['Guides', 'Start'],
    });
  });

  it('follows edits of the pages in dev', async () => {
    writeFileSync(path.join(temp.dir, 'intro.mdx'), '---\ntitle: Welcome\n---\n# Hello');
    await vi.waitFor(async () => expect(titles(await finder())).toEqual(['Welcome']), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
