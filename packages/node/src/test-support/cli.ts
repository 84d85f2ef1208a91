import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = path.join(repo, 'packages/node/dist/cli.js');

/** Builds @docsnav/node (`tsc -b`), so that the `docsnav` binary the CLI tests run is current (a `beforeAll`). */
export function buildCli(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'packages/node/tsconfig.build.json'], {
    cwd: repo,
    stdio: 'pipe',
  });
}

/** Runs the built `docsnav` binary in `cwd` (default: the repository). */
export function docsnav(args: string[], cwd = repo): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
