// pnpm bench:payload: how many bytes of navigation the model gives a site, for the synthetic corpus
// (../shared/corpus/synthetic): the docs.json text, the serialized model (JSON.stringify(model)), and the
// split model (splitModel): the shell every page loads and the largest scope (one sidebar), raw and gzip
// (node:zlib, level 9). Targets of issue 10: model ≤ 1.2× docs.json raw and gzip at 10k and 50k, shell
// ≤ 10 KB gzip at 50k. Bundles core from source with esbuild first, so the numbers are for the code as it is
// in the checkout. `node bench/payload.mjs 10k` runs only the files whose name contains "10k".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(repo, '../shared/corpus/synthetic');
const GZIP_LEVEL = 9;
const SIZES = ['nav-1k', 'nav-10k', 'nav-50k'];
const VARIANTS = ['', '-versions', '-languages'];
const only = process.argv[2];
const manifest = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8')).files;

const outDir = mkdtempSync(join(tmpdir(), 'docsnav-payload-'));
const outFile = join(outDir, 'core.mjs');
try {
  await build({
    stdin: {
      contents: [
        "export { parseDocs } from './packages/core/src/parse/index.ts';",
        "export { splitModel } from './packages/core/src/split/index.ts';",
        "export { createNavIndex } from './packages/core/src/index.ts';",
      ].join('\n'),
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile: outFile,
    logLevel: 'error',
  });
} catch {
  rmSync(outDir, { recursive: true, force: true });
  process.exit(1); // esbuild printed why
}
const { createNavIndex, parseDocs, splitModel } = await import(pathToFileURL(outFile).href);
rmSync(outDir, { recursive: true, force: true });

/** Raw and gzip byte counts of a text. */
function sizes(text) {
  const raw = Buffer.from(text);
  return { raw: raw.length, gzip: gzipSync(raw, { level: GZIP_LEVEL }).length };
}

const kb = (n) =>
  n < 1024
    ? `${n} B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)} KB`
      : `${(n / 1024 / 1024).toFixed(2)} MB`;
const pair = (s) => `${kb(s.raw)} / ${kb(s.gzip)}`;
const ratio = (a, b) => `${(a.raw / b.raw).toFixed(2)}× / ${(a.gzip / b.gzip).toFixed(2)}×`;

const rows = [];
for (const size of SIZES) {
  for (const variant of VARIANTS) {
    const name = `${size}${variant}`;
    if (only && !name.includes(only)) continue;
    const file = join(corpus, `${name}.json`);
    if (!existsSync(file)) {
      console.error(`skipped ${name}: ${file} not found`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const { model, diagnostics } = parseDocs(text);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0) console.error(`${name}: ${errors} errors in the docs (the model leaves those nodes out)`);
    const docs = sizes(text);
    const whole = sizes(JSON.stringify(model));
    const { shell, scopes } = splitModel(model);
    const shellSize = sizes(JSON.stringify(shell));
    let largest = { raw: 0, gzip: 0 };
    let largestId = '';
    for (const [id, scope] of scopes) {
      const s = sizes(JSON.stringify(scope));
      if (s.raw > largest.raw) {
        largest = s;
        largestId = id;
      }
    }
    const pages = createNavIndex(model).nodes.filter((n) => n.type === 'page').length;
    rows.push([
      name,
      `${pages} / ${manifest[`${name}.json`]?.pages ?? '?'}`,
      pair(docs),
      pair(whole),
      ratio(whole, docs),
      pair(shellSize),
      `${pair(largest)} (${largestId})`,
      String(scopes.size),
    ]);
  }
}

const header = [
  'file',
  'pages (model / corpus)',
  'docs.json raw / gzip',
  'model raw / gzip',
  'model ÷ docs.json',
  'shell raw / gzip',
  'largest scope raw / gzip',
  'scopes',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`gzip: node:zlib gzipSync level ${GZIP_LEVEL}; 1 KB = 1024 bytes; largest scope by raw size`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));
