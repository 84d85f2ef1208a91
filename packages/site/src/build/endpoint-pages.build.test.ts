import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNavIndex, type PageNode } from '@docsnav/core';
import { loadDocs, pageHeadingsReader } from '@docsnav/node';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from './site-build.js';
import { testFolder } from './test-folder.js';

const _site = fileURLToPath(new URL('../../', import.meta.url));
const synthetic = fileURLToPath(
  new URL('../../../../../shared/corpus/synthetic/openapi-1k.json', import.meta.url),
);

/** The ids of the headings (`h2`–`h4` with an id) of a prerendered page, and of its "On this page" list. */
function renderedIds(html: string): { headings: string[]; list: string[] } {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  const column = html.slice(html.indexOf('class="docsnav-toc-column"'));
  return {
    headings: [...article.matchAll(/<h[234] id="([^"]*)"/g)].map((m) => m[1] ?? ''),
    list: [...column.matchAll(/<a class="docsnav-toc-link" href="#([^"]*)"/g)].map((m) =>
      decodeURIComponent(m[1] ?? ''),
    ),
  };
}

describe('production build of the 1,000-operation synthetic spec', () => {
  // The spec is copied into a fresh docs folder (the site reads nothing outside it); every operation is a
  // generated endpoint page.
  const docs = testFolder({
    'docs.json': JSON.stringify({
      name: 'Synthetic',
      navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
    }),
    'openapi.json': readFileSync(synthetic, 'utf8'),
  });
  const out = testFolder({});
  afterAll(() => {
    rmSync(docs, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it("renders each endpoint page's sections with exactly the ids the node extractor gives, and lists them", async () => {
    const built = buildSite(docs, out, { DOCSNAV_PRERENDER_WORKERS: '2' });
    expect(built.status, built.stderr).toBe(0);
    const read = pageHeadingsReader(docs);
    const pages = createNavIndex((await loadDocs(docs)).model).nodes.filter(
      (n): n is PageNode => n.type === 'page' && !!n.endpoint,
    );
    expect(pages.length).toBeGreaterThanOrEqual(1000);
    const mismatches: string[] = [];
    let compared = 0;
    let withExamples = 0;
    for (const page of pages) {
      const extracted = (await read(page)).map((h) => h.id);
      const html = readFileSync(path.join(out, 'client', page.href, 'index.html'), 'utf8');
      const { headings, list } = renderedIds(html);
      if (
        JSON.stringify(headings) !== JSON.stringify(extracted) ||
        JSON.stringify(list) !== JSON.stringify(extracted)
      )
        mismatches.push(`${page.href}: extracted ${extracted}, headings ${headings}, list ${list}`);
      compared += extracted.length;
      // The request example generated from the spec, in the examples column of the page's HTML.
      if (/<div class="site-api-examples">[\s\S]*?>cURL<[\s\S]*?curl<\/span>/.test(html)) withExamples++;
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(4000);
    expect(withExamples).toBe(pages.length);
  }, 600_000);
});
