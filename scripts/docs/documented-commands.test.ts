// @vitest-environment node
/**
 * Every command README.md, docs/*.md and the package and example READMEs show (their `sh` blocks and command
 * tables) runs somewhere: in the test command (`pnpm test:all`, scripts/test-all.mjs), in a named test, or in
 * this file (the cheap ones, run below). The table says where; this test fails when a documented command has
 * no entry, when an entry names a command no document shows any more, or when the place it names does not run
 * it. The few commands nothing runs say why.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentationFiles, documentedCommands, repo } from './markdown.js';

/** Where a documented command runs: a file that runs it (and the text there that does), here, or nowhere. */
type Where = { file: string; runs: string } | { here: true } | { notRun: string };

const testAll = 'scripts/test-all.mjs';
const e2e = 'playwright/playwright.config.ts';
const serveSpec = 'playwright/commands/serve-command.spec.ts';
const exampleScript = 'scripts/example.mjs';
const examplesE2e = 'playwright/examples/playwright.config.ts';
/** What installs a host example: npm, with the packed packages and the rest of its package.json. */
const EXAMPLE_INSTALL = { file: exampleScript, runs: "step('install', 'npm'" };
/** test-all's Vitest step: `vitest run` with no `--project`, so every project (unit, dom, stories). */
const VITEST_ALL = "'vitest',\n    'run',\n    '--reporter=default',";

