// Builds a host example (examples/<name>: next, react-router, vite) from the packages as published: packs
// @docsnav/core, react and node with `pnpm pack` into examples/.packs (the built dist/ must be current:
// `pnpm build`), installs the example with npm against its own lockfile (the tarballs, not workspace links),
// then runs the example's build, which writes its static site to its output folder.
// Usage: node scripts/example.mjs <name> [--reuse] [--packed]
//   --reuse   do nothing when the output folder is this script's build of the same docs folder (Playwright's
//             web servers use it).
//   --packed  use the tarballs already in examples/.packs (the test command packs once for every example).
// DOCSNAV_DOCS: the docs folder to build (default: the example docs, packages/site/docs).
// A quiet build: the build's output (stdout and stderr, echoed as it is) must hold no warning from the kit
// (the rule is scripts/kit-warnings.mjs: a line naming `@docsnav/`, a `[plugin docsnav]` warning or a
// source-map complaint); such lines are printed again at the end and fail the script.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { kitWarnings } from './kit-warnings.mjs';
import { packAll } from './package-checks/pack.mjs';

/** Each example's build command and the folder its static site is written to. */
export const EXAMPLES = {
  next: { build: ['npx', ['--no-install', 'next', 'build']], out: 'out', clean: ['out'] },
  'react-router': {
    build: ['npm', ['run', 'build']],
    out: 'build/client',
    clean: ['build'],
  },
  vite: { build: ['npm', ['run', 'build']], out: 'dist', clean: ['dist'] },
};

const repo = new URL('..', import.meta.url).pathname;
const name = process.argv[2];
const example = EXAMPLES[name];
if (!example) {
  console.error(`usage: node scripts/example.mjs <${Object.keys(EXAMPLES).join('|')}> [--reuse] [--packed]`);
  process.exit(2);
}
const dir = join(repo, 'examples', name);
const packs = join(repo, 'examples', '.packs');
const out = join(dir, example.out);

// What this script built last (written after a successful build): reused only for the same docs folder.
const stamp = join(out, '.example-build.json');
const given = process.env.DOCSNAV_DOCS;
const docs = given ? resolve(given) : join(repo, 'packages', 'site', 'docs');
if (
  process.argv.includes('--reuse') &&
  existsSync(stamp) &&
  JSON.parse(readFileSync(stamp, 'utf8')).docs === docs
) {
  console.log(`examples/${name}/${example.out} is a build of the same docs: reused`);
  process.exit(0);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCSNAV_DOCS: docs };
/** Runs one step in the example's folder; with `quiet`, fails when its output has a warning from the kit. */
function step(what, cmd, args, { quiet = false } = {}) {
  const started = Date.now();
  console.log(`--- ${name} ${what}: ${cmd} ${args.join(' ')}`);
  const r = quiet
    ? spawnSync(cmd, args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd, args, { cwd: dir, stdio: 'inherit', env });
  if (quiet) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
  }
  console.log(
    `--- ${name} ${what}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (r.status !== 0) process.exit(1);
  const warned = quiet ? kitWarnings(`${r.stdout ?? ''}\n${r.stderr ?? ''}`) : [];
  if (warned.length > 0) {
    console.error(
      `--- ${name} ${what}: FAILED, ${warned.length} warning(s) from the kit (scripts/kit-warnings.mjs):`,
    );
    for (const line of warned) console.error(`  ${line}`);
    process.exit(1);
  }
}

let tarballs;
if (process.argv.includes('--packed') && existsSync(packs)) {
  tarballs = readdirSync(packs)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(packs, f));
} else {
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  tarballs = Object.values(packAll(repo, ['core', 'react', 'node'], packs));
  console.log(`packed ${tarballs.length} tarballs into examples/.packs`);
}

// The tarballs change with every build of the packages, while package-lock.json keeps the hash of the ones
// it was written with (and npm would install those again from its cache). Naming the tarballs makes npm read
// them; `--no-save` leaves package.json and the lockfile as committed: every other dependency stays at the
// version the lockfile pins.
step('install', 'npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs]);
for (const folder of example.clean) rmSync(join(dir, folder), { recursive: true, force: true });
step('build', ...example.build, { quiet: true });
writeFileSync(stamp, JSON.stringify({ docs }));
