// pnpm bench:prefetch: what hovering a tab costs the page at nav-1k/10k/50k. The docsnav-tabs peer (the kit's
// TabBar above its Sidebar, split model parsed lazily in the browser) is mounted on a page of the first tab;
// once the sidebar has filled, the pointer moves onto the largest other tab, which prefetches that tab's scope (parse,
// new index) without navigating. Prints, per size, the main-thread long tasks (≥ 50 ms, PerformanceObserver)
// in the 1.5 s after the hover, and checks the reader is still on the first page. Then it clicks that tab and
// times the click until the tab's first page is the visible current link of the sidebar (click_after_hover_ms:
// what a reader gets, the pointer being on the tab before the click). On a fresh page it also clicks the tab
// with no hover first (click_cold_ms: a script's click, or a keyboard's Enter on a tab not focused long
// enough; the scope is parsed and indexed after the click, as in bench:browser's cross_tab_nav).
// On a touch screen (a page with touch enabled, touches sent as Chromium's input, CDP Input.dispatchTouchEvent)
// it taps the tab on a fresh page: a finger down on the tab (touchstart, pointerdown: the scope is prefetched),
// lifted after --hold ms (80, a quick tap; the click comes at the lift), and times the tap until the tab's
// first page is the visible current link of the sidebar: tap_ms from the lift (what the reader waits after
// the tap), tap_from_touch_ms from the finger's touch.
// Medians of --runs (5).
// Usage: pnpm bench:prefetch [-- --sizes 10k,50k --runs 5]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { option, prepareHarness, repo, run } from './harness-copy.mjs';

const SIZES = option('--sizes', '1k,10k,50k').split(',');
const RUNS = Number(option('--runs', '5'));
const PORT = Number(option('--port', '4179'));
const HOLD = Number(option('--hold', '80'));

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
      const tapLift = [];
      const tapTouch = [];
      let stayed = true;
      for (let r = 0; r < RUNS * 3; r++) {
        const mode = ['hover', 'cold', 'touch'][r % 3];
        const page = await browser.newPage({
          viewport: { width: 1280, height: 800 },
          hasTouch: mode === 'touch',
        });
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
        if (mode === 'touch') {
          const { fromLift, fromTouch } = await tapTab(page, other.tab);
          tapLift.push(fromLift);
          tapTouch.push(fromTouch);
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
          tap_hold_ms: HOLD,
          tap_ms: round(median(tapLift)),
          tap_from_touch_ms: round(median(tapTouch)),
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

/**
 * Taps the tab labelled `label` with a finger (Chromium's touch input: touchStart, then touchEnd --hold ms
 * later; the browser sends the pointer, touch and click events a real tap does) and resolves with the
 * milliseconds from the lift and from the touch until the tab's target is the current, visible link of the
 * sidebar (checked in the page on every DOM mutation and frame).
 */
async function tapTab(page, label) {
  const box = await page.evaluate((text) => {
    const tab = [...document.querySelectorAll('.docsnav-tabs a')].find((a) => a.textContent.trim() === text);
    if (!tab) throw new Error(`no tab ${text}`);
    const href = tab.getAttribute('href');
    const at = {};
    document.addEventListener('touchstart', () => (at.touch ??= performance.now()), { capture: true });
    document.addEventListener('touchend', () => (at.lift ??= performance.now()), { capture: true });
    window.__tap = new Promise((resolve, reject) => {
      let done = false;
      const check = () => {
        if (done || at.lift === undefined) return;
        const a = [...document.querySelectorAll('nav a[aria-current="page"]')].find(
          (x) => x.getAttribute('href') === href && x.checkVisibility(),
        );
        if (!a) return;
        done = true;
        observer.disconnect();
        const now = performance.now();
        resolve({ fromLift: now - at.lift, fromTouch: now - at.touch });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      const poll = () => {
        if (done) return;
        check();
        requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
      setTimeout(() => done || reject(new Error(`${href} not current after 15 s`)), 15000);
    });
    const r = tab.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, label);
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x, y: box.y, radiusX: 4, radiusY: 4, force: 1, id: 1 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((r) => setTimeout(r, HOLD));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const result = await page.evaluate(() => window.__tap);
  await cdp.detach();
  return result;
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
