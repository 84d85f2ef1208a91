import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('../../', import.meta.url));

/**
 * For tests: the site's production build of the docs folder `docs` into `out`, as `pnpm build` runs it (the
 * react-router CLI, in a process of its own). `env` adds variables, e.g. `DOCSNAV_PRERENDER_WORKERS`.
 */
export function buildSite(
  docs: string,
  out: string,
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [path.join(site, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: site,
    env: { ...process.env, DOCSNAV_DOCS: docs, DOCSNAV_OUT_DIR: out, INIT_CWD: site, ...env },
    encoding: 'utf8',
  });
}
