import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocsRoot } from './docs-root.js';
import { buildSite } from './site-build.js';
import { testFolder } from './test-folder.js';

const _site = fileURLToPath(new URL('../../', import.meta.url));

/** A docs folder still on mint.json: no docs.json, a tab by url prefix, the other pages in no tab. */
function mintFolder(): string {
  return testFolder({
    'mint.json': JSON.stringify({
      name: 'Acme Legacy',
      tabs: [{ name: 'API Reference', url: 'api' }],
      navigation: [
        { group: 'Get started', pages: ['introduction'] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    }),
    'introduction.mdx': '---\ntitle: Introduction\n---\n\nWelcome to Acme.\n',
    'api/users.mdx': '---\ntitle: List users\n---\n\nEvery user.\n',
  });
}

describe('the demo site on a folder with mint.json and no docs.json', () => {
  const docs = mintFolder();
  const out = testFolder({});
  afterAll(() => {
    rmSync(docs, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('accepts the folder', () => {
    expect(resolveDocsRoot({ docs, cwd: '/' })).toEqual({ root: docs });
  });

  it('builds it: every page prerendered under the converted tabs, with the name of mint.json', () => {
    const built = buildSite(docs, out, { DOCSNAV_PRERENDER_WORKERS: '1' });
    expect(built.status, built.stderr).toBe(0);
    const client = path.join(out, 'client');
    const users = readFileSync(path.join(client, 'api/users/index.html'), 'utf8');
    expect(users).toContain('<h1>List users</h1>');
    expect(users).toContain('Every user.');
    expect(users).toMatch(/aria-current="page"[^>]*href="\/api\/users"/);
    expect(users).toContain('API Reference');
    expect(users).toContain('Acme Legacy');
    const intro = readFileSync(path.join(client, 'introduction/index.html'), 'utf8');
    expect(intro).toContain('<h1>Introduction</h1>');
    expect(intro).toContain('Documentation');
  }, 240_000);
});
