// The cost of the generated request and response examples of endpoint pages (docs/site.md, "Generated
// examples of endpoint pages"): every operation of the synthetic 1,000-operation spec generated
// (packages/site/src/build/endpoint-examples.ts), then each block highlighted as the build does. Prints
// milliseconds; asserts nothing.
//   node bench/endpoint-examples.mjs [spec.json]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const specFile = process.argv[2] ?? here('../../shared/corpus/synthetic/openapi-1k.json');
const { module: examples } = await runnerImport(here('../packages/site/src/build/endpoint-examples.ts'));
const { module: highlight } = await runnerImport(here('../packages/site/src/build/highlight-block.ts'));

const doc = JSON.parse(readFileSync(specFile, 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((m) => item && typeof item[m] === 'object').map((m) => ({ method: m.toUpperCase(), path })),
);

let start = performance.now();
const all = operations.map((endpoint) => examples.endpointExampleBlocks(doc, endpoint));
const generated = performance.now() - start;

// The highlighter and each grammar are made once per build: warm them up outside the measure.
for (const language of ['bash', 'python', 'javascript', 'json'])
  await highlight.highlightBlock(language, '1');
const byLanguage = {};
start = performance.now();
for (const { request, response } of all)
  for (const block of [...request, ...response]) {
    const t = performance.now();
    await highlight.highlightBlock(block.language, block.code);
    byLanguage[block.language] = (byLanguage[block.language] ?? 0) + performance.now() - t;
  }
const highlighted = performance.now() - start;

const ms = (n) => `${Math.round(n)} ms`;
console.log(`${operations.length} operations (load average ${loadavg()[0].toFixed(1)})`);
console.log(`generate:  ${ms(generated)}`);
console.log(
  `highlight: ${ms(highlighted)} (${Object.entries(byLanguage)
    .map(([l, t]) => `${l} ${ms(t)}`)
    .join(', ')})`,
);
