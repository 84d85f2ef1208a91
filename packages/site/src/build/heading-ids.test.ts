import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageHeading } from '@docsnav/core';
import { extractHeadings } from '@docsnav/node';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { escapeHeadingIds } from './heading-ids.js';
import { testFolder } from './test-folder.js';

const sites = fileURLToPath(new URL('../../../../../shared/corpus/sites/', import.meta.url));

/** The `headings` a compiled page module exports, and its rendered heading ids in order. */
async function compiled(source: string, file = 'page.mdx') {
  const root = testFolder({});
  const page = await compilePage(source, { file: path.join(root, file), root, missingModule: '/m.tsx' });
  const exported = /export const headings = (.*);/.exec(page.code)?.[1];
  const ids = [...page.code.matchAll(/id: "([^"]*)"/g)].map((m) => m[1]);
  return { page, headings: exported ? (JSON.parse(exported) as PageHeading[]) : undefined, ids };
}

describe('heading ids in compiled pages', () => {
  it('gives ## to #### headings their slug ids, numbering duplicates, and exports them', async () => {
    const { page, headings, ids } = await compiled(
      '# Title\n\n## Get started\n\n### Get started\n\n```md\n## not a heading\n```\n\n##### Deep\n',
    );
    expect(page.error).toBeUndefined();
    expect(headings).toEqual([
      { depth: 2, text: 'Get started', id: 'get-started' },
      { depth: 3, text: 'Get started', id: 'get-started-1' },
    ]);
    expect(ids).toEqual(['get-started', 'get-started-1']);
  });

  it('compiles ## Title {#id} (which MDX reads as a broken expression) and renders that id', async () => {
    const source = '### `SET SOURCE_RATE_LIMIT` {#set-source-rate-limit}\n\nText {#not-a-heading-id}\n';
    const escaped = escapeHeadingIds(source);
    expect(escaped.split('\n')[0]).toBe('### `SET SOURCE_RATE_LIMIT` \\{#set-source-rate-limit}');
    const { page, headings, ids } = await compiled(
      '### `SET SOURCE_RATE_LIMIT` {#set-source-rate-limit}\n\n```\n## x {#kept}\n```\n',
    );
    expect(page.error).toBeUndefined();
    expect(headings).toEqual([{ depth: 3, text: 'SET SOURCE_RATE_LIMIT', id: 'set-source-rate-limit' }]);
    expect(ids).toEqual(['set-source-rate-limit']);
    expect(page.code).toContain('"## x {#kept}');
  });

  it('exports no headings when the frontmatter mode hides the table of contents', async () => {
    const { headings, ids } = await compiled('---\nmode: "wide"\n---\n\n## Section\n');
    expect(headings).toEqual([]);
    expect(ids).toEqual(['section']);
  });
});

/** Every .mdx/.md page file of a corpus site (snippets included: they are pages too when listed). */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .sort()
    .map((f) => path.join(dir, f));
}

describe('the node extractor lists the ids the renderer renders', () => {
  // Every page of two real sites: risingwave-docs uses {#id} headings; polar has API and guide pages.
  for (const site of (
    process.env.HEADING_SITES ?? 'risingwavelabs__risingwave-docs,polarsource__polar'
  ).split(',')) {
    it(`agrees on every page of ${site}`, async () => {
      const files = pageFiles(path.join(sites, site)).filter((f) => !f.includes(`${path.sep}.`));
      expect(files.length).toBeGreaterThan(100);
      const mismatches: string[] = [];
      let compared = 0;
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        const { page, headings } = await compiled(source, file.endsWith('.md') ? 'page.md' : 'page.mdx');
        if (page.error || !headings) continue;
        compared += headings.length;
        const extracted = extractHeadings(source, { format: file.endsWith('.md') ? 'md' : 'mdx' });
        if (JSON.stringify(extracted) !== JSON.stringify(headings))
          mismatches.push(
            `${path.relative(sites, file)}\n  rendered ${JSON.stringify(headings)}\n  extracted ${JSON.stringify(extracted)}`,
          );
      }
      expect(compared).toBeGreaterThan(300);
      expect(mismatches).toEqual([]);
    }, 240_000);
  }
});
