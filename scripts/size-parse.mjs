// pnpm size:parse: the size of the browser's parse path, `parseSplit` (`@docsnav/core/split`) bundled alone as
// a host's bundler would (esbuild, from the built dist/ of @docsnav/core: `pnpm build` first), minified and
// gzipped (level 9), with the modules that weigh most in it. Issue 31's target: <= 8 KB gzip.
// Usage: node scripts/size-parse.mjs [--json]
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repo = new URL('..', import.meta.url).pathname;
const KB = 1024;

/** `parseSplit` bundled alone: its minified bytes, gzip bytes and the bytes each input module kept. */
export async function parseSplitBundle() {
  const result = await build({
    stdin: {
      contents: "export { parseSplit } from './packages/core/dist/split/index.js';",
      resolveDir: repo,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    outfile: '/virtual-out/parse-split.js',
    logLevel: 'silent',
  });
  const out = result.outputFiles[0].contents;
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
    .map(([path, { bytesInOutput }]) => ({
      path: path.replace(/^packages\/core\/dist\//, ''),
      bytes: bytesInOutput,
    }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return { min: out.length, gzip: gzipSync(out, { level: 9 }).length, inputs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await parseSplitBundle();
  if (process.argv.includes('--json')) console.log(JSON.stringify(size));
  else {
    console.log(
      `parseSplit bundled alone: ${(size.gzip / KB).toFixed(2)} KB min+gzip (${(size.min / KB).toFixed(1)} KB minified, ${size.inputs.length} modules)`,
    );
    for (const input of size.inputs.slice(0, 12))
      console.log(`  ${(input.bytes / KB).toFixed(1).padStart(5)} KB  ${input.path}`);
  }
}