const WHERE: Record<string, Where> = {
  'npm start': { file: 'playwright/site/dev-server.spec.ts', runs: 'What `npm start` runs' },
  'npm test': { notRun: 'the test command itself (scripts/bootstrap.mjs test, then test:all)' },
  'pnpm start': { file: 'playwright/site/dev-server.spec.ts', runs: 'What `npm start` runs' },
  'pnpm dev': { file: serveSpec, runs: "['dev', '--port', String(DEV_PORT)" },
  'pnpm build': { file: testAll, runs: "check('build', 'pnpm', ['run', 'build'])" },
  'pnpm test': { notRun: 'the test command itself (npm test)' },
  'pnpm test:all': { notRun: 'the test command itself (npm test runs it)' },
  'pnpm typecheck': { file: testAll, runs: "check('typecheck', 'pnpm', ['run', 'typecheck'])" },
  'pnpm lint': { file: testAll, runs: "check('lint', 'pnpm', ['run', 'lint'])" },
  'pnpm format': { notRun: 'rewrites the working tree; `pnpm lint` is the same Biome check without --write' },
  'pnpm check:exports': { file: testAll, runs: "check('package exports', 'pnpm', ['run', 'check:exports'])" },
  // test-all runs `vitest run` without --project: every project, so test:unit, dom and test:stories.
  'pnpm test:unit': { file: testAll, runs: VITEST_ALL },
  'pnpm vitest run --project dom': { file: testAll, runs: VITEST_ALL },
  'pnpm test:stories': { file: testAll, runs: VITEST_ALL },
  'pnpm test:e2e': {
    file: testAll,
    runs: "playwright('demo site, Storybook', 'playwright/playwright.config.ts'",
  },
  'pnpm test:visual': { file: e2e, runs: "name: 'storybook'" },
  'pnpm test:visual:update': {
    notRun: 'rewrites the reference screenshots; `pnpm test:visual` runs the same spec',
  },
  'pnpm storybook': {
    notRun: 'an interactive dev server; the same Storybook config is built by `pnpm build-storybook`',
  },
  'pnpm build-storybook': { file: e2e, runs: 'pnpm build-storybook && node scripts/serve-static.mjs' },
  'pnpm docsnav': { here: true },
  'pnpm bench:core': { notRun: 'a benchmark: prints timings, minutes long' },
  'pnpm bench:finder': { notRun: 'a benchmark: prints timings, minutes long' },
  'pnpm bench:payload': { notRun: 'a benchmark: prints sizes of the 50k-page corpus files' },
  'pnpm bench:browser': { notRun: 'a benchmark: prints timings, minutes long' },
  'pnpm bench:prefetch': { notRun: 'a benchmark: prints timings, minutes long' },
  'pnpm bench:heap': { notRun: 'a benchmark: prints heap sizes, minutes long' },
  'pnpm bench:site': { notRun: 'a benchmark: prints build seconds per 1,000 pages, minutes long' },
  'pnpm icons:coverage': {
    file: 'packages/node/src/icon-coverage-script.test.ts',
    runs: "'icons:coverage',",
  },
  'pnpm nav-lines': { here: true },
  'pnpm size:parse': { here: true },
  'pnpm size:site': { file: 'scripts/size-site.test.ts', runs: "[script, '--json']" },
  'pnpm size:host': {
    notRun:
      'a benchmark: builds the Vite example from the packed packages and two hosts without the kit, a minute long',
  },
  'DOCSNAV_DOCS=../my-docs pnpm dev': { file: serveSpec, runs: 'DOCSNAV_DOCS: folder' },
  'node packages/site/serve.mjs ../my-docs': {
    file: serveSpec,
    runs: "['packages/site/docs', '--port', String(DEV_PORT)]",
  },
  'node packages/site/serve.mjs ../my-docs --build': {
    file: serveSpec,
    runs: "['packages/site/docs', '--build', '--port', String(BUILD_PORT)]",
  },
  'node packages/site/serve.mjs --port 4000': { file: serveSpec, runs: "'--port', String(DEV_PORT)" },
  'pnpm --filter @docsnav/site build': { file: e2e, runs: 'pnpm --filter @docsnav/site build &&' },
  // `preview` is `serve-static.mjs <out>/client 4173 --fallback …`; the e2e config serves the build so on its port.
  'pnpm --filter @docsnav/site preview': {
    file: e2e,
    runs: 'node scripts/serve-static.mjs packages/site/dist/client',
  },
  'DOCSNAV_DOCS=/abs/docs DOCSNAV_OUT_DIR=/tmp/out pnpm --filter @docsnav/site build': {
    file: 'playwright/site/built-site.ts',
    runs: 'DOCSNAV_DOCS: docs, DOCSNAV_OUT_DIR: outDir',
  },
  'DOCSNAV_PRERENDER=/v2/quickstart,/v2/introduction pnpm --filter @docsnav/site build': {
    file: 'packages/site/src/build/prerender-paths.test.ts',
    runs: "it('DOCSNAV_PRERENDER=<paths> prerenders `/` and those paths only'",
  },
  // The test runs the site's build (`react-router build`, what `pnpm --filter @docsnav/site build` runs) on a
  // docs folder with problems, strict.
  'DOCSNAV_STRICT=1 DOCSNAV_DOCS=../my-docs pnpm --filter @docsnav/site build': {
    file: 'packages/site/src/build/page-conventions.build.test.ts',
    runs: "buildSite(docs, strictOut, { DOCSNAV_STRICT: '1'",
  },
  // The hosts' installs: the examples install these packages with npm (the tarballs, then their lockfiles);
  // the last test of 'documented commands' checks that each command's packages are an example's.
  'npm install @docsnav/core': EXAMPLE_INSTALL,
  'npm install @docsnav/node @docsnav/core': EXAMPLE_INSTALL,
  'npm install @docsnav/react @docsnav/core react react-dom': EXAMPLE_INSTALL,
  'npm install @docsnav/node': EXAMPLE_INSTALL,
  'npm install @docsnav/react @docsnav/node next react react-dom': EXAMPLE_INSTALL,
  'npm install @docsnav/react @docsnav/node react-router @react-router/node react react-dom isbot':
    EXAMPLE_INSTALL,
  'npm install -D @react-router/dev vite': EXAMPLE_INSTALL,
  'npm install @docsnav/react @docsnav/node react-router react react-dom': EXAMPLE_INSTALL,
  'npm install -D vite @vitejs/plugin-react tailwindcss @tailwindcss/vite': EXAMPLE_INSTALL,
  // The packed @docsnav/node's Vite plugin runs in the demo site's build with the site's own vite.
  'npm install --save-dev vite': {
    file: 'packages/site/vite.config.ts',
    runs: "importPacked<typeof import('../node/src/vite-plugin.js')>",
  },
  'npx docsnav check ./docs': { here: true },
  'npx docsnav pages ./docs --format json': { here: true },
  // test-all builds each example from the tarballs it packed once before (`--packed`).
  'node scripts/example.mjs next': { file: testAll, runs: "['scripts/example.mjs', 'next', '--packed']" },
  'node scripts/example.mjs react-router': {
    file: testAll,
    runs: "'scripts/example.mjs',\n  'react-router',\n  '--packed',",
  },
  'node scripts/example.mjs vite': { file: testAll, runs: "['scripts/example.mjs', 'vite', '--packed']" },
  'node scripts/serve-static.mjs examples/next/out 4312': {
    file: 'playwright/next/playwright.config.ts',
    runs: 'node scripts/serve-static.mjs examples/next/out',
  },
  // The examples' e2e config serves each build with `node scripts/serve-static.mjs examples/<name>/<out>
  // <port> --fallback <file>`, on these ports by default.
  'node scripts/serve-static.mjs examples/react-router/build/client 4314 --fallback __spa-fallback.html': {
    file: examplesE2e,
    runs: "server('react-router', 'build/client', REACT_ROUTER_PORT, '__spa-fallback.html')",
  },
  'node scripts/serve-static.mjs examples/vite/dist 4315 --fallback index.html': {
    file: examplesE2e,
    runs: "server('vite', 'dist', VITE_PORT, 'index.html')",
  },
};

