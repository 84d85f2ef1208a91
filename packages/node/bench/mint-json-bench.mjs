#!/usr/bin/env node
// Benchmark of convertMintJson (built package) on the real mint.json fixtures: JSON.parse + conversion,
// median of 60 runs each. Prints numbers only; nothing here passes or fails.
// Usage: pnpm build && node packages/node/bench/mint-json-bench.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convertMintJson } from '../dist/index.js';

const fixtures = fileURLToPath(new URL('../test-fixtures/mint-json/', import.meta.url));
const RUNS = 60;

for (const entry of readdirSync(fixtures, { withFileTypes: true }).filter((e) => e.isDirectory())) {
  const text = readFileSync(`${fixtures}${entry.name}/mint.json`, 'utf8');
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    convertMintJson(JSON.parse(text));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const kb = (text.length / 1024).toFixed(1).padStart(5);
  console.log(`${entry.name.padEnd(36)} ${kb} KB  parse + convert, median ${times[RUNS / 2].toFixed(3)} ms`);
}
