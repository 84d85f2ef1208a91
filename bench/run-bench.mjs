// Runs the shared browser benchmark (../shared/bench/peers) with docsnav as a peer, without writing into
// ../shared: the harness is copied to a temporary folder, bench/docsnav/index.tsx becomes its
// adapters/docsnav/, and the built @docsnav packages are linked into its node_modules. The copy keeps the
// shared layout (<tmp>/bench/peers beside a link <tmp>/corpus → ../shared/corpus), because the harness finds
// the corpus as ../../corpus from its peers/ folder.
// Usage: pnpm bench:browser [-- run.mjs options, e.g. --sizes 1k,10k --runs 5]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
const shared = resolve(repo, '../shared');
const work = join(tmpdir(), 'docsnav-bench');
const peers = join(work, 'bench/peers');
const corpusLink = join(work, 'corpus');
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

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
const adapter = join(peers, 'adapters/docsnav');
rmSync(adapter, { recursive: true, force: true });
mkdirSync(adapter, { recursive: true });
cpSync(join(repo, 'bench/docsnav/index.tsx'), join(adapter, 'index.tsx'));
mkdirSync(join(peers, 'node_modules/@docsnav'), { recursive: true });
for (const name of ['core', 'react']) {
  const link = join(peers, 'node_modules/@docsnav', name);
  rmSync(link, { recursive: true, force: true });
  symlinkSync(join(repo, 'packages', name), link, 'dir');
}
run('node', ['run.mjs', ...process.argv.slice(2)], peers);

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