const documented = documentationFiles().flatMap(documentedCommands);
const text = (file: string) => readFileSync(join(repo, file), 'utf8');

describe('documented commands', () => {
  it('are found: the quick start, the command tables, docs/site.md, the package READMEs', () => {
    for (const file of ['README.md', 'docs/site.md', 'packages/node/README.md', 'packages/react/README.md'])
      expect(
        documented.some((c) => c.file === file),
        file,
      ).toBe(true);
  });

  it('each has an entry saying where it runs, and each entry is a command a document shows', () => {
    const missing = documented
      .filter((c) => !(c.command in WHERE))
      .map((c) => `${c.file}:${c.line} ${c.command}`);
    expect(missing).toEqual([]);
    const shown = new Set(documented.map((c) => c.command));
    expect(Object.keys(WHERE).filter((command) => !shown.has(command))).toEqual([]);
  });

  it('run where the table says: each named file exists and holds what runs the command', () => {
    for (const [command, where] of Object.entries(WHERE))
      if ('file' in where) {
        expect(existsSync(join(repo, where.file)), `${command}: ${where.file}`).toBe(true);
        expect(text(where.file), `${command}: ${where.file}`).toContain(where.runs);
      }
  });

  it('test-all runs its Vitest step on every project (no --project filter)', () => {
    const step = text(testAll).slice(text(testAll).indexOf(VITEST_ALL));
    expect(step.slice(0, step.indexOf(']'))).not.toContain('--project');
  });

  it('left unrun only with a reason: the test command itself, tree rewrites, a dev server, benchmarks', () => {
    const notRun = Object.entries(WHERE).filter(([, w]) => 'notRun' in w);
    expect(notRun.map(([c]) => c).sort()).toEqual(
      [
        'npm test',
        'pnpm test',
        'pnpm test:all',
        'pnpm format',
        'pnpm test:visual:update',
        'pnpm storybook',
        'pnpm bench:core',
        'pnpm bench:finder',
        'pnpm bench:payload',
        'pnpm bench:browser',
        'pnpm bench:prefetch',
        'pnpm bench:heap',
        'pnpm bench:site',
        'pnpm size:host',
      ].sort(),
    );
  });

  it('the packages a README tells a host to install are ones an example installs with npm, as it saves them', () => {
    const examples = ['next', 'react-router', 'vite'].map((name) => {
      const pkg = JSON.parse(text(`examples/${name}/package.json`)) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      return { name, dependencies: pkg.dependencies, devDependencies: pkg.devDependencies };
    });
    const installs = documented.filter((c) => c.command.startsWith('npm install '));
    expect(installs.length).toBeGreaterThan(5);
    for (const { command, file, line } of installs) {
      const words = command.split(' ').slice(2);
      const dev = words.includes('-D') || words.includes('--save-dev');
      const names = words.filter((w) => !w.startsWith('-'));
      // One example installs them all, as dependencies, or as devDependencies for `-D`.
      const by = examples.filter((e) => names.every((n) => n in (dev ? e.devDependencies : e.dependencies)));
      expect(
        by.map((e) => e.name),
        `${file}:${line} ${command}`,
      ).not.toEqual([]);
    }
  });
});

