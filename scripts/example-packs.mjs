// Packs @docsnav/core, react and node once into examples/.packs for every host example (`pnpm pack`, the
// built dist/ must be current); `node scripts/example.mjs <name> --packed` then installs these tarballs.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { packAll } from './package-checks/pack.mjs';

const repo = new URL('..', import.meta.url).pathname;
const packs = join(repo, 'examples', '.packs');
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
const tarballs = packAll(repo, ['core', 'react', 'node'], packs);
console.log(`packed ${Object.keys(tarballs).length} tarballs into examples/.packs`);
