// pnpm size:parse: the size of the browser's parse path, `parseSplit` (`@docsnav/core/split`) bundled alone as
// a host's bundler would (esbuild, from the built dist/ of @docsnav/core: `pnpm build` first), minified and
// gzipped (level 9), with the modules that weigh most in it and the weight of each folder, then what each of
// its lazily imported chunks adds when a docs.json needs it. The parse it bundles is the lean one (no
// diagnostics, no OpenAPI specs, no brand unless asked for): the modules only the full parse (`parseDocs`)
// imports must not be in it (`FULL_PARSE_ONLY`), nor those only its lazy chunks hold (`LAZY_ONLY`), checked by
// scripts/size-parse.test.ts with the ceiling.
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
  'parse/messages-settings',
  'parse/messages-walk',
  'parse/message-types',
  'parse/known-keys',
  'parse/locate-pointer',
  'parse/json-lexer',
  'parse/json-syntax',
  'parse/openapi/specs',
  'parse/openapi/generate',
  'brand/tokens',
];

/** Modules that only `parseSplit`'s lazily imported chunks hold: the brand's reader (`brand: true`), and the
 *  whole file's parse and split (endpoint entries, languages, `openapi` fields, switch targets, hidden pages'
 *  homes, locating any pathname; the runtime index it needs). */
export const LAZY_ONLY = [
  'parse/brand',
  'parse/languages',
  'parse/language-division',
  'parse/openapi/scope',
  'parse/openapi/endpoint-entry',
  'parse/openapi/endpoint-page',
  'split/split-model',
  'split/split-index',
  'query/switch',
  'query/locate',
  'query/nav-index',
  'model/decode',
];

/**
 * `parseSplit` bundled alone as a host's bundler would, its lazily imported modules left out (a bundler makes
 * them chunks that load only when a docs.json needs them): its minified bytes, gzip bytes, the bytes each
 * input module kept (paths relative to the package's `dist/` or `src/`, without extension) and the minified
 * text. `lazy`: what each of those chunks adds when it loads (the brand reader; the whole-file parse and
 * split), with its gzip bytes and modules. `from`: the built package (`dist`, what a host bundles) or its
 * TypeScript sources (`src`, for a test without a build).
 */
export async function parseSplitBundle({ from = 'dist' } = {}) {
  const dir = from === 'src' ? './packages/core/src/split' : './packages/core/dist/split';
  const ext = from === 'src' ? 'ts' : 'js';
  const options = {
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
  };
  const modules = (outputs, name) =>
    Object.entries(outputs[name].inputs)
      .map(([path, { bytesInOutput }]) => ({
        path: path.replace(/^packages\/core\/(dist|src)\//, '').replace(/\.(js|ts)$/, ''),
        bytes: bytesInOutput,
      }))
      .filter((input) => input.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
  const result = await build({
    ...options,
    stdin: { contents: `export { parseSplit } from '${dir}/index.${ext}';`, resolveDir: repo, loader: 'js' },
    outfile: '/virtual-out/parse-split.js',
    plugins: [
      {
        name: 'lazy-imports',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const out = result.outputFiles[0].contents;
  // The lazy chunks: code splitting from the module that defines parseSplit (esbuild puts every module an
  // entry's re-exports reach in that entry's chunks, used or not), each dynamic import with the chunks it
  // loads that the entry does not.
  const split = await build({
    ...options,
    entryPoints: [`${dir}/lazy-split.${ext}`],
    absWorkingDir: repo,
    splitting: true,
    outdir: '/virtual-out',
  });
  const outputs = split.metafile.outputs;
  const fileName = (path) => path.slice(path.lastIndexOf('/') + 1);
  const texts = new Map(split.outputFiles.map((f) => [fileName(f.path), f.contents]));
  const reach = (name, kind, into = new Set()) => {
    if (into.has(name)) return into;
    into.add(name);
    for (const i of outputs[name].imports)
      if (i.kind === kind || kind === 'all') reach(i.path, 'import-statement', into);
    return into;
  };
  const entryName = Object.keys(outputs).find((name) => outputs[name].entryPoint?.includes('lazy-split'));
  const own = reach(entryName, 'import-statement');
  const lazy = outputs[entryName].imports
    .filter((i) => i.kind === 'dynamic-import')
    .map((i) => {
      const names = [...reach(i.path, 'import-statement')].filter((name) => !own.has(name));
      const bytes = names.map((name) => texts.get(fileName(name)) ?? new Uint8Array());
      return {
        chunk: outputs[i.path].entryPoint?.replace(/^packages\/core\/(dist|src)\//, '') ?? i.path,
        gzip: bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
        inputs: names.flatMap((name) => modules(outputs, name)),
      };
    });
  return {
    min: out.length,
    gzip: gzipSync(out, { level: 9 }).length,
    inputs: modules(result.metafile.outputs, Object.keys(result.metafile.outputs)[0]),
    text: result.outputFiles[0].text,
    lazy,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text: _, ...size } = await parseSplitBundle();
  const lazyChunks = size.lazy;
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
    for (const chunk of lazyChunks)
      console.log(
        `imported when a docs.json needs it: ${chunk.chunk}, ${(chunk.gzip / KB).toFixed(2)} KB min+gzip more (${chunk.inputs.length} modules: ${chunk.inputs
          .slice(0, 4)
          .map((input) => input.path)
          .join(', ')}${chunk.inputs.length > 4 ? ', ...' : ''})`,
      );
  }
}
