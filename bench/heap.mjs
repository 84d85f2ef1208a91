// pnpm bench:heap: the JS heap a sidebar keeps, docsnav against the hand-written Radix peer of the shared
// browser benchmark, at nav-1k/10k/50k. bench:browser's js_heap_mb is `usedJSHeapSize` 300 ms after mount,
// garbage included (whatever the collector has not reclaimed yet); this also reads it after a full garbage
// collection, 1.5 s after the mount (docsnav's closed groups are filled), the sidebar still mounted: what the
// page keeps. Both numbers include the docs.json the harness fetched (it holds it while the peer is mounted).
// Two references split them up (adapters in bench/, not bench:browser peers): react-only (React, the harness
// and its docs.json: the floor of every React peer) and docsnav-model (docsnav's parse, scope and index, no
// sidebar); and docsnav runs twice, with the default `collapsed` mode and with `unmount`
// (bench/docsnav-unmount: the closed groups' pages left out, as the hand-written peer does). The last line per
// size gives each part over the floor.
// Medians of --runs (3). Usage: pnpm bench:heap [-- --sizes 10k,50k --runs 5]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { option, prepareHarness, repo, run } from './harness-copy.mjs';

const SIZES = option('--sizes', '1k,10k,50k').split(',');
const RUNS = Number(option('--runs', '3'));
const PORT = Number(option('--port', '4181'));
const PEERS = ['react-only', 'docsnav-model', 'docsnav', 'docsnav-unmount', 'react-radix-handwritten'];

const peers = prepareHarness();
const vite = join(peers, 'node_modules/vite/bin/vite.js');
for (const peer of PEERS) run(process.execPath, [vite, 'build'], peers, { ...process.env, BENCH_PEER: peer });
const { pickTargets } = await import(join(peers, '../../corpus/synthetic/nav-walk.mjs'));
const { chromium } = await import(join(repo, 'node_modules/playwright/index.mjs'));
mkdirSync(join(peers, 'dist/corpus'), { recursive: true });
const server = spawn(
  process.execPath,
  [vite, 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    cwd: peers,
    stdio: 'ignore',
  },
);
const round = (x) => Math.round(x * 10) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = `http://127.0.0.1:${PORT}`;
const pageOf = (peer) => `${base}/${peer}/entries/${peer}/${peer}.html`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(pageOf(PEERS[0]))).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    for (const size of SIZES) {
      const file = `nav-${size}.json`;
      const src = join(repo, '../shared/corpus/synthetic', file);
      copyFileSync(src, join(peers, 'dist/corpus', file));
      const initial = pickTargets(JSON.parse(readFileSync(src, 'utf8'))).initial;
      const at = {};
      for (const peer of PEERS) {
        const settled = [];
        const kept = [];
        const links = [];
        for (let r = 0; r < RUNS; r++) {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
          const open = async () => {
            await page.goto(pageOf(peer));
            await page.waitForFunction(() => window.__BENCH__);
          };
          const start = (settleMs) =>
            page.evaluate(
              ([url, path, settle]) =>
                window.__BENCH__.run({ navUrl: url, initialPath: path, settleMs: settle, targets: [] }),
              [`/corpus/${file}`, initial, settleMs],
            );
          // As bench:browser: 300 ms after mount, no collection.
          await open();
          settled.push((await start(300)).js_heap_mb);
          // Again on a fresh page, measured while the harness waits after the mount (it unmounts at the end).
          await open();
          const done = start(4000);
          await page.waitForSelector(`#bench-root a[href="${initial}"]`);
          await page.waitForTimeout(1500);
          const after = await page.evaluate(() => {
            window.gc();
            return {
              mb: performance.memory.usedJSHeapSize / 1048576,
              links: document.querySelectorAll('#bench-root a[href]').length,
            };
          });
          await done;
          kept.push(after.mb);
          links.push(after.links);
          await page.close();
        }
        at[peer] = { js_heap_mb: round(median(settled)), heap_after_gc_mb: round(median(kept)) };
        console.log(JSON.stringify({ peer, size, runs: RUNS, ...at[peer], links: median(links) }));
      }
      // Over the floor (react-only), after a full GC: the model alone, docsnav's sidebar over its model (both
      // modes), and the hand-written peer's whole sidebar (it has no model of its own).
      const afterGc = (peer) => at[peer].heap_after_gc_mb;
      const over = (a, b) => round(afterGc(a) - afterGc(b));
      console.log(
        JSON.stringify({
          size,
          floor_mb: afterGc('react-only'),
          docsnav_model_mb: over('docsnav-model', 'react-only'),
          docsnav_sidebar_mb: over('docsnav', 'docsnav-model'),
          docsnav_sidebar_unmount_mb: over('docsnav-unmount', 'docsnav-model'),
          handwritten_sidebar_mb: over('react-radix-handwritten', 'react-only'),
        }),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