describe('the cheap documented commands, run here', () => {
  /** Runs a command with npm offline: nothing is ever fetched from a registry. */
  const run = (cwd: string, command: string, args: string[]) =>
    spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, npm_config_offline: 'true' },
    });
  const here = Object.entries(WHERE)
    .filter(([, w]) => 'here' in w)
    .map(([c]) => c);

  it('are exactly these', () => {
    expect(here.sort()).toEqual(
      [
        'npx docsnav check ./docs',
        'npx docsnav pages ./docs --format json',
        'pnpm docsnav',
        'pnpm nav-lines',
        'pnpm size:parse',
      ].sort(),
    );
  });

  // README.md's table row: `pnpm docsnav check <dir>`, on the example docs.
  it('pnpm docsnav check <dir>: the CLI of the built @docsnav/node checks a docs folder', () => {
    const r = run(repo, 'pnpm', ['--silent', 'docsnav', 'check', 'packages/site/docs']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/no problems|0 errors/);
  });

  // README.md's table row: the navigation lines of each host example, as the React README quotes them.
  it('pnpm nav-lines: one line per host example with its count, then its files', () => {
    const r = run(repo, 'pnpm', ['--silent', 'nav-lines']);
    expect(r.status, r.stderr).toBe(0);
    for (const host of ['next', 'react-router', 'vite'])
      expect(r.stdout).toMatch(new RegExp(`^${host}: \\d+ lines of navigation code;`, 'm'));
    expect(r.stdout).toMatch(/^ +\d+ of +\d+ {2}app\/layout\.tsx$/m);
  });

  // README.md's table row: parseSplit bundled alone from the built core, its size and heaviest modules, then
  // what its lazily imported chunks add.
  it('pnpm size:parse: the gzip size of parseSplit bundled alone, then its largest modules and lazy chunks', () => {
    const r = run(repo, 'pnpm', ['--silent', 'size:parse']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^parseSplit bundled alone: \d+\.\d\d KB min\+gzip \(/m);
    expect(r.stdout).toMatch(/^ +\d+\.\d KB {2}split\/lazy-split\.js$/m);
    expect(r.stdout).toMatch(
      /^imported when a docs\.json needs it: split\/whole-split\.js, \d+\.\d\d KB min\+gzip more/m,
    );
  });

  /**
   * packages/node/README.md's commands run in a host project: its docs folder at ./docs and @docsnav/node in
   * its node_modules with the `docsnav` bin linked, as npm installs it (here the built workspace package).
   */
  const host = mkdtempSync(join(tmpdir(), 'docsnav-host-'));
  mkdirSync(join(host, 'node_modules', '@docsnav'), { recursive: true });
  mkdirSync(join(host, 'node_modules', '.bin'));
  symlinkSync(join(repo, 'packages/node'), join(host, 'node_modules/@docsnav/node'));
  // npm links the bin and makes it executable; the built file is not, so the link is a shim running it.
  writeFileSync(
    join(host, 'node_modules/.bin/docsnav'),
    `#!/bin/sh\nexec node "${join(host, 'node_modules/@docsnav/node/dist/cli.js')}" "$@"\n`,
    { mode: 0o755 },
  );
  symlinkSync(join(repo, 'packages/site/docs'), join(host, 'docs'));
  afterAll(() => rmSync(host, { recursive: true, force: true }));

  it('npx docsnav check ./docs', () => {
    const r = run(host, 'npx', ['docsnav', 'check', './docs']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/no problems|0 errors/);
  });

  it('npx docsnav pages ./docs --format json', () => {
    const r = run(host, 'npx', ['docsnav', 'pages', './docs', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('/v2/quickstart');
  });
});
