// Builds the Next.js host example (examples/next) from the packages as published: packs @docsnav/core, react
// and node with `pnpm pack` into examples/.packs (the built dist/ must be current: `pnpm build`), installs the
// example with npm against its own lockfile (the tarballs, not workspace links), then `next build` writes the
// static export to examples/next/out. Usage: node scripts/example-next.mjs [--reuse]
//   --reuse  do nothing when examples/next/out is this script's export of the same docs folder (Playwright's
//            web server uses it). DOCSNAV_DOCS: the docs folder to export (default: the example docs, packages/site/docs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packAll } from './package-checks/pack.mjs';

const repo = new URL('..', import.meta.url).pathname;
const example = join(repo, 'examples', 'next');
const packs = join(repo, 'examples', '.packs');

// What this script exported last (written after a successful build): reused only for the same docs folder.
const stamp = join(example, 'out', '.example-next.json');
const given = process.env.DOCSNAV_DOCS;
const docs = given ? resolve(given) : join(repo, 'packages', 'site', 'docs');
if (
  process.argv.includes('--reuse') &&
  existsSync(stamp) &&
  JSON.parse(readFileSync(stamp, 'utf8')).docs === docs
) {
  console.log('examples/next/out is an export of the same docs: reused');
  process.exit(0);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCSNAV_DOCS: docs };
function step(what, cmd, args) {
  const started = Date.now();
  console.log(`--- ${what}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: example, stdio: 'inherit', env });
  console.log(
    `--- ${what}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (r.status !== 0) process.exit(1);
}

rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
const tarballs = packAll(repo, ['core', 'react', 'node'], packs);
console.log(`packed ${Object.values(tarballs).length} tarballs into examples/.packs`);

// The tarballs change with every build of the packages, while package-lock.json keeps the hash of the ones
// it was written with (and npm would install those again from its cache). Naming the tarballs makes npm read
// them; `--no-save` leaves package.json and the lockfile as committed: every other dependency stays at the
// version the lockfile pins.
step('install', 'npm', [
  'install',
  '--no-save',
  '--no-audit',
  '--no-fund',
  '--prefer-offline',
  ...Object.values(tarballs),
]);
rmSync(join(example, 'out'), { recursive: true, force: true });
step('build', 'npx', ['--no-install', 'next', 'build']);
writeFileSync(stamp, JSON.stringify({ docs }));
