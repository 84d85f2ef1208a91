// Makes a fresh machine ready, then runs a workspace script: `node scripts/bootstrap.mjs dev|test`.
// A fresh machine has Node and npm only: this installs pnpm (through npm), the workspace's dependencies
// (from the lockfile) and, for tests, Debian's Chromium when /usr/bin/chromium is missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const task = process.argv[2] ?? 'dev';
const repo = new URL('..', import.meta.url).pathname;
const sh = (cmd) => execSync(cmd, { cwd: repo, stdio: 'inherit' });
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

if (!has('pnpm')) sh('npm install -g pnpm@10');
if (!existsSync(new URL('../node_modules/.modules.yaml', import.meta.url)))
  sh('pnpm install --frozen-lockfile');
// Chromium, and the fonts the visual references were taken with (playwright/__screenshots__).
const FONTS = 'fonts-dejavu-core fonts-dejavu-extra fonts-liberation';
const fontsMissing = () => spawnSync('sh', ['-c', `dpkg -s ${FONTS}`], { stdio: 'ignore' }).status !== 0;
if (task === 'test' && (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') || fontsMissing())) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  sh(`${sudo}apt-get update && ${sudo}apt-get install -y chromium ${FONTS}`);
}
const script = task === 'test' ? 'test:all' : 'dev';
const r = spawnSync('pnpm', ['run', script, ...process.argv.slice(3)], { cwd: repo, stdio: 'inherit' });
process.exit(r.status ?? 1);
