import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { build } from 'esbuild';

await build({
  stdin: {
    contents: `export { parseDocs } from './src/parse/index.ts';`,
    resolveDir: '/work/main/packages/core',
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outfile: '/tmp/xp/parse.mjs',
  logLevel: 'error',
});
const { parseDocs } = await import('/tmp/xp/parse.mjs');
const text = readFileSync('/work/shared/corpus/synthetic/nav-50k.json', 'utf8');
for (let i = 0; i < 5; i++) parseDocs(text);
const s = new Session();
s.connect();
const mode = process.argv[2] ?? 'alloc';
if (mode === 'alloc') {
  await s.post('HeapProfiler.enable');
  await s.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < 5; i++) parseDocs(text);
  const { profile } = await s.post('HeapProfiler.stopSampling');
  writeFileSync('/tmp/xp/parse.alloc.json', JSON.stringify(profile));
} else {
  await s.post('Profiler.enable');
  await s.post('Profiler.setSamplingInterval', { interval: 50 });
  await s.post('Profiler.start');
  for (let i = 0; i < 10; i++) parseDocs(text);
  const { profile } = await s.post('Profiler.stop');
  writeFileSync('/tmp/xp/parse.cpuprofile', JSON.stringify(profile));
}
