// Installs the packages as published for the demo site's end-to-end tests: packs @docsnav/core, react and
// node with `pnpm pack` (the built dist/ must be current: `pnpm build`) and installs the tarballs with npm
// into examples/.site-packages, as a host installs them. The site then takes every `@docsnav/*` import from
// there when DOCSNAV_PACKAGES=examples/.site-packages (packages/site/src/build/packed-packages.ts) instead of
// the workspace sources: the test command builds and tests the demo site on what is published.
// Usage: node scripts/site-packed.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAll } from './package-checks/pack.mjs';

const repo = new URL('..', import.meta.url).pathname;
const target = join(repo, 'examples', '.site-packages');
const packs = join(target, 'packs');

rmSync(target, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
const tarballs = packAll(repo, ['core', 'react', 'node'], packs);
writeFileSync(
  join(target, 'package.json'),
  `${JSON.stringify({ name: 'docsnav-site-packages', private: true, type: 'module' }, null, 2)}\n`,
);
// React, react-dom and react-router are the site's own (its bundler dedupes them): peers are not installed.
const started = Date.now();
const r = spawnSync(
  'npm',
  [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--legacy-peer-deps',
    ...Object.values(tarballs),
  ],
  { cwd: target, stdio: 'inherit' },
);
console.log(
  `--- install of ${Object.keys(tarballs).join(', ')}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
process.exit(r.status === 0 ? 0 : 1);
