// The "demo site" section of pnpm bench:payload: builds the demo site (packages/site, the split navigation of
// virtual:docsnav) on a docs folder holding only a synthetic docs.json (pages without files show "missing
// page"), previews it on 127.0.0.1 and loads one page in Debian's Chromium (playwright, scripts/chromium.mjs).
// Counts the JS and JSON the page loads (each response body gzipped, level 9), minus what a one-page site
// loads: the navigation a first page pays for. Targets of issue 10: ≤ 40 KB gzip at nav-10k, ≤ 100 KB at
// nav-50k; the nav-10k build ≤ 30 s (printed, not asserted).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const site = fileURLToPath(new URL('../packages/site/', import.meta.url));
const configFile = join(site, 'vite.config.ts');

/** Builds the demo site for a docs folder into `outDir`; returns the build time in ms. */
async function buildSite(docs, outDir) {
  process.env.DOCSNAV_DOCS = docs;
  process.env.DOCSNAV_OUT_DIR = outDir;
  const start = performance.now();
  await build({ configFile, root: site, logLevel: 'error' });
  return performance.now() - start;
}

/** Previews a build, loads `path` in Chromium, and returns the JS+JSON responses with their gzip size. */
export async function firstPageLoad(browser, outDir, path) {
  process.env.DOCSNAV_OUT_DIR = outDir;
  const server = await preview({
    configFile,
    root: site,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const base = server.resolvedUrls?.local[0];
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|json/.test(type)) return;
    bodies.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url: response.url(), gzip: 0 }),
      ),
    );
  });
  try {
    await page.goto(new URL(path.slice(1), base).href, { waitUntil: 'networkidle' });
    await page.locator('.site-page-header h1').waitFor();
    const files = await Promise.all(bodies);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await page.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

/**
 * Builds and measures the demo site for each named synthetic file. `pageOf(name)` gives the path of the
 * page to load (the first page of the largest sidebar: the most a first page can load). Returns rows.
 */
export async function measureSite(corpus, names, pageOf) {
  const work = mkdtempSync(join(tmpdir(), 'docsnav-site-payload-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const kept = { docs: process.env.DOCSNAV_DOCS, out: process.env.DOCSNAV_OUT_DIR };
  try {
    const oneDocs = join(work, 'one');
    mkdirSync(oneDocs);
    writeFileSync(
      join(oneDocs, 'docs.json'),
      JSON.stringify({ name: 'One', navigation: { pages: ['index'] } }),
    );
    await buildSite(oneDocs, join(work, 'one-out'));
    const baseline = await firstPageLoad(browser, join(work, 'one-out'), '/');
    const baseBytes = baseline.reduce((n, f) => n + f.gzip, 0);
    const rows = [];
    for (const name of names) {
      const docs = join(work, name);
      mkdirSync(docs);
      cpSync(join(corpus, `${name}.json`), join(docs, 'docs.json'));
      const out = join(work, `${name}-out`);
      const ms = await buildSite(docs, out);
      const path = pageOf(name);
      const files = await firstPageLoad(browser, out, path);
      const total = files.reduce((n, f) => n + f.gzip, 0);
      rows.push({ name, path, ms, total, nav: total - baseBytes, files });
      rmSync(out, { recursive: true, force: true });
    }
    return { baseBytes, rows };
  } finally {
    await browser.close();
    process.env.DOCSNAV_DOCS = kept.docs;
    process.env.DOCSNAV_OUT_DIR = kept.out;
    if (kept.docs === undefined) delete process.env.DOCSNAV_DOCS;
    if (kept.out === undefined) delete process.env.DOCSNAV_OUT_DIR;
    rmSync(work, { recursive: true, force: true });
  }
}
