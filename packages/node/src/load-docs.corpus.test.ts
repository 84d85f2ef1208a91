import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageNode } from '@docsnav/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadResult, loadDocs } from './load-docs.js';
import { CORPUS, SITES, siteNames, specOperations } from './test-support/corpus.js';
import { nodesOf } from './test-support/nodes.js';
import { tempDir } from './test-support/temp-docs.js';

/** Errors and warnings each site must give (infos are tolerated differences and not pinned here). */
const EXPECTED: Record<
  string,
  Array<[severity: string, code: string, file: string, line: number | undefined]>
> = {
  // Most real brand colours read under 4.5:1 as text on their highlight (`low-contrast`, at the colour).
  '0xPortalLabs__docs': [['warning', 'low-contrast', 'docs.json', 6]],
  'Abstract-Foundation__abstract-docs': [['warning', 'low-contrast', 'docs.json', 6]],
  // Formbricks' pages name 23 Font Awesome Pro-only icons in their frontmatter (`icon:`, line and column in
  // the page file; the site uses Font Awesome, the default). 21 are drawn with a stand-in (`icon-stand-in`,
  // an info: `sparkles` as lucide's, `chart-line-up` as Free's `chart-line`); these two have none: their
  // slots stay empty.
  formbricks__formbricks: [
    ['warning', 'low-contrast', 'docs.json', 6],
    ['warning', 'unknown-icon', 'development/standards/organization/naming-conventions.mdx', 4], // input-text
    ['warning', 'unknown-icon', 'development/standards/qa/code-reviews.mdx', 4], // eyes
  ],
  ollama__ollama: [
    ['warning', 'expanded-top-level', 'docs.json', 158],
    ['warning', 'expanded-top-level', 'docs.json', 167],
    ['warning', 'expanded-top-level', 'docs.json', 185],
  ],
  // The real broken entries of the corpus: each page file does not exist at that commit. Its three Font
  // Awesome Pro-only icons have stand-ins (infos, not pinned here).
  polarsource__polar: [['warning', 'missing-page', 'docs.json', 215]],
  // Optimism: its three colours and a page without its file (`signal-bars`, a Pro-only icon, is drawn as
  // Free's `signal`: an info).
  'ethereum-optimism__docs': [
    ['warning', 'low-contrast', 'docs.json', 6],
    ['warning', 'low-contrast', 'docs.json', 7],
    ['warning', 'low-contrast', 'docs.json', 8],
    ['warning', 'missing-page', 'docs.json', 1832],
  ],
  'risingwavelabs__risingwave-docs': [['warning', 'low-contrast', 'docs.json', 8]],
  'worldcoin__developer-docs': [
    ['warning', 'low-contrast', 'docs.json', 6],
    ['warning', 'low-contrast', 'docs.json', 7],
  ],
  // docs.json wins over the mint.json beside it (an info, not pinned here).
  Permify__permify: [['warning', 'low-contrast', 'docs.json', 6]],
};

/** Sites with a page listed in docs.json whose file does not exist (the warnings above). */
const MISSING_PAGES: Record<string, number> = { polarsource__polar: 1, 'ethereum-optimism__docs': 1 };

/** Specs of each site and whether the navigation generates every operation (else lists some explicitly). */
const SPECS: Record<string, Array<{ ref: string | undefined; all: boolean; count: number }>> = {
  '0xPortalLabs__docs': [
    { ref: 'spec/oracle.json', all: true, count: 3 },
    { ref: 'spec/points.yaml', all: true, count: 2 },
  ],
  'Abstract-Foundation__abstract-docs': [{ ref: '/api-reference/openapi.json', all: true, count: 55 }],
  formbricks__formbricks: [
    { ref: '/api-reference/openapi.json', all: true, count: 32 },
    { ref: '/api-v2-reference/openapi.yml', all: true, count: 40 },
  ],
  ollama__ollama: [{ ref: '/openapi.yaml', all: true, count: 12 }],
  // Endpoint pages named in their frontmatter (`openapi: post /v1/...`) with no spec configured.
  Permify__permify: [{ ref: undefined, all: false, count: 23 }],
  polarsource__polar: [
    { ref: 'openapi/2026-04.openapi.json', all: false, count: 168 },
    { ref: 'openapi/2026-10.openapi.json', all: false, count: 168 },
  ],
  'worldcoin__developer-docs': [{ ref: 'openapi/world-miniapps.json', all: false, count: 7 }],
};

const results = new Map<string, LoadResult>();
beforeAll(async () => {
  for (const name of siteNames()) results.set(name, await loadDocs(path.join(SITES, name)));
});

