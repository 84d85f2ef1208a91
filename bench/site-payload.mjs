// The "demo site" section of pnpm bench:payload: builds the demo site (packages/site, React Router framework
// mode: the `react-router build` CLI) on a docs folder holding only a synthetic docs.json (pages
// without files show "missing page"), with DOCSNAV_PRERENDER set to the page it measures (so the build
// prerenders `/` and that page only and stays quick), serves `<out>/client` with scripts/serve-static.mjs as a
// static host would, and loads the page in Debian's Chromium (playwright, scripts/chromium.mjs). Counts the
// HTML, JS and JSON the page loads (each response body gzipped, level 9) minus what a one-page site loads: the
// navigation a first page pays for, now partly server HTML (the prerendered sidebar) and partly JS (the scope
// chunk of its sidebar, loaded before hydrating). Targets of issue 10: ≤ 40 KB gzip at nav-10k, ≤ 100 KB at
// nav-50k. `fullBuild` prerenders every page (about 40 s at nav-10k on 2 cores) for the build time and output size.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const site = fileURLToPath(new URL('../packages/site/', import.meta.url));
const reactRouterCli = join(site, 'node_modules/@react-router/dev/bin.js');
const serveStaticScript = fileURLToPath(new URL('../scripts/serve-static.mjs', import.meta.url));
const FALLBACK = '__spa-fallback.html';
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The last `max` characters of a process's output. */
function tail(chunks, max = 4000) {
  const text = Buffer.concat(chunks).toString('utf8');
  return text.length > max ? `…${text.slice(-max)}` : text;
}

/**
 * Builds the demo site for a docs folder into `outDir` (static files in `<outDir>/client`), prerendering
 * `/` and `prerender` (a path), or every page when `prerender` is undefined. The build as `pnpm build` runs
 * it (the react-router CLI: Vite's builder, then prerendering), in a process of its own (as the site's
 * build test runs it: React Router's build does not run twice in one process). Returns the build time in ms.
 */
export function buildSite(docs, outDir, prerender) {
  // A production build whatever the caller's NODE_ENV (Vitest sets `test`, which gave React's development build).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DOCSNAV_DOCS: docs,
    DOCSNAV_OUT_DIR: outDir,
    INIT_CWD: site,
  };
  if (prerender === undefined) delete env.DOCSNAV_PRERENDER;
  else env.DOCSNAV_PRERENDER = prerender;
  const start = performance.now();
  const child = spawn(process.execPath, [reactRouterCli, 'build'], {
    cwd: site,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => out.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(performance.now() - start);
      else reject(new Error(`react-router build of ${docs} failed (${code ?? signal}):\n${tail(out)}`));
    });
  });
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

/** The prerendered HTML file of a site path in a build's static folder. */
function htmlFile(client, path) {
  return join(client, path.replace(/^\/+|\/+$/g, ''), 'index.html');
}

/**
 * The JS a page's HTML makes the browser fetch before it can hydrate: the entry (`assets/entry.client-*.js`
 * and the `first-load-*.js` chunk every page loads, packages/site/src/build/first-load-chunks.ts), its other
 * static imports and the route modules, i.e. the page's modulepreload links. Returns the entry's and the
 * whole set's gzip size (level 9).
 */
export function entryChunks(client, path) {
  const html = readFileSync(htmlFile(client, path), 'utf8');
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="\/?([^"]+)"/g)].map((m) => m[1]);
  let entry = 0;
  let preloaded = 0;
  for (const href of new Set(hrefs)) {
    const size = gzip(readFileSync(join(client, href)));
    preloaded += size;
    if (/(^|\/)(entry\.client|first-load)-[^/]*\.js$/.test(href)) entry += size;
  }
  return { entry, preloaded, count: hrefs.length };
}

/** A free TCP port on 127.0.0.1 (serve-static takes a port number). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Serves a build's static folder with scripts/serve-static.mjs (fallback HTML for other paths). */
async function serveStatic(client) {
  const port = await freePort();
  const server = spawn(process.execPath, [serveStaticScript, client, String(port), '--fallback', FALLBACK], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('serving')) resolve();
    });
  });
  server.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill();
      }),
  };
}

/** What a response counts as: `html`, `js` or `json` (anything else, CSS and images, is not counted). */
function kindOf(contentType) {
  if (/html/.test(contentType)) return 'html';
  if (/javascript/.test(contentType)) return 'js';
  if (/json/.test(contentType)) return 'json';
  return undefined;
}

/**
 * Serves a build, loads `path` in Chromium until the page has hydrated (`<html data-hydrated>`) and the
 * network is idle, and returns the HTML, JS and JSON responses with their gzip size, largest first, each
 * with `afterHydration` when it was fetched after the page became interactive.
 */
