// pnpm bench:payload: how many bytes of navigation the model gives a site, for the synthetic corpus
// (../shared/corpus/synthetic): the docs.json text, the serialized model (JSON.stringify(model)), and the
// split model (splitModel): the shell every page loads and the largest scope (one sidebar), raw and gzip
// (node:zlib, level 9). Targets of issue 10: model ≤ 1.2× docs.json raw and gzip at 10k and 50k, shell
// ≤ 10 KB gzip at 50k. Bundles core from source with esbuild first, so the numbers are for the code as it is
// in the checkout. `node bench/payload.mjs 10k` runs only the files whose name contains "10k".
// Then the demo site section (bench/site-payload.mjs): the navigation bytes a first page of the built demo
// site loads at nav-10k and nav-50k (HTML and JS+JSON, each page built with DOCSNAV_PRERENDER=<that page>);
// `--no-site` skips it. `--page-files` gives those folders a stub .mdx file per listed page (the site's
// page-file map then counts too). `--full-build` also builds nav-10k with every page prerendered (about 40 s)
// and prints its build time, output size and one page's HTML size.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(repo, '../shared/corpus/synthetic');
const GZIP_LEVEL = 9;
const SIZES = ['nav-1k', 'nav-10k', 'nav-50k'];
const VARIANTS = ['', '-versions', '-languages'];
const args = process.argv.slice(2);
const only = args.find((a) => !a.startsWith('--'));
const withSite = !args.includes('--no-site');
const withPageFiles = args.includes('--page-files');
const withFullBuild = args.includes('--full-build');
/** The demo site section's files; per file, the page it loads (the first page of the largest scope). */
const SITE_FILES = ['nav-10k', 'nav-50k'];
const sitePages = new Map();
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

/** The first page (href without basePath) of a scope, from the shell. */
function firstOfScope(shell, id) {
  if (shell.scope === id) return shell.first;
  const walk = (items) => {
    for (const d of items) {
      if (d.scope === id) return d.first;
      const found = d.items && walk(d.items);
      if (found) return found;
    }
    return undefined;
  };
  return walk(shell.items);
}

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
    sitePages.set(name, firstOfScope(shell, largestId) ?? '/');
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

const siteNames = SITE_FILES.filter((n) => sitePages.has(n));
if (withSite && siteNames.length > 0) {
  const { fullBuild, measureSite } = await import('./site-payload.mjs');
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log('');
  console.log(`load average (1, 5, 15 min) before the demo site builds: ${load()} (${cpus().length} cores)`);
  const { base, rows: site } = await measureSite(corpus, siteNames, (n) => sitePages.get(n), {
    pageFiles: withPageFiles,
  });
  const target = { 'nav-10k': 40 * 1024, 'nav-50k': 100 * 1024 };
  console.log(
    `demo site (packages/site, React Router framework mode, prerendered page${withPageFiles ? ', a stub page file per listed page' : ', no page files'}): what a first page loads in Chromium until hydrated, gzip level ${GZIP_LEVEL} per response; the navigation is that minus a one-page site's (HTML ${kb(base.html)}, JS+JSON ${kb(base.code)}; the JS its HTML preloads ${kb(base.preloaded)}, of which the entry chunk ${kb(base.entry)})`,
  );
  const siteHeader = [
    'file',
    'page loaded',
    'build (2 pages)',
    'HTML gzip',
    'JS+JSON gzip',
    'nav: HTML',
    'nav: JS+JSON',
    'nav: total',
    'target',
    'preloaded JS (entry)',
    'page files',
  ];
  const siteRows = site.map((r) => [
    r.name,
    r.path,
    `${(r.ms / 1000).toFixed(1)} s`,
    kb(r.html),
    kb(r.code),
    kb(r.nav.html),
    kb(r.nav.code),
    kb(r.nav.total),
    `≤ ${kb(target[r.name] ?? 0)}${r.nav.total <= (target[r.name] ?? 0) ? ' ok' : ' MISSED'}`,
    `${kb(r.chunks.preloaded)} (${kb(r.chunks.entry)})`,
    String(r.stubs),
  ]);
  const w = siteHeader.map((h, i) => Math.max(h.length, ...siteRows.map((r) => r[i].length)));
  const l = (cells) => `| ${cells.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log(l(siteHeader));
  console.log(l(w.map((n) => '-'.repeat(n))));
  for (const r of siteRows) console.log(l(r));
  for (const r of site) {
    const top = r.files.slice(0, 6).map((f) => `${f.url.replace(/^.*\//, '') || '/'} ${kb(f.gzip)}`);
    console.log(`${r.name}: largest responses: ${top.join(', ')}`);
  }
  console.log(`load average after: ${load()}`);

  if (withFullBuild && sitePages.has('nav-10k')) {
    console.log('');
    console.log(`full build of nav-10k (every page prerendered), load average before: ${load()}`);
    const full = await fullBuild(corpus, 'nav-10k', sitePages.get('nav-10k'), { pageFiles: withPageFiles });
    const kinds = full.client.byExt
      .slice(0, 4)
      .map(([ext, n]) => `${ext} ${kb(n.bytes)} in ${n.files}`)
      .join(', ');
    console.log(
      `nav-10k full build: ${(full.ms / 1000).toFixed(1)} s; client/ ${kb(full.client.bytes)} in ${full.client.files} files (${kinds}); ${full.path}/index.html ${kb(full.page.raw)} raw / ${kb(full.page.gzip)} gzip; load average after: ${load()}`,
    );
  }
}
