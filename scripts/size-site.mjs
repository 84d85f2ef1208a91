// pnpm size:site: the JS and JSON the demo site's one-page site loads before it is interactive. Builds the demo
// site (packages/site, `react-router build`, as bench/site-payload.mjs does) on a docs folder holding a
// docs.json with one page and its index.mdx, serves the static files as a static host would
// (scripts/serve-static.mjs), loads `/` in Debian's Chromium until `<html data-hydrated>` and the network is
// idle, and prints the JS+JSON bytes (each response gzipped, level 9, as a server would serve it) fetched
// before hydration, what came after (first-intent parts a browser fetches on its own, if any), the largest
// files, and by the build's source maps (written hidden, for this script only: DOCSNAV_SOURCEMAP=1) the share
// of React DOM, React, React Router, Radix, each folder of the kit, core and the site, and the largest modules.
// Issue 31's target: ≤ 100 KB before interactive. `--json` prints the numbers as one JSON line (the test of
// this script reads it).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildSite, entryChunks, firstPageLoad } from '../bench/site-payload.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { partOf, sourceShares } from './source-map-parts.mjs';

const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1).padStart(6)} KB`;
const asJson = process.argv.includes('--json');

const work = mkdtempSync(join(tmpdir(), 'docsnav-size-site-'));
try {
  const docs = join(work, 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'One', navigation: { pages: ['index'] } }));
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: One\n---\n\nOne page.\n');
  const out = join(work, 'out');
  process.env.DOCSNAV_SOURCEMAP = '1';
  await buildSite(docs, out, '/');
  const client = join(out, 'client');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let files;
  try {
    files = await firstPageLoad(browser, client, '/');
  } finally {
    await browser.close();
  }
  const code = files.filter((f) => f.kind !== 'html');
  const before = code.filter((f) => !f.afterHydration);
  const after = code.filter((f) => f.afterHydration);
  const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
  const preloaded = entryChunks(client, '/');
  // What the bytes before interactive are made of, by source map.
  const modules = new Map();
  for (const f of before) {
    if (f.kind !== 'js') {
      modules.set(f.url, (modules.get(f.url) ?? 0) + f.gzip);
      continue;
    }
    const file = join(client, f.url);
    for (const share of sourceShares(readFileSync(file, 'utf8'), f.gzip, `${file}.map`))
      modules.set(share.source, (modules.get(share.source) ?? 0) + share.gzip);
  }
  const parts = new Map();
  for (const [source, gzip] of modules) parts.set(partOf(source), (parts.get(partOf(source)) ?? 0) + gzip);
  const byPart = Object.fromEntries(
    [...parts].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)]),
  );
  const result = {
    beforeInteractive: sum(before),
    afterInteractive: sum(after),
    files: before.length,
    entryChunk: preloaded.entry,
    modulepreload: preloaded.preloaded,
    html: sum(files.filter((f) => f.kind === 'html')),
    parts: byPart,
    modules: [...modules]
      .sort((a, b) => b[1] - a[1])
      .map(([source, gzip]) => ({ source, gzip: Math.round(gzip) })),
    largest: code.map(({ url, kind, gzip, afterHydration }) => ({ url, kind, gzip, afterHydration })),
  };
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log('demo site, one-page site, first load of / (gzip level 9 per response)');
    console.log(
      `  JS+JSON before interactive ${kb(result.beforeInteractive)} in ${result.files} files  (issue 31 target <= 100 KB)`,
    );
    console.log(`  JS+JSON after hydration    ${kb(result.afterInteractive)} in ${after.length} files`);
    console.log(`  HTML                       ${kb(result.html)}`);
    console.log(
      `  modulepreload in the HTML  ${kb(result.modulepreload)} in ${preloaded.count} links, entry chunk ${kb(result.entryChunk).trim()}`,
    );
    console.log('  largest files:');
    for (const f of code.slice(0, 12))
      console.log(`    ${kb(f.gzip)}  ${f.url}${f.afterHydration ? '  (after hydration)' : ''}`);
    console.log('  before interactive, by source map (gzip shared out per module, an estimate):');
    for (const [part, gzip] of Object.entries(result.parts)) console.log(`    ${kb(gzip)}  ${part}`);
    console.log('  largest modules:');
    for (const m of result.modules.slice(0, 20)) console.log(`    ${kb(m.gzip)}  ${m.source}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
