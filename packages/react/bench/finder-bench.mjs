// pnpm bench:finder — the page finder on the synthetic corpus: the size of its lazily loaded index (raw and
// gzip, as JSON) at nav-10k and nav-50k, the time to build the matcher from it, and the time per keystroke
// typing "authentication" one character at a time at nav-50k (median and p95 over the keystrokes of
// several runs, after load). Then the sidebar filter on nav-50k's largest sidebar: the time per keystroke
// (matching with the same matcher, and cutting the sidebar tree down to the matches) typing the same word
// into the box, median and p95. Bundles the sources with esbuild first, so the numbers are for the checkout.
// `node finder-bench.mjs 10k` runs only the files whose name contains "10k".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = (p) => join(here, '../..', p);
const corpus = join(here, '../../../../shared/corpus/synthetic');
const outDir = mkdtempSync(join(tmpdir(), 'docsnav-finder-bench-'));
const outFile = join(outDir, 'finder.mjs');
await build({
  stdin: {
    contents: [
      `export { parseDocs } from ${JSON.stringify(src('core/src/parse/index.ts'))};`,
      `export { createNavIndex } from ${JSON.stringify(src('core/src/index.ts'))};`,
      `export { buildFinderData } from ${JSON.stringify(src('core/src/finder/index.ts'))};`,
      `export { createFinderMatcher } from ${JSON.stringify(src('react/src/finder/matcher.ts'))};`,
      `export { default as uFuzzy } from '@leeoniya/ufuzzy';`,
      `export { sidebarFilterModel } from ${JSON.stringify(src('react/src/hook/sidebar-filter-model.ts'))};`,
      `export { buildSidebar } from ${JSON.stringify(src('react/src/state/sidebar-view.ts'))};`,
    ].join('\n'),
    resolveDir: here,
    loader: 'ts',
  },
  alias: {
    '@docsnav/core/finder': src('core/src/finder/index.ts'),
    '@docsnav/core': src('core/src/index.ts'),
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  outfile: outFile,
  logLevel: 'error',
});
const {
  parseDocs,
  createNavIndex,
  buildFinderData,
  createFinderMatcher,
  uFuzzy,
  sidebarFilterModel,
  buildSidebar,
} = await import(pathToFileURL(outFile).href);
rmSync(outDir, { recursive: true, force: true });

const only = process.argv[2];
const files = ['nav-10k', 'nav-50k', 'nav-10k-versions', 'nav-50k-versions', 'nav-50k-languages'].filter(
  (f) => !only || f.includes(only),
);
const QUERY = 'authentication';
const RUNS = 15;
const WARMUP = 3;
/** The dialog's default limit. */
const LIMIT = 20;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** The keystroke position whose median wall time is the highest: `"au" 4.1 ms`. */
function slowest(byKey) {
  let worst = 0;
  for (let k = 1; k < byKey.length; k++) if (quantile(byKey[k], 0.5) > quantile(byKey[worst], 0.5)) worst = k;
  return `"${QUERY.slice(0, worst + 1)}" ${quantile(byKey[worst], 0.5).toFixed(1)} ms`;
}

console.log(
  `finder index (JSON) and typing "${QUERY}" (${RUNS} runs after ${WARMUP} warm-up runs, one search per keystroke, limit ${LIMIT})`,
);
console.log(
  "wall: elapsed time per keystroke; cpu: this process's CPU time (user + system) per keystroke, which other jobs on a shared machine do not inflate",
);
console.log(
  'file                 pages   docs.json gz   index raw / gzip     build   matcher  wall median / p95 / max   cpu median / p95   slowest key',
);
for (const name of files) {
  const text = readFileSync(join(corpus, `${name}.json`), 'utf8');
  const { model } = parseDocs(text);
  const index = createNavIndex(model);
  let t = performance.now();
  const data = buildFinderData(index);
  const buildMs = performance.now() - t;
  const json = JSON.stringify(data);
  // What a browser does on load: parse the JSON, then build the matcher.
  t = performance.now();
  const matcher = createFinderMatcher(JSON.parse(json), uFuzzy);
  const loadMs = performance.now() - t;
  // The scope the dialog searches by default: the first version and language.
  const scope = { version: matcher.divisions.versions[0], language: matcher.divisions.languages[0] };
  const times = [];
  const cpu = [];
  /** Wall times per keystroke position, over the runs. */
  const byKey = Array.from({ length: QUERY.length }, () => []);
  let found = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    matcher.search('', { scope }); // a fresh dialog: the empty query
    for (let i = 1; i <= QUERY.length; i++) {
      const c = process.cpuUsage();
      const s = performance.now();
      const results = matcher.search(QUERY.slice(0, i), { scope, limit: LIMIT });
      const ms = performance.now() - s;
      const used = process.cpuUsage(c);
      if (run >= WARMUP) {
        times.push(ms);
        cpu.push((used.user + used.system) / 1000);
        byKey[i - 1]?.push(ms);
      }
      found = results.length;
    }
  }
  console.log(
    [
      name.padEnd(18),
      String(data.titles.length).padStart(7),
      kb(gzipSync(text).length).padStart(14),
      `${kb(json.length)} / ${kb(gzipSync(json).length)}`.padStart(20),
      `${buildMs.toFixed(0)} ms`.padStart(8),
      `${loadMs.toFixed(0)} ms`.padStart(8),
      `${quantile(times, 0.5).toFixed(2)} / ${quantile(times, 0.95).toFixed(2)} / ${Math.max(...times).toFixed(2)} ms`.padStart(
        30,
      ),
      `${quantile(cpu, 0.5).toFixed(2)} / ${quantile(cpu, 0.95).toFixed(2)} ms`.padStart(18),
      slowest(byKey).padStart(13),
      `(${found} results)`,
    ].join(' '),
  );
}

// The sidebar filter: nav-50k's largest sidebar (most pages), typing QUERY into the box one character at a time.
if (!only || 'nav-50k'.includes(only)) {
  const { model } = parseDocs(readFileSync(join(corpus, 'nav-50k.json'), 'utf8'));
  const index = createNavIndex(model);
  const countPages = (items) =>
    items.reduce((n, item) => n + (item.type === 'page' ? 1 : countPages(item.children)), 0);
  let largest;
  let largestPages = -1;
  for (let node = 0; node < index.nodes.length; node++) {
    const n = index.nodes[node];
    if (node !== 0 && n?.type !== 'division') continue;
    const view = buildSidebar(index, node, false);
    const pages = countPages(view.items);
    if (pages > largestPages) [largest, largestPages] = [view, pages];
  }
  let t = performance.now();
  const narrow = sidebarFilterModel(largest, index);
  const loadMs = performance.now() - t;
  const times = [];
  let count = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    narrow(''); // a cleared box
    for (let i = 1; i <= QUERY.length; i++) {
      t = performance.now();
      const result = narrow(QUERY.slice(0, i));
      const ms = performance.now() - t;
      if (run >= WARMUP) times.push(ms);
      count = result.count;
    }
  }
  console.log(
    `sidebar filter, nav-50k's largest sidebar (${largest.id}, ${largestPages} pages): index ${loadMs.toFixed(0)} ms; ` +
      `per keystroke typing "${QUERY}" median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, ` +
      `max ${Math.max(...times).toFixed(2)} ms (${count} pages match)`,
  );
}
