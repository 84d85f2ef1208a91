// Type-checks every TypeScript project of the workspace (sources and tests, strict).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/core/tsconfig.json',
  'packages/react/tsconfig.json',
  'packages/node/tsconfig.json',
  'packages/site/tsconfig.json',
  'tsconfig.json',
];
let failed = 0;
for (const p of projects) {
  const r = spawnSync('pnpm', ['exec', 'tsc', '-p', p, '--noEmit'], { stdio: 'inherit' });
  console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${p}`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
