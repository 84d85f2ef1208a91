// pnpm size:host: what the kit adds to a host's first page. Builds examples/vite (every component, the Vite
// plugin's prebuilt split model) from the packed packages as scripts/example.mjs does, and beside it two hosts
// without the kit, with the same React, React Router and Vite: a React-only app (react-dom renders a heading)
// and a React Router app (the example's router, one route: the host the kit is measured against, since the
// example's routing is the host's own). Serves each build with scripts/serve-static.mjs,
// loads `/` (and --path) in Debian's Chromium and sums the JS (and JSON) responses the page loaded until the
// network was idle, each gzipped (level 9); prints each host and the kit's difference over both baselines,
// until the network was idle and before the first paint (the JS requested before the page's heading was
// drawn: what loads on intent or in idle time afterwards, listed by name, is not in it).
// Then builds the example again with hidden source maps (a folder of its own, removed afterwards) and prints
// what its entry chunk is made of: React DOM, React Router, Radix, each folder of the kit, core (gzip shared
// out per module by source map, an estimate), and the kit's largest modules.
// Usage: node scripts/size-host.mjs [--packed] [--reuse] [--path /v2/introduction]
//   --packed / --reuse  passed to scripts/example.mjs (use the tarballs already packed / the build already there)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { partOf, sourceShares } from './source-map-parts.mjs';

const repo = new URL('..', import.meta.url).pathname;
const vite = join(repo, 'examples', 'vite');
const args = process.argv.slice(2);
const pathAt = args.indexOf('--path');
const paths = ['/', ...(pathAt >= 0 ? [args[pathAt + 1]] : [])];
const KB = 1024;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Runs a command, its output shown; exits when it fails. */
function run(cmd, cmdArgs, cwd) {
  const r = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`${cmd} ${cmdArgs.join(' ')} failed (${r.status})`);
    process.exit(1);
  }
}

const forward = ['--packed', '--reuse'].filter((flag) => args.includes(flag));
run(process.execPath, [join(repo, 'scripts', 'example.mjs'), 'vite', ...forward], repo);

/** The two hosts without the kit: their entry modules (the same React and React Router as the example). */
const BASELINES = {
  'React only': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<StrictMode><main><h1>Introduction</h1></main></StrictMode>);
`,
  'React + React Router': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
function Docs() {
  return <div><Link to="/">Docs</Link><Outlet /></div>;
}
const Page = () => <main><h1>Introduction</h1></main>;
const router = createBrowserRouter([
  { path: '/', Component: Docs, children: [{ index: true, Component: Page }, { path: '*', Component: Page }] },
]);
createRoot(document.getElementById('root')).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`,
};

/**
 * Builds a baseline host with the example's own Vite and React plugin, in a folder inside examples/vite (so
 * `react` resolves to the example's node_modules), removed afterwards. Returns the static folder.
 */
