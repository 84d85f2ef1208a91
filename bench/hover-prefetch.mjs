// pnpm bench:prefetch: what hovering a tab costs the page at nav-1k/10k/50k. The docsnav-tabs peer (the kit's
// TabBar above its Sidebar, split model parsed lazily in the browser) is mounted on a page of the first tab;
// once the sidebar has filled, the pointer moves onto the largest other tab, which prefetches that tab's scope (parse,
// new index) without navigating. Prints, per size, the main-thread long tasks (≥ 50 ms, PerformanceObserver)
// in the 1.5 s after the hover, and checks the reader is still on the first page. Then it clicks that tab and
// times the click until the tab's first page is the visible current link of the sidebar (click_after_hover_ms:
// what a reader gets, the pointer being on the tab before the click). On a fresh page it also clicks the tab
// with no hover first (click_cold_ms: a script's click, or a keyboard's Enter on a tab not focused long
// enough; the scope is parsed and indexed after the click, as in bench:browser's cross_tab_nav).
// Medians of --runs (5).
// Usage: pnpm bench:prefetch [-- --sizes 10k,50k --runs 5]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { option, prepareHarness, repo, run } from './harness-copy.mjs';

const SIZES = option('--sizes', '1k,10k,50k').split(',');
const RUNS = Number(option('--runs', '5'));
const PORT = Number(option('--port', '4179'));

const peers = prepareHarness();
run(process.execPath, [join(peers, 'node_modules/vite/bin/vite.js'), 'build'], peers, {
  ...process.env,
  BENCH_PEER: 'docsnav-tabs',
});
const { chromium } = await import(join(repo, 'node_modules/playwright/index.mjs'));
const { readFileSync, mkdirSync, copyFileSync } = await import('node:fs');
mkdirSync(join(peers, 'dist/corpus'), { recursive: true });
const server = spawn(
  process.execPath,
  [
    join(peers, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { cwd: peers, stdio: 'ignore' },
);
const round = (x) => Math.round(x * 10) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/docsnav-tabs/entries/docsnav-tabs/docsnav-tabs.html`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    for (const size of SIZES) {
      const file = `nav-${size}.json`;
      const src = join(repo, '../shared/corpus/synthetic', file);
      copyFileSync(src, join(peers, 'dist/corpus', file));
      const docs = JSON.parse(readFileSync(src, 'utf8'));
      // Hovered: the largest other tab (the most to parse and index).
      const [first, ...rest] = docs.navigation.tabs;
      const other = rest.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
      const initial = firstPage(first);
      const totals = [];
      const longest = [];
      const warm = [];
      const cold = [];
      let stayed = true;
      for (let r = 0; r < RUNS * 2; r++) {
        const mode = r % 2 ? 'cold' : 'hover';
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${base}/docsnav-tabs/entries/docsnav-tabs/docsnav-tabs.html`);
        await page.waitForFunction(() => window.__BENCH__);
        page
          .evaluate(
            ([url, path]) =>
              window.__BENCH__.run({ navUrl: url, initialPath: path, settleMs: 10000, targets: [] }),
            [`/corpus/${file}`, initial],
          )
          .catch(() => {});
        await page.waitForSelector('nav a[aria-current="page"]');
        await page.waitForTimeout(2500); // the closed groups are filled
        if (mode === 'cold') {
          cold.push(await page.evaluate(clickTab, other.tab));
          await page.close();
          continue;
        }
        await page.evaluate(() => {
          window.__long = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__long.push(e.duration);
          }).observe({ type: 'longtask' });
        });
        await page.hover(`.docsnav-tabs >> text="${other.tab}"`);
        await page.waitForTimeout(1500);
        const long = await page.evaluate(() => window.__long);
        const current = await page.$eval('nav a[aria-current="page"]', (a) => a.getAttribute('href'));
        stayed &&= current === initial;
        totals.push(long.reduce((a, b) => a + b, 0));
        longest.push(Math.max(0, ...long));
        warm.push(await page.evaluate(clickTab, other.tab));
        await page.close();
      }
      console.log(
        JSON.stringify({
          size,
          hovered: other.tab,
          runs: RUNS,
          long_tasks_total_ms: Math.round(median(totals)),
          longest_task_ms: Math.round(median(longest)),
          per_run_total_ms: totals.map(Math.round),
          click_after_hover_ms: round(median(warm)),
          click_cold_ms: round(median(cold)),
          still_on_first_page: stayed,
        }),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}

/**
 * In the page: clicks the tab labelled `label` and resolves with the milliseconds until the tab's target (its
 * href) is the current, visible link of the sidebar, checked on every DOM mutation and every frame, as the
 * shared harness checks its steps.
 */
function clickTab(label) {
  const tab = [...document.querySelectorAll('.docsnav-tabs a')].find((a) => a.textContent.trim() === label);
  const href = tab?.getAttribute('href');
  if (!tab || !href) throw new Error(`no tab ${label}`);
  return new Promise((resolve, reject) => {
    let done = false;
    const check = () => {
      if (done) return;
      const a = [...document.querySelectorAll('nav a[aria-current="page"]')].find(
        (x) => x.getAttribute('href') === href && x.checkVisibility(),
      );
      if (!a) return;
      done = true;
      observer.disconnect();
      resolve(performance.now() - t0);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const poll = () => {
      if (done) return;
      check();
      requestAnimationFrame(poll);
    };
    setTimeout(() => done || reject(new Error(`${href} not current after 15 s`)), 15000);
    const t0 = performance.now();
    tab.click();
    requestAnimationFrame(poll);
  });
}

/** The first page of a tab of the synthetic corpus (its first group's first entry, depth first). */
function firstPage(tab) {
  const walk = (entries) => {
    for (const e of entries) {
      if (typeof e === 'string') return `/${e}`;
      const inner = walk(e.pages ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(tab.groups ?? tab.pages ?? []);
}