describe.each(siteNames())('corpus site %s', (name) => {
  const result = () => {
    const r = results.get(name);
    if (!r) throw new Error(`${name} was not loaded`);
    return r;
  };

  it('loads with exactly the expected errors and warnings, each located', () => {
    const shown = result()
      .diagnostics.filter((d) => d.severity !== 'info')
      .map((d) => [d.severity, d.code, d.file, d.line]);
    expect(shown).toEqual(EXPECTED[name]);
    for (const d of result().diagnostics) expect(d.file).toBeTypeOf('string');
  });

  it('lists every page of the navigation with its page file read', () => {
    const pages = nodesOf(result().model).filter((n): n is PageNode => n.type === 'page');
    expect(pages.length).toBeGreaterThan(10);
    const files = result().files.map((f) => path.relative(path.join(SITES, name), f));
    expect(files).toContain('docs.json');
    for (const f of files) expect(f.startsWith('..')).toBe(false);
    // A page file is read for every page but those generated from a spec.
    const mdxPages = pages.filter((p) => !p.endpoint || p.endpoint.spec === undefined);
    const missing = MISSING_PAGES[name] ?? 0;
    const read = files.filter((f) => /\.mdx?$/.test(f));
    expect(new Set(mdxPages.map((p) => p.source)).size - missing).toBe(read.length);
  });

  it('builds endpoint pages that match the real specs: operations, titles and methods', () => {
    const pages = nodesOf(result().model).filter(
      (n): n is PageNode => n.type === 'page' && n.endpoint !== undefined,
    );
    const specs = SPECS[name] ?? [];
    expect(new Set(pages.map((p) => p.endpoint?.spec))).toEqual(new Set(specs.map((s) => s.ref)));
    for (const { ref, all, count } of specs) {
      if (ref === undefined) {
        // No spec to resolve against: the pages are there, marked unresolved.
        const unresolved = pages.filter((p) => p.endpoint?.spec === undefined);
        expect(unresolved).toHaveLength(count);
        for (const page of unresolved) expect(page.endpoint?.resolved).toBe(false);
        continue;
      }
      const operations = specOperations(path.join(SITES, name, ref.replace(/^\//, '')));
      const byKey = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
      const mine = pages.filter((p) => p.endpoint?.spec === ref);
      expect(mine).toHaveLength(count);

      const keyOf = (p: PageNode) =>
        `${p.endpoint?.webhook ? 'WEBHOOK' : p.endpoint?.method} ${p.endpoint?.path}`;
      for (const page of mine) {
        const op = byKey.get(keyOf(page));
        expect(op, `${page.source} is an operation of ${ref}`).toBeDefined();
        expect(page.endpoint?.resolved).toBe(true);
        if (op?.summary) expect(page.title).toBe(op.summary);
      }
      if (all) expect(new Set(mine.map(keyOf))).toEqual(new Set(byKey.keys()));
    }
  });
});

describe('real docs.json files that use $ref (corpus/real with refs/)', () => {
  async function loadWithRefs(stem: string) {
    const temp = tempDir();
    try {
      copyFileSync(path.join(CORPUS, 'real', `${stem}.docs.json`), path.join(temp.dir, 'docs.json'));
      cpSync(path.join(CORPUS, 'real', 'refs', stem), temp.dir, { recursive: true });
      const result = await loadDocs(temp.dir);
      const texts = new Map(
        result.files.map((f) => [path.relative(temp.dir, f), readFileSync(f, 'utf8').split('\n')] as const),
      );
      return { result, texts };
    } finally {
      temp.remove();
    }
  }

  it('mintlify/docs: resolves the per-language files and places each diagnostic on its line there', async () => {
    const { result, texts } = await loadWithRefs('mintlify__docs');
    const languages = nodesOf(result.model).flatMap((n) =>
      n.type === 'division' && n.kind === 'language' ? [n.language?.code] : [],
    );
    expect(languages).toEqual(['en', 'fr', 'es', 'zh']);
    expect(result.diagnostics.filter((d) => d.code.startsWith('ref-'))).toEqual([]);
    // Page files are not in the corpus: every listed page is reported where it is written.
    const missing = result.diagnostics.filter((d) => d.code === 'missing-page');
    expect(new Set(missing.map((d) => d.file))).toEqual(
      new Set(['docs.json', 'fr.json', 'es.json', 'zh.json']),
    );
    for (const d of missing) {
      const line = texts.get(d.file ?? '')?.[(d.line ?? 0) - 1] ?? '';
      const page = /"([^"]+)"/.exec(d.message)?.[1] ?? '';
      expect(line, `${d.file}:${d.line}`).toContain(`"${page}`);
    }
  });

  it('meilisearch: resolves a whole navigation from a $ref file', async () => {
    const { result } = await loadWithRefs('meilisearch__documentation');
    expect(nodesOf(result.model).filter((n) => n.type === 'page').length).toBe(440);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    // The spec file is not in the corpus: reported in the $ref file, at the `openapi` that names it.
    expect(errors.map((d) => [d.code, d.file, d.path])).toEqual([
      ['spec-load-failed', 'config/navigation.json', '/versions/0/tabs/2/groups/1/openapi'],
    ]);
  });
});
