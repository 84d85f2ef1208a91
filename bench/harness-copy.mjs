// The shared browser benchmark harness (../shared/bench/peers), copied to a temporary folder with docsnav as
// its peers, without writing into ../shared: the harness is copied to <tmp>/docsnav-bench, bench/docsnav/ and
// the adapters of bench/ (docsnav/, and the references below) become its adapters/, and the built @docsnav packages
// are linked into its node_modules. The copy keeps the shared layout (<tmp>/bench/peers beside a link
// <tmp>/corpus → ../shared/corpus), because the harness finds the corpus as ../../corpus from its peers/ folder.
// Used by run-bench.mjs (pnpm bench:browser) and hover-prefetch.mjs (pnpm bench:prefetch).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repo = resolve(new URL('..', import.meta.url).pathname);
const shared = resolve(repo, '../shared');
const work = join(tmpdir(), 'docsnav-bench');
/** The harness copy's folder (run.mjs, adapters/, node_modules/). */
export const peers = join(work, 'bench/peers');
const corpusLink = join(work, 'corpus');
export const run = (cmd, args, cwd, env = process.env) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env });

/** Adapters of bench/ that are not peers of pnpm bench:browser: docsnav with a tab bar (bench:prefetch), and
 *  bench:heap's docsnav with `collapsed="unmount"` and references (docsnav's model without a sidebar, React
 *  without navigation). */
export const NOT_PEERS = ['docsnav-tabs', 'docsnav-unmount', 'docsnav-model', 'react-only'];

/** The value after `name` (`--runs 5`) on this script's command line, or `fallback`. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/** Builds the packages and makes the harness copy ready to run. */
export function prepareHarness() {
  run('pnpm', ['run', 'build'], repo);
  mkdirSync(work, { recursive: true });
  cpSync(join(shared, 'bench/peers'), peers, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist|entries)([/\\]|$)/.test(src),
  });
  // Re-made on every run: a link left by an older checkout may point to another ../shared.
  if (isLink(corpusLink)) unlinkSync(corpusLink);
  symlinkSync(join(shared, 'corpus'), corpusLink, 'dir');
  // The harness's lockfile lists optional native packages for other platforms only; install from package.json.
  if (!existsSync(join(peers, 'node_modules/.package-lock.json')))
    run('npm', ['install', '--no-audit', '--no-fund'], peers);
  for (const name of ['docsnav', ...NOT_PEERS]) {
    const adapter = join(peers, 'adapters', name);
    rmSync(adapter, { recursive: true, force: true });
    mkdirSync(adapter, { recursive: true });
    cpSync(join(repo, 'bench', name, 'index.tsx'), join(adapter, 'index.tsx'));
  }
  mkdirSync(join(peers, 'node_modules/@docsnav'), { recursive: true });
  for (const name of ['core', 'react']) {
    const link = join(peers, 'node_modules/@docsnav', name);
    rmSync(link, { recursive: true, force: true });
    symlinkSync(join(repo, 'packages', name), link, 'dir');
  }
  return peers;
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
