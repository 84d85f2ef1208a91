#!/usr/bin/env node
// Benchmark of loadDocs (built package): the corpus sites, and synthetic navigations with a page file per
// page. Prints numbers only; nothing here passes or fails.
// Usage: pnpm build && node packages/node/bench/load-bench.mjs [--50k]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanReferences } from '@docsnav/core/parse';
import { loadDocs } from '../dist/index.js';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const RUNS = 5;

async function time(fn) {
  const samples = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], min: samples[0], result };
}

function row(name, { median, min, result }, extra = '') {
  const pages = result.model.nodes.filter((n) => n.type === 'page').length;
  console.log(
    `${name.padEnd(40)} ${median.toFixed(1).padStart(9)} ms ${min.toFixed(1).padStart(9)} ms ${String(pages).padStart(7)} ${String(result.files.length).padStart(7)} ${String(result.diagnostics.length).padStart(6)} ${extra}`,
  );
}

console.log(
  `${'docs folder'.padEnd(40)} ${'median'.padStart(12)} ${'min'.padStart(12)} ${'pages'.padStart(7)} ${'files'.padStart(7)} ${'diags'.padStart(6)}`,
);
for (const site of readdirSync(path.join(corpus, 'sites')).sort()) {
  row(`sites/${site}`, await time(() => loadDocs(path.join(corpus, 'sites', site))));
}

const sizes = ['1k', '10k', ...(process.argv.includes('--50k') ? ['50k'] : [])];
for (const size of sizes) {
  const text = readFileSync(path.join(corpus, 'synthetic', `nav-${size}.json`), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), `docsnav-bench-${size}-`));
  try {
    writeFileSync(path.join(dir, 'docs.json'), text);
    const parseStart = performance.now();
    JSON.parse(text);
    const parseMs = performance.now() - parseStart;
    const bare = await time(() => loadDocs(dir));
    row(`synthetic nav-${size} (no page files)`, bare, `JSON.parse ${parseMs.toFixed(1)} ms`);
    for (const page of scanReferences(JSON.parse(text)).pages) {
      const file = path.join(dir, `${page}.mdx`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `---\ntitle: "${page}"\nicon: file\n---\n\n# ${page}\n`);
    }
    row(`synthetic nav-${size} (every page file)`, await time(() => loadDocs(dir)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
