// The real tarballs, as `pnpm pack` writes them for publishing (workspace versions resolved, `files` applied).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Packs each package of `names` into `dir`; returns package name → absolute tarball path. */
export function packAll(repo, names, dir) {
  const tarballs = {};
  for (const name of names) {
    const r = spawnSync('pnpm', ['pack', '--pack-destination', dir], {
      cwd: join(repo, 'packages', name),
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`pnpm pack failed for ${name}:\n${r.stderr}`);
    const file = readdirSync(dir).find((f) => f.startsWith(`docsnav-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[`@docsnav/${name}`] = join(dir, file);
  }
  return tarballs;
}
