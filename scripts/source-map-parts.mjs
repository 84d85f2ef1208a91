// The modules a built JS file's bytes come from, by its source map (`<file>.map`): each mapped segment of the
// minified code is counted for its source until the next segment; the file's gzip size is shared out in
// proportion (an estimate: gzip compresses modules unevenly). Used by scripts/size-site.mjs and size-host.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { SourceMapConsumer } = createRequire(new URL('../packages/site/package.json', import.meta.url))(
  'source-map-js',
);

/** A source path shortened to its package and file: `react-dom/cjs/…`, `packages/react/src/…`. */
export function shortSource(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules + 'node_modules/'.length);
  const inRepo = source.indexOf('packages/');
  return inRepo >= 0 ? source.slice(inRepo) : source;
}

/**
 * The part of the first page a source belongs to: `react-dom` (with its scheduler), `react`, `react-router`,
 * `radix`, `kit:<folder>` (@docsnav/react's src or dist folder), `core`, `site` or `other` (virtual modules,
 * the bundler's runtime, the page, the host's own code).
 */
export function partOf(source) {
  if (/^(react-dom|scheduler)\//.test(source)) return 'react-dom';
  if (/^react\//.test(source)) return 'react';
  if (/^react-router\//.test(source)) return 'react-router';
  if (/^@radix-ui\//.test(source)) return 'radix';
  // The kit from its sources (the demo site) or from its package (a host: `@docsnav/react/dist/…`).
  const kit = /^(?:packages\/react\/src|@docsnav\/react\/dist)\/([^/]+)\//.exec(source);
  if (kit) return `kit:${kit[1]}`;
  if (/^(packages\/react\/src|@docsnav\/react\/dist)\//.test(source)) return 'kit';
  if (/^(packages\/core|@docsnav\/core)\//.test(source)) return 'core';
  if (/^packages\/site\//.test(source)) return 'site';
  return 'other';
}

/**
 * Gzip bytes of `code` (whose gzip size is `gzip`) per source module, by the source map at `mapFile`, largest
 * first; the whole file as one entry named `unmapped` when there is no map.
 */
export function sourceShares(code, gzip, mapFile) {
  if (!existsSync(mapFile)) return [{ source: 'unmapped', gzip }];
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const segments = [];
  consumer.eachMapping((m) => segments.push(m));
  const raw = new Map();
  let mapped = 0;
  for (let i = 0; i < segments.length; i++) {
    const m = segments[i];
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine
        ? next.generatedColumn
        : (lines[m.generatedLine - 1]?.length ?? m.generatedColumn);
    const source = m.source ? shortSource(m.source) : 'unmapped';
    raw.set(source, (raw.get(source) ?? 0) + end - m.generatedColumn);
    mapped += end - m.generatedColumn;
  }
  return [...raw]
    .map(([source, bytes]) => ({ source, gzip: mapped > 0 ? (bytes / mapped) * gzip : 0 }))
    .sort((a, b) => b.gzip - a.gzip);
}
