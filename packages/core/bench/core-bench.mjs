// pnpm bench:core — median time of docs.json text → validated NavModel (parseDocs) against JSON.parse of the
// same text, for the synthetic corpus (DESIGN §8 target: ≤ 5×). Bundles the parser from source with esbuild
// into a temporary file first, so the numbers are for the code as it is in the checkout. Each side is timed
// in blocks of back-to-back calls (each pays for its own garbage collection, whose share is printed too);
// `node core-bench.mjs 10k` runs only the files whose name contains "10k". Then the median time of
// `splitModel` (shell, scopes and every page's switch targets) on the versions / languages corpora and on the
// real docs.json with the most scopes (crewAI: 4 languages × 35 versions × tabs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = join(here, '../../../../shared/corpus/synthetic');
const realCorpus = join(here, '../../../../shared/corpus/real');
const outDir = mkdtempSync(join(tmpdir(), 'docsnav-bench-'));
const outFile = join(outDir, 'parse.mjs');
await build({
  stdin: {
    contents: `export { parseDocs } from './src/parse/index.ts';
export { splitModel } from './src/split/split-model.ts';`,
    resolveDir: join(here, '..'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outfile: outFile,
  logLevel: 'error',
});
const { parseDocs, splitModel } = await import(pathToFileURL(outFile).href);
rmSync(outDir, { recursive: true, force: true });

const SIZES = ['nav-1k', 'nav-10k', 'nav-50k'];
const VARIANTS = ['', '-versions', '-languages'];
const only = process.argv[2];

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Garbage-collection pauses, as [start, duration] in `performance.now()` milliseconds. */
const pauses = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses.push([e.startTime, e.duration]);
}).observe({ entryTypes: ['gc'] });

/**
 * Milliseconds per call of `fn`, from a block of `reps` back-to-back calls: each side pays for its own
 * garbage (a parse that allocates more also collects more), as in a process that parses repeatedly. The
 * block's time span goes into `spans`, to attribute collection pauses to it afterwards.
 */
function block(fn, reps, spans) {
  const start = performance.now();
  for (let i = 0; i < reps; i++) fn();
  const end = performance.now();
  spans?.push([start, end, reps]);
  return (end - start) / reps;
}

/** Milliseconds of collection pauses per call within the blocks of `spans`. */
async function gcPerCall(spans) {
  await new Promise((resolve) => setTimeout(resolve, 20)); // let the observer deliver the last pauses
  let ms = 0;
  let calls = 0;
  for (const [start, end, reps] of spans) {
    calls += reps;
    for (const [at, duration] of pauses) if (at >= start && at < end) ms += duration;
  }
  return ms / calls;
}

/** Node, page and diagnostic counts of one parse (in a function: the result is gone before timing). The
 *  model is a compact tree: its nodes are counted by walking it (groups, divisions, pages; the root too). */
function counts(text) {
  const { model, diagnostics } = parseDocs(text);
  let nodes = 1;
  let pages = 0;
  const walk = (items) => {
    for (const x of items) {
      nodes++;
      if (typeof x === 'string' || x.page !== undefined) pages++;
      else if (x.group !== undefined) {
        if (x.root !== undefined) [nodes, pages] = [nodes + 1, pages + 1];
        walk(x.pages);
      } else walk(x.items ?? []);
    }
  };
  walk(model.items);
  return { nodes, pages, diagnostics: diagnostics.length };
}

