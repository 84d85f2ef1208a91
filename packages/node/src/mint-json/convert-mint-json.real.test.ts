import { readdirSync, readFileSync } from 'node:fs';
import { parseDocs } from '@docsnav/core/parse';
import { upgradeToDocsConfig } from '@mintlify/validation';
import { describe, expect, it } from 'vitest';
import { listPages } from '../list-pages.js';
import { convertMintJson } from './convert-mint-json.js';

/** Real mint.json files of public repositories (test-fixtures/mint-json/SOURCES names each one). */
const FIXTURES = new URL('../../test-fixtures/mint-json/', import.meta.url);
/** The shared corpus (read at run time, never copied into the repository): Permify holds both files. */
const PERMIFY = new URL('../../../../../shared/corpus/sites/Permify__permify/mint.json', import.meta.url);

const sites = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** What a reader sees of a navigation: each page in order, with the divisions and groups above it. */
function pagesOf(docs: unknown): string[] {
  return listPages(parseDocs(docs).model).map((r) => `${r.source}  <  ${r.trail.join(' › ')}`);
}

/** Ours and Mintlify's upgrade: the same pages under the same trails, and the same docs.json altogether. */
function expectSameAsMintlify(mint: unknown): void {
  const upgraded = upgradeToDocsConfig(structuredClone(mint) as never, { shouldUpgradeTheme: true });
  const theirs = withBlankGroups(JSON.parse(JSON.stringify(upgraded)));
  const ours = convertMintJson(structuredClone(mint)).docs;
  const expected = pagesOf(theirs);
  expect(expected.length).toBeGreaterThan(0);
  expect(pagesOf(ours)).toEqual(expected);
  expect(ours).toStrictEqual(theirs);
}

/**
 * Mintlify's upgrade keeps mint.json's `"group": ""` (a group without a heading), which its own docs.json
 * schema then rejects (and docsnav's parser drops, with its pages); ours writes docs.json's idiom for it,
 * `" "`. This applies that one difference to Mintlify's result.
 */
function withBlankGroups(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withBlankGroups);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = withBlankGroups(child);
  if (out.group === '' && Array.isArray(out.pages)) out.group = ' ';
  return out;
}

describe("convertMintJson on real mint.json files, against Mintlify's own upgradeToDocsConfig", () => {
  it('has at least 10 of them, each named in SOURCES with its repository, path and commit', () => {
    const sources = readFileSync(new URL('SOURCES', FIXTURES), 'utf8');
    expect(sites.length).toBeGreaterThanOrEqual(10);
    for (const site of sites) {
      const line = sources.split('\n').find((l) => l.split('\t')[0] === site);
      expect(line, site).toMatch(/^\S+\t[\w.-]+\/[\w.-]+\t\S*mint\.json\t[0-9a-f]{40}$/);
    }
  });

  it.each(sites)('%s: the same pages, order and trails (and the same docs.json)', (site) => {
    expectSameAsMintlify(JSON.parse(readFileSync(new URL(`${site}/mint.json`, FIXTURES), 'utf8')));
  });

  it('Permify__permify of the shared corpus: the same pages, order and trails', () => {
    expectSameAsMintlify(JSON.parse(readFileSync(PERMIFY, 'utf8')));
  });
});