function buildBaseline(name, source, out) {
  const root = mkdtempSync(join(vite, '.size-baseline-'));
  try {
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>${name}</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>\n`,
    );
    writeFileSync(join(root, 'main.jsx'), source);
    writeFileSync(
      join(root, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
    run(
      process.execPath,
      [join(vite, 'node_modules/vite/bin/vite.js'), 'build', root, '--outDir', out, '--emptyOutDir'],
      vite,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return out;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Serves a static folder (index.html for every other path, as the example's e2e config does). */
async function serve(folder) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(repo, 'scripts/serve-static.mjs'), folder, String(port), '--fallback', 'index.html'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('serving')) resolve();
    });
  });
  server.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill();
      }),
  };
}

/**
 * Loads a path until its heading is drawn and the network is idle: the JS and JSON it fetched, gzip, and
 * which of them were requested after the heading was drawn (the page's first paint: what loads on intent or
 * in idle time, as the kit's closed groups' markup code does).
 */
async function firstPage(browser, base, path) {
  const page = await browser.newPage();
  const bodies = [];
  // When the heading was first in the DOM (performance.now()).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      window.__docsnavPainted = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = /javascript/.test(type) ? 'js' : /json/.test(type) ? 'json' : undefined;
    if (!kind) return;
    bodies.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, kind, gzip: gzip(body) })),
    );
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const late = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > window.__docsnavPainted)
          .map((entry) => new URL(entry.name).pathname),
      ),
    );
    const files = (await Promise.all(bodies)).map((f) => ({ ...f, late: late.has(f.url) }));
    const sum = (kind, after) =>
      files
        .filter((f) => f.kind === kind && (after === undefined || f.late === after))
        .reduce((s, f) => s + f.gzip, 0);
    return {
      js: sum('js'),
      json: sum('json'),
      firstJs: sum('js', false),
      firstJson: sum('json', false),
      files: files.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await page.close();
  }
}

const temp = mkdtempSync(join(repo, 'examples', '.packs-size-'));
const hosts = { 'examples/vite (the kit)': join(vite, 'dist') };
try {
  for (const [name, source] of Object.entries(BASELINES)) {
    const out = join(temp, name.replace(/\W+/g, '-'));
    mkdirSync(out, { recursive: true });
    hosts[name] = buildBaseline(name, source, out);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const path of paths) {
      const measured = {};
      for (const [name, folder] of Object.entries(hosts)) {
        const server = await serve(folder);
        try {
          measured[name] = await firstPage(browser, server.base, path);
        } finally {
          await server.stop();
        }
      }
      console.log(`\nfirst page ${path}: JS (and JSON) loaded until the network was idle, gzip level 9`);
      for (const [name, m] of Object.entries(measured)) {
        console.log(
          `  ${name.padEnd(26)} JS ${(m.js / KB).toFixed(1).padStart(6)} KB in ${m.files.filter((f) => f.kind === 'js').length} files, JSON ${(m.json / KB).toFixed(1)} KB`,
        );
      }
      const kit = measured['examples/vite (the kit)'];
      for (const base of Object.keys(BASELINES).reverse())
        console.log(
          `  the kit adds over ${base}: ${((kit.js - measured[base].js) / KB).toFixed(1)} KB JS gzip` +
            (kit.json ? ` (+ ${(kit.json / KB).toFixed(1)} KB JSON)` : '') +
            ` until the network was idle, ${((kit.firstJs - measured[base].firstJs) / KB).toFixed(1)} KB before` +
            ' the first paint' +
            (kit.firstJson ? ` (+ ${(kit.firstJson / KB).toFixed(1)} KB JSON)` : '') +
            (base === 'React + React Router'
              ? '  <- the host without the kit (issue 31 target <= 25 KB, before the first paint)'
              : ''),
        );
      const late = kit.files.filter((f) => f.late);
      if (late.length > 0)
        console.log(
          `  loaded after the first paint (intent, idle time): ${late.map((f) => `${f.url} ${(f.gzip / KB).toFixed(1)} KB`).join(', ')}`,
        );
      console.log('  the kit host, largest files:');
      for (const f of kit.files.slice(0, 8))
        console.log(`    ${(f.gzip / KB).toFixed(1).padStart(6)} KB  ${f.url}`);
    }
  } finally {
    await browser.close();
  }
  entryParts(join(temp, 'with-maps'));
} finally {
  rmSync(temp, { recursive: true, force: true });
}

/** Builds the example with hidden source maps into `out` and prints what its entry chunk is made of. */
function entryParts(out) {
  run(
    process.execPath,
    [
      join(vite, 'node_modules/vite/bin/vite.js'),
      'build',
      '--sourcemap',
      'hidden',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    vite,
  );
  const assets = join(out, 'assets');
  const entry = readdirSync(assets).find((f) => /^index-.*\.js$/.test(f));
  if (!entry) throw new Error(`no entry chunk in ${assets}`);
  const code = readFileSync(join(assets, entry), 'utf8');
  const shares = sourceShares(code, gzip(Buffer.from(code)), join(assets, `${entry}.map`));
  const parts = new Map();
  for (const { source, gzip: bytes } of shares)
    parts.set(partOf(source), (parts.get(partOf(source)) ?? 0) + bytes);
  console.log(`\nthe kit host's entry chunk by source map (gzip shared out per module, an estimate):`);
  for (const [part, bytes] of [...parts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${part}`);
  console.log('  the largest modules of the kit and core:');
  for (const { source, gzip: bytes } of shares.filter((s) => /^@docsnav\//.test(s.source)).slice(0, 25))
    console.log(`    ${(bytes / KB).toFixed(2).padStart(6)} KB  ${source}`);
}
