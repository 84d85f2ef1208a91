import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocs } from './parse/index.js';
import { nodesOf } from './test-support/nodes.js';

/**
 * Every real docs.json of ../shared/corpus/real loads without an exception. Per file, the page count and the
 * error-level diagnostics go into a reviewed snapshot, next to the corpus's own count of listed page entries
 * (INDEX.tsv `pages_count_resolved`), so any change in behaviour shows in review.
 */
const real = fileURLToPath(new URL('../../../../shared/corpus/real/', import.meta.url));

/** Test-only `$ref` resolver: inlines refs/<stem>/<path> (paths relative to docs.json); siblings merge over. */
function inlineRefs(value: unknown, stem: string, depth = 0): unknown {
  if (depth > 50) return value;
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, stem, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof obj.$ref === 'string') {
    const file = resolve(real, 'refs', stem, obj.$ref);
    const target = inlineRefs(JSON.parse(readFileSync(file, 'utf8')), stem, depth + 1);
    if (typeof target !== 'object' || target === null || Array.isArray(target)) return target;
    Object.assign(out, target);
  }
  for (const [k, v] of Object.entries(obj)) if (k !== '$ref') out[k] = inlineRefs(v, stem, depth + 1);
  return out;
}

const listed = new Map(
  readFileSync(join(real, 'INDEX.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const cols = line.split('\t');
      return [cols[0] ?? '', Number(cols[7])] as const;
    }),
);

describe('real docs.json corpus', () => {
  const files = existsSync(real)
    ? readdirSync(real)
        .filter((f) => f.endsWith('.docs.json'))
        .sort()
    : [];

  it('has the corpus', () => {
    expect(files.length).toBeGreaterThanOrEqual(73);
  });

  it('loads every file without an exception; page counts and errors match the reviewed snapshot', async () => {
    const records: Record<string, { listed: number; pages: number; errors: string[] }> = {};
    for (const file of files) {
      const text = readFileSync(join(real, file), 'utf8');
      const stem = file.replace(/\.docs\.json$/, '');
      const hasRefs = text.includes('"$ref"') && existsSync(join(real, 'refs', stem));
      const result = hasRefs ? parseDocs(inlineRefs(JSON.parse(text), stem)) : parseDocs(text);
      const pages = nodesOf(result.model).filter((n) => n.type === 'page').length;
      const errors = result.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.code} ${d.path}${d.line === undefined ? '' : ` (${d.line}:${d.column})`}`);
      records[file] = { listed: listed.get(file) ?? -1, pages, errors };
      expect(
        result.diagnostics.every((d) => hasRefs || d.line !== undefined),
        file,
      ).toBe(true);
    }
    await expect(`${JSON.stringify(records, null, 2)}\n`).toMatchFileSnapshot(
      join(dirname(fileURLToPath(import.meta.url)), '__snapshots__/corpus.snap.json'),
    );
  });
});
