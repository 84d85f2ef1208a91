// pnpm size:parse: the size of the browser's parse path, `parseSplit` (`@docsnav/core/split`) bundled alone as
// a host's bundler would (esbuild, from the built dist/ of @docsnav/core: `pnpm build` first), minified and
// gzipped (level 9), with the modules that weigh most in it and the weight of each folder. The parse it
// bundles is the lean one (no diagnostics, no OpenAPI specs): the modules only the full parse (`parseDocs`)
// imports must not be in it (`FULL_PARSE_ONLY`, checked by scripts/size-parse.test.ts with the ceiling).
// Usage: node scripts/size-parse.mjs [--json]
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repo = new URL('..', import.meta.url).pathname;
const KB = 1024;

/** Modules of @docsnav/core that only the full parse (diagnostics, pointer location, specs) imports (of the
 *  spec index, the lean parse keeps `operationKey`, a line). */
export const FULL_PARSE_ONLY = [
  'parse/parse-docs',
  'parse/reporter',
  'parse/messages',
  'parse/known-keys',
  'parse/locate-pointer',
  'parse/json-lexer',
  'parse/json-syntax',
  'parse/openapi/specs',
  'parse/openapi/generate',
  'brand/tokens',
];

/**
 * `parseSplit` bundled alone: its minified bytes, gzip bytes, the bytes each input module kept (paths
 * relative to the package's `dist/` or `src/`, without extension) and the minified text. `from`: the built
 * package (`dist`, what a host bundles) or its TypeScript sources (`src`, for a test without a build).
 */
export async function parseSplitBundle({ from = 'dist' } = {}) {
  const entry = from === 'src' ? './packages/core/src/split/index.ts' : './packages/core/dist/split/index.js';
  const result = await build({
    stdin: { contents: `export { parseSplit } from '${entry}';`, resolveDir: repo, loader: 'js' },
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
      path: path.replace(/^packages\/core\/(dist|src)\//, '').replace(/\.(js|ts)$/, ''),
      bytes: bytesInOutput,
    }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return {
    min: out.length,
    gzip: gzipSync(out, { level: 9 }).length,
    inputs,
    text: result.outputFiles[0].text,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text: _, ...size } = await parseSplitBundle();
  if (process.argv.includes('--json')) console.log(JSON.stringify(size));
  else {
    console.log(
      `parseSplit bundled alone: ${(size.gzip / KB).toFixed(2)} KB min+gzip (${(size.min / KB).toFixed(1)} KB minified, ${size.inputs.length} modules)`,
    );
    for (const input of size.inputs.slice(0, 12))
      console.log(`  ${(input.bytes / KB).toFixed(1).padStart(5)} KB  ${input.path}.js`);
    const folders = new Map();
    for (const { path, bytes } of size.inputs) {
      const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : '.';
      folders.set(folder, (folders.get(folder) ?? 0) + bytes);
    }
    const byFolder = [...folders].sort((a, b) => b[1] - a[1]);
    console.log(
      `minified, by folder: ${byFolder.map(([f, b]) => `${f}/ ${(b / KB).toFixed(1)} KB`).join(', ')}`,
    );
  }
}
