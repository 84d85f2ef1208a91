// The "demo site" section of pnpm bench:payload: builds the demo site (packages/site, the split navigation of
// virtual:docsnav) on a docs folder holding only a synthetic docs.json (pages without files show "missing
// page"), previews it on 127.0.0.1 and loads one page in Debian's Chromium (playwright, scripts/chromium.mjs).
// Counts the JS and JSON the page loads (each response body gzipped, level 9), minus what a one-page site
// loads: the navigation a first page pays for. Targets of issue 10: ≤ 40 KB gzip at nav-10k, ≤ 100 KB at
// nav-50k; the nav-10k build ≤ 30 s (printed, not asserted).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

/**
 * Writes a stub page file (`<page>.mdx`, a title and one line) for every page path the navigation of a
 * docs.json text lists (strings in `pages` arrays; OpenAPI operations and URLs are no files). Returns
 * how many it wrote.
 */
export function writePageStubs(docs, text) {
  const pages = new Set();
  const walk = (value, inPages) => {
    if (typeof value === 'string') {
      if (inPages) pages.add(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item, inPages);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, key === 'pages');
  };
  walk(JSON.parse(text), false);
  let written = 0;
  for (const page of pages) {
    if (/^[A-Z]+ /.test(page) || page.includes('://') || page.includes('..')) continue;
    const file = join(docs, `${page.replace(/^\/+/, '')}.mdx`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `---\ntitle: Stub ${page}\n---\n\nStub page for ${page}.\n`);
    written++;
  }
  return written;
}

/** Gzip size (level 9) of the entry chunk of a build (the module script of its index.html). */
export function entryChunk(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!src) return 0;
  return gzipSync(readFileSync(join(outDir, src)), { level: 9 }).length;
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
 * page to load (the first page of the largest sidebar: the most a first page can load). With `pageFiles`,
 * the folders also hold a stub page file per listed page (`writePageStubs`; the one-page site its
 * `index.mdx`), so the site's page-file map is measured too. Returns rows.
 */
export async function measureSite(corpus, names, pageOf, { pageFiles = false } = {}) {
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
    if (pageFiles) writeFileSync(join(oneDocs, 'index.mdx'), '---\ntitle: One\n---\n\nOne page.\n');
    await buildSite(oneDocs, join(work, 'one-out'));
    const baseline = await firstPageLoad(browser, join(work, 'one-out'), '/');
    const baseBytes = baseline.reduce((n, f) => n + f.gzip, 0);
    const baseEntry = entryChunk(join(work, 'one-out'));
    const rows = [];
    for (const name of names) {
      const docs = join(work, name);
      mkdirSync(docs);
      cpSync(join(corpus, `${name}.json`), join(docs, 'docs.json'));
      const stubs = pageFiles ? writePageStubs(docs, readFileSync(join(docs, 'docs.json'), 'utf8')) : 0;
      const out = join(work, `${name}-out`);
      const ms = await buildSite(docs, out);
      const path = pageOf(name);
      const files = await firstPageLoad(browser, out, path);
      const total = files.reduce((n, f) => n + f.gzip, 0);
      const entry = entryChunk(out);
      rows.push({ name, path, ms, total, nav: total - baseBytes, files, stubs, entry });
      rmSync(out, { recursive: true, force: true });
    }
    return { baseBytes, baseEntry, rows };
  } finally {
    await browser.close();
    process.env.DOCSNAV_DOCS = kept.docs;
    process.env.DOCSNAV_OUT_DIR = kept.out;
    if (kept.docs === undefined) delete process.env.DOCSNAV_DOCS;
    if (kept.out === undefined) delete process.env.DOCSNAV_OUT_DIR;
    rmSync(work, { recursive: true, force: true });
  }
}
