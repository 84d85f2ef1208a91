import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  stdin: {
    contents: `export { parseSplit } from './src/split/index.ts';`,
    resolveDir: '/work/main/packages/core',
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outfile: '/tmp/xp/split.mjs',
  logLevel: 'error',
});
const { parseSplit } = await import('/tmp/xp/split.mjs');
const docs = JSON.parse(readFileSync('/work/shared/corpus/synthetic/nav-50k.json', 'utf8'));
for (let r = 0; r < 3; r++) {
  const s = parseSplit(docs);
  const t0 = performance.now();
  s.prepare();
  const t1 = performance.now();
  const t2 = performance.now();
  const x = s.resolveScopes('/nothing/here');
  const t3 = performance.now();
  const u = parseSplit(docs);
  const t4 = performance.now();
  u.resolveScopes('/nothing/here');
  const t5 = performance.now();
  console.log(
    'prepare',
    (t1 - t0).toFixed(2),
    'resolve after',
    (t3 - t2).toFixed(3),
    'resolve without',
    (t5 - t4).toFixed(2),
    x,
  );
}
