import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { testFolder } from './test-folder.js';

const site = fileURLToPath(new URL('../../', import.meta.url));
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
    const kept = { docs: process.env.DOCSNAV_DOCS, out: process.env.DOCSNAV_OUT_DIR };
    process.env.DOCSNAV_DOCS = docs;
    process.env.DOCSNAV_OUT_DIR = out;
    try {
      await build({ configFile: path.join(site, 'vite.config.ts'), root: site, logLevel: 'error' });
    } finally {
      for (const [name, value] of [
        ['DOCSNAV_DOCS', kept.docs],
        ['DOCSNAV_OUT_DIR', kept.out],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const entryFile = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1] ?? '';
    const entry = readFileSync(path.join(out, entryFile), 'utf8');
    // No page key and no page import in the entry: a page's file is found in its bucket's chunk.
    expect(entry).not.toMatch(/"p\/\d+"/);
    expect((entry.match(/import\(/g) ?? []).length).toBeLessThan(PAGES / 10);
    const chunks = readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const holding = chunks.filter((f) =>
      /"p\/449":\s*\(\)\s*=>/.test(readFileSync(path.join(out, 'assets', f), 'utf8')),
    );
    expect(holding).toHaveLength(1);
    const buckets = chunks.filter((f) =>
      /"p\/\d+":\s*\(\)\s*=>/.test(readFileSync(path.join(out, 'assets', f), 'utf8')),
    );
    expect(buckets).toHaveLength(Math.ceil(PAGES / 200));
  }, 180_000);
});
