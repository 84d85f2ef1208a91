// The single test command: build, types, lint, unit + DOM + story tests (Vitest), end-to-end (Playwright).
// Every step runs even when an earlier one failed, so one run shows everything that is wrong. The last line is
// `N passed, N failed`, counting every test of every runner plus the build, type and lint checks (one each).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const out = join(repo, '.vitest-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

function check(name, cmd, args) {
  const { ok, seconds } = run(name, cmd, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('build', 'pnpm', ['run', 'build']);
check('typecheck', 'pnpm', ['run', 'typecheck']);
check('lint', 'pnpm', ['run', 'lint']);
check('package exports', 'pnpm', ['run', 'check:exports']);

{
  const file = join(out, 'vitest.json');
  const { ok, seconds } = run('vitest (unit, dom, stories)', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const r = readJson(file);
  const p = r?.numPassedTests ?? 0;
  // A runner that crashed before writing results counts as one failure.
  const f = r ? r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1) : 1;
  passed += p;
  failed += f;
  summary.push(`${f === 0 && ok ? 'ok  ' : 'FAIL'} vitest: ${p} passed, ${f} failed (${seconds}s)`);
}

/** One Playwright run of `config`, its tests counted from the JSON report. */
function playwright(name, config, report, env = {}) {
  const file = join(out, report);
  const { ok, seconds } = run(
    `playwright (${name})`,
    'pnpm',
    ['exec', 'playwright', 'test', '-c', config, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: file, ...env },
  );
  const r = readJson(file);
  const p = r ? r.stats.expected + r.stats.flaky : 0;
  const f = r ? r.stats.unexpected + (ok || r.stats.unexpected > 0 ? 0 : 1) : 1;
  passed += p;
  failed += f;
  summary.push(
    `${f === 0 && ok ? 'ok  ' : 'FAIL'} playwright ${name}: ${p} passed, ${f} failed (${seconds}s)`,
  );
}

// The demo site's end-to-end tests run on the packages as published: the tarballs of the packages built
// above, installed with npm (scripts/site-packed.mjs); DOCSNAV_PACKAGES makes the site's builds use them.
check('demo site: pack, npm install the tarballs', 'node', ['scripts/site-packed.mjs']);
playwright('demo site, Storybook', 'playwright/playwright.config.ts', 'playwright.json', {
  DOCSNAV_PACKAGES: join(repo, 'examples', '.site-packages'),
});

// The kit's stylesheet through a default Vite production build (Lightning CSS): themes on any ancestor, host
// rules winning over the kit's cascade layer.
playwright('theming, production CSS', 'playwright/theming/playwright.config.ts', 'playwright-theming.json');

// The documented commands that start a server (docs/site.md's serve.mjs, with and without --build).
playwright(
  'documented serve commands',
  'playwright/commands/playwright.config.ts',
  'playwright-commands.json',
);

// The host examples, from the tarballs of the packages built above, packed once for all of them: each is
// installed and built (Next.js static export, React Router prerender, Vite), then end-to-end tested.
check('examples: pack the packages', 'node', ['scripts/example-packs.mjs']);
check('example next: npm install, next build', 'node', ['scripts/example.mjs', 'next', '--packed']);
playwright('Next.js example', 'playwright/next/playwright.config.ts', 'playwright-next.json');
check('example react-router: npm install, typegen, tsc, react-router build', 'node', [
  'scripts/example.mjs',
  'react-router',
  '--packed',
]);
check('example vite: npm install, tsc, vite build', 'node', ['scripts/example.mjs', 'vite', '--packed']);
playwright(
  'React Router and Vite examples',
  'playwright/examples/playwright.config.ts',
  'playwright-examples.json',
);

console.log(`\n=== summary\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
