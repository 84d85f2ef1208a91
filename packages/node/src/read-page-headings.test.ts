import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNavIndex, type PageNode } from '@docsnav/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { pageHeadingsReader } from './read-page-headings.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
afterEach(() => temp?.remove());

const synthetic = fileURLToPath(
  new URL('../../../../shared/corpus/synthetic/openapi-1k.json', import.meta.url),
);

/** The pages of a docs folder's navigation, by source. */
async function pages(root: string): Promise<Map<string, PageNode>> {
  const { nodes } = createNavIndex((await loadDocs(root)).model);
  return new Map(nodes.filter((n): n is PageNode => n.type === 'page').map((n) => [n.source, n]));
}

describe('pageHeadingsReader', () => {
  it("reads a page file's headings, and a generated endpoint page's sections from its spec", async () => {
    temp = tempDir();
    // The synthetic 1,000-operation spec, copied into the folder (the reader never reads outside it).
    const root = temp.write({
      'docs.json': {
        name: 'Test',
        navigation: {
          groups: [
            { group: 'Guides', pages: ['intro', 'missing'] },
            {
              group: 'API',
              pages: ['openapi.json GET /v1/authentication', 'openapi.json POST /v1/authentication'],
            },
          ],
        },
      },
      'intro.mdx': '# Intro\n\n## Install\n\n## Use\n',
      'openapi.json': readFileSync(synthetic, 'utf8'),
    });
    const read = pageHeadingsReader(root);
    const byPage = await pages(root);
    const ids = async (source: string) => (await read(byPage.get(source) as PageNode)).map((h) => h.id);
    expect(await ids('intro')).toEqual(['install', 'use']);
    expect(await ids('missing')).toEqual([]);
    expect(await ids('openapi.json GET /v1/authentication')).toEqual([
      'query-parameters',
      'responses',
      '200',
      '400',
      '401',
      '429',
    ]);
    expect(await ids('openapi.json POST /v1/authentication')).toEqual([
      'header-parameters',
      'request-body',
      'responses',
      '201',
      '400',
      '401',
      '429',
    ]);
  });
});