const rows = [];
for (const size of SIZES) {
  for (const variant of VARIANTS) {
    const name = `${size}${variant}`;
    if (only && !name.includes(only)) continue;
    const text = readFileSync(join(corpus, `${name}.json`), 'utf8');
    // Blocks of back-to-back calls, alternating between the two sides; the median block wins.
    const blocks = size === 'nav-50k' ? 15 : size === 'nav-10k' ? 21 : 31;
    const reps = size === 'nav-50k' ? 3 : size === 'nav-10k' ? 10 : 40;
    // The counts of one parse, taken now: no result is kept while timing, or the collections during the
    // JSON.parse blocks would copy the last model and JSON.parse would pay for parseDocs's garbage.
    const { nodes, pages, diagnostics } = counts(text);
    // Warm up both paths so the JIT has compiled them before measuring.
    for (let i = 0; i < 3; i++) {
      block(() => JSON.parse(text), reps);
      block(() => parseDocs(text), reps);
    }
    const jp = [];
    const pd = [];
    const jpSpans = [];
    const pdSpans = [];
    pauses.length = 0;
    for (let i = 0; i < blocks; i++) {
      jp.push(block(() => JSON.parse(text), reps, jpSpans));
      pd.push(
        block(
          () => {
            if (parseDocs(text).diagnostics.length !== diagnostics) throw new Error('unstable parse');
          },
          reps,
          pdSpans,
        ),
      );
    }
    const jpGc = await gcPerCall(jpSpans);
    const pdGc = await gcPerCall(pdSpans);
    const row = {
      file: name,
      bytes: text.length,
      nodes,
      pages,
      diagnostics,
      'JSON.parse ms': +median(jp).toFixed(2),
      'parseDocs ms': +median(pd).toFixed(2),
      ratio: +(median(pd) / median(jp)).toFixed(2),
      'best ratio': +(Math.min(...pd) / Math.min(...jp)).toFixed(2),
      'GC ms/call JSON.parse': +jpGc.toFixed(2),
      'GC ms/call parseDocs': +pdGc.toFixed(2),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(20)} JSON.parse ${row['JSON.parse ms'].toFixed(2).padStart(8)} ms   parseDocs ${row['parseDocs ms'].toFixed(2).padStart(8)} ms   ratio ${row.ratio.toFixed(2)}×   (${pages} pages, ${nodes} nodes; GC ${jpGc.toFixed(2)} / ${pdGc.toFixed(2)} ms per call)`,
    );
  }
}
if (rows.length > 0) console.table(rows);
const large = rows.filter((r) => !r.file.startsWith('nav-1k'));
if (large.length > 0) {
  const worst = Math.max(...large.map((r) => r.ratio));
  console.log(`worst ratio at 10k/50k: ${worst.toFixed(2)}× (target ≤ 5×)`);
}

// splitModel: a few runs per model (a 50k-page split takes a large part of a second); the median is printed,
// with the median CPU time of the process (collector threads included), steadier on a busy machine.
const SPLITS = [
  ...['nav-10k-versions', 'nav-10k-languages', 'nav-50k-versions', 'nav-50k-languages'].map((name) => [
    name,
    join(corpus, `${name}.json`),
  ]),
  ['crewAI (real)', join(realCorpus, 'crewAIInc__crewAI.docs.json')],
];
const splitRows = [];
for (const [name, file] of SPLITS) {
  if (only && !name.includes(only)) continue;
  const { model } = parseDocs(readFileSync(file, 'utf8'));
  const first = splitModel(model); // warm-up, and the counts
  const scopes = first.scopes.size;
  const tables = [...first.scopes.values()].reduce((n, s) => n + (s.switches?.length ?? 0), 0);
  const times = [];
  const cpu = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    splitModel(model);
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  const ms = +median(times).toFixed(1);
  const cpuMs = +median(cpu).toFixed(1);
  splitRows.push({
    model: name,
    scopes,
    'switch tables': tables,
    'splitModel ms': ms,
    'best ms': +Math.min(...times).toFixed(1),
    'CPU ms': cpuMs,
  });
  console.log(
    `splitModel ${name.padEnd(18)} ${ms.toFixed(1).padStart(8)} ms (CPU ${cpuMs.toFixed(1)} ms)   (${scopes} scopes, ${tables} switch tables)`,
  );
}
if (splitRows.length > 0) console.table(splitRows);
