import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDocsWithRepeats } from '../query/test-support/arbitrary-docs.js';
import type { ParseOptions } from './options.js';
import { parseDocs } from './parse-docs.js';
import { jsonValue, parseModel } from './parse-model.js';
import { docsLike } from './test-support/docs-like.js';

const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** The lean parse of docs.json text gives the model of the full one (which also reports diagnostics). */
function expectSameModel(text: string, options: Pick<ParseOptions, 'pages' | 'basePath'> = {}): void {
  const full = parseDocs(text, options);
  expect(plain(parseModel(jsonValue(text), options))).toEqual(plain(full.model));
}

describe('parseModel (the lean parse)', () => {
  it('gives the model of parseDocs for every real docs.json', () => {
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectSameModel(readFileSync(`${corpus}real/${file}`, 'utf8'));
  });

  it('gives the model of parseDocs for the synthetic corpora, with a basePath too', () => {
    for (const file of ['nav-1k.json', 'nav-1k-versions.json', 'nav-1k-languages.json', 'nav-10k.json']) {
      const text = readFileSync(`${corpus}synthetic/${file}`, 'utf8');
      expectSameModel(text);
      expectSameModel(text, { basePath: '/docs' });
    }
  });

  it('gives the model of parseDocs for generated navigations with frontmatter', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, ({ docs, pages }) => {
        expectSameModel(JSON.stringify(docs), { pages });
      }),
      { numRuns: 150 },
    );
  });

  // Where the full parse reports (a bad value left out, a wrong field ignored), the lean one must leave out
  // and ignore the same: every report path runs with no reporter here.
  it('gives the model of parseDocs for any docs.json-like value, however broken', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), docsLike), (value) => {
        for (const docs of [value, { navigation: value }, { colors: value, logo: value, navbar: value }]) {
          expect(plain(parseModel(docs))).toEqual(plain(parseDocs(docs).model));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives the empty model of parseDocs for text that is not JSON, and reads past a byte-order mark', () => {
    for (const text of ['{"navigation": ', '', 'null', '\ufeff{"navigation": {"pages": ["a", "b"]}}']) {
      expectSameModel(text);
    }
    expect(plain(parseModel(jsonValue('\ufeff{"navigation": {"pages": ["a"]}}')).items)).toEqual(['a']);
  });
});
