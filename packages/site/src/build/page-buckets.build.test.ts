import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from './site-build.js';
import { testFolder } from './test-folder.js';

const _site = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = 450;

/** A docs folder with `PAGES` listed page files (`p/0` … `p/449`, titled "Stub page n"). */
function manyPages(): string {
  const files: Record<string, string> = {};
  const keys = Array.from({ length: PAGES }, (_, i) => `p/${i}`);
  files['docs.json'] = JSON.stringify({
    name: 'Many',
    navigation: { groups: [{ group: 'All', pages: keys }] },
  });
  for (const [i, key] of keys.entries())
    files[`${key}.mdx`] = `---\ntitle: Stub page ${i}\n---\n\nBody ${i}.\n`;
  return testFolder(files);
}

describe('production build with many page files', () => {
  const docs = manyPages();
  const out = testFolder({});
  afterAll(() => {
    rmSync(docs, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('keeps the page-file map out of the entry chunk: one chunk per bucket of about 200 pages', async () => {
    // The build as `pnpm build` runs it (the react-router CLI), in a process of its own.
    const built = buildSite(docs, out, { DOCSNAV_PRERENDER_WORKERS: '2' });
    expect(built.status, built.stderr).toBe(0);
    const client = path.join(out, 'client');
    // The entry and the chunk of what every page loads before hydrating (first-load-chunks.ts).
    const entryFiles = readdirSync(path.join(client, 'assets')).filter((f) =>
      /^(entry\.client|first-load)-.*\.js$/.test(f),
    );
    expect(entryFiles).toHaveLength(2);
    const entry = entryFiles.map((f) => readFileSync(path.join(client, 'assets', f), 'utf8')).join('\n');
    // No page key and no page import in the entry: a page's file is found in its bucket's chunk.
    expect(entry).not.toMatch(/"p\/\d+"/);
    expect((entry.match(/import\(/g) ?? []).length).toBeLessThan(PAGES / 10);
    const chunks = readdirSync(path.join(client, 'assets')).filter((f) => f.endsWith('.js'));
    const holding = chunks.filter((f) =>
      /"p\/449":\s*\(\)\s*=>/.test(readFileSync(path.join(client, 'assets', f), 'utf8')),
    );
    expect(holding).toHaveLength(1);
    const buckets = chunks.filter((f) =>
      /"p\/\d+":\s*\(\)\s*=>/.test(readFileSync(path.join(client, 'assets', f), 'utf8')),
    );
    expect(buckets).toHaveLength(Math.ceil(PAGES / 200));
    // Each bucket is one lazy import of what every page loads.
    for (const bucket of buckets) expect(entry).toContain(bucket);
    // Every page is prerendered: its HTML holds its heading, its body and its current link.
    const last = readFileSync(path.join(client, 'p/449/index.html'), 'utf8');
    expect(last).toContain('<h1>Stub page 449</h1>');
    expect(last).toContain('Body 449.');
    expect(last).toMatch(/aria-current="page"[^>]*href="\/p\/449"/);
    // 450 pages: worker threads prerendered them (prerender-plugin.ts), without the route data files React
    // Router would write (never asked for: the only loader has a clientLoader); React Router did `/` and the
    // fallback document.
    expect(built.stdout).toMatch(/prerendered 450 pages in [\d.]+ s \(2 worker threads\)/);
    for (let i = 0; i < PAGES; i++) {
      const html = readFileSync(path.join(client, `p/${i}/index.html`), 'utf8');
      expect(html, `p/${i}`).toContain(`<h1>Stub page ${i}</h1>`);
      expect(existsSync(path.join(client, `p/${i}.data`)), `p/${i}.data`).toBe(false);
    }
    expect(readFileSync(path.join(client, '__spa-fallback.html'), 'utf8')).toContain(
      'window.__reactRouterContext',
    );
  }, 180_000);
});