export async function firstPageLoad(browser, client, path) {
  const server = await serveStatic(client);
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    // The document, scripts and fetches only: images (a docs.json logo or favicon the synthetic folders do not
    // have answers 404 with the fallback HTML) are not what a first page pays for in code.
    if (!['document', 'script', 'fetch', 'xhr'].includes(response.request().resourceType())) return;
    const kind = kindOf(response.headers()['content-type'] ?? '');
    if (!kind) return;
    bodies.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          kind,
          status: response.status(),
          gzip: gzip(body),
        }),
        () => ({ url: response.url(), kind, status: response.status(), gzip: 0 }),
      ),
    );
  });
  // When the page became interactive (`data-hydrated` set), for each file: fetched before or after.
  await page.addInitScript(() => {
    // The document, not its `<html>`: an init script runs before the parser has made the element (null here
    // threw, no time was recorded, and every file counted as fetched before hydration).
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      globalThis.__docsnavHydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  try {
    await page.goto(new URL(path.replace(/^\/+/, ''), server.base).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('.site-page-header h1').waitFor();
    const started = await page.evaluate(() => ({
      hydratedAt: globalThis.__docsnavHydratedAt ?? Number.POSITIVE_INFINITY,
      resources: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime]),
    }));
    const startOf = new Map(started.resources);
    const files = (await Promise.all(bodies)).map((f) => ({
      ...f,
      afterHydration: (startOf.get(f.url) ?? 0) > started.hydratedAt,
    }));
    const notOk = files.filter((f) => f.status >= 400);
    if (notOk.length > 0)
      throw new Error(`${path}: ${notOk.map((f) => `${f.url} ${f.status}`).join(', ')} (not prerendered?)`);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await page.close();
    await server.stop();
  }
}

/** Gzip bytes of a page load by kind: `html`, `code` (JS + JSON) and `total`. */
function totals(files) {
  const html = files.filter((f) => f.kind === 'html').reduce((n, f) => n + f.gzip, 0);
  const code = files.filter((f) => f.kind !== 'html').reduce((n, f) => n + f.gzip, 0);
  return { html, code, total: html + code };
}

/** Writes the one-page docs folder and the docs folder of a synthetic file under `work`. */
function docsFolder(work, corpus, name, pageFiles) {
  const docs = join(work, name);
  mkdirSync(docs);
  if (name === 'one') {
    writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'One', navigation: { pages: ['index'] } }));
    if (pageFiles) writeFileSync(join(docs, 'index.mdx'), '---\ntitle: One\n---\n\nOne page.\n');
    return { docs, stubs: pageFiles ? 1 : 0 };
  }
  cpSync(join(corpus, `${name}.json`), join(docs, 'docs.json'));
  const stubs = pageFiles ? writePageStubs(docs, readFileSync(join(docs, 'docs.json'), 'utf8')) : 0;
  return { docs, stubs };
}

/**
 * Builds and measures the demo site for each named synthetic file. `pageOf(name)` gives the path of the
 * page to load (the first page of the largest sidebar: the most a first page can load); the build prerenders
 * it (DOCSNAV_PRERENDER). With `pageFiles`, the folders also hold a stub page file per listed page
 * (`writePageStubs`; the one-page site its `index.mdx`), so the site's page-file map is measured too.
 * Returns the one-page site's bytes and a row per file.
 */
export async function measureSite(corpus, names, pageOf, { pageFiles = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'docsnav-site-payload-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const one = docsFolder(work, corpus, 'one', pageFiles);
    await buildSite(one.docs, join(work, 'one-out'), '/');
    const oneClient = join(work, 'one-out', 'client');
    const baseFiles = await firstPageLoad(browser, oneClient, '/');
    const base = { ...totals(baseFiles), ...entryChunks(oneClient, '/') };
    const rows = [];
    for (const name of names) {
      const { docs, stubs } = docsFolder(work, corpus, name, pageFiles);
      const out = join(work, `${name}-out`);
      const path = pageOf(name);
      const ms = await buildSite(docs, out, path);
      const client = join(out, 'client');
      const files = await firstPageLoad(browser, client, path);
      const sums = totals(files);
      const nav = {
        html: sums.html - base.html,
        code: sums.code - base.code,
        total: sums.total - base.total,
      };
      rows.push({ name, path, ms, ...sums, nav, files, stubs, chunks: entryChunks(client, path) });
      rmSync(out, { recursive: true, force: true });
      rmSync(docs, { recursive: true, force: true });
    }
    return { base, rows };
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Bytes and file count of a folder, and per file extension (`.html`, `.data`, `.js`...). */
function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  const byExt = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath, entry.name)).size;
    bytes += size;
    files++;
    const ext = extname(entry.name) || entry.name;
    const sum = byExt.get(ext) ?? { files: 0, bytes: 0 };
    byExt.set(ext, { files: sum.files + 1, bytes: sum.bytes + size });
  }
  return { bytes, files, byExt: [...byExt].sort((a, b) => b[1].bytes - a[1].bytes) };
}

/**
 * The production build as a site ships it: every page of a synthetic file prerendered (DOCSNAV_PRERENDER
 * unset). Returns the build time, the size of the static folder (`client/`: bytes and files, by extension) and
 * the raw and gzip size of `path`'s HTML. Slow (about 40 s at nav-10k on 2 cores).
 */
export async function fullBuild(corpus, name, path, { pageFiles = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'docsnav-site-full-'));
  try {
    const { docs, stubs } = docsFolder(work, corpus, name, pageFiles);
    const out = join(work, 'out');
    const ms = await buildSite(docs, out, undefined);
    const client = join(out, 'client');
    const file = htmlFile(client, path);
    const html = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return {
      name,
      path,
      ms,
      stubs,
      client: folderSize(client),
      page: { raw: html.length, gzip: html.length > 0 ? gzip(html) : 0 },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
