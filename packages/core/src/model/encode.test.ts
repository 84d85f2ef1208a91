import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageHref, titleFromPath } from '../page-href.js';
import { readBrand } from '../parse/brand.js';
import { Builder } from '../parse/builder.js';
import { normalizeDocs } from '../parse/normalize.js';
import { OPENAPI_SPECS } from '../parse/openapi/specs.js';
import type { ParseOptions } from '../parse/options.js';
import { specs } from '../parse/test-support/specs.js';
import { WHOLE_TOOLS } from '../parse/whole-tools.js';
import { createNavIndex } from '../query/nav-index.js';
import { arbitraryDocsWithRepeats } from '../query/test-support/arbitrary-docs.js';
import type { ParsedNode } from './parsed.js';
import type { NavNode, PageMeta } from './types.js';

/**
 * The serialized model stores nothing that derives from something else; `createNavIndex` derives it again.
 * These tests compare the parser's own node array with the one rebuilt from the serialized model, field by
 * field, so that nothing is lost or derived differently. Left aside: the ids (the parser's are internal)
 * and a page's children and subtree end (only the runtime index has them).
 */
function roundTrip(
  docs: unknown,
  options: ParseOptions = {},
): { built: BuiltNode[]; rebuilt: readonly NavNode[] } {
  const b = new Builder(options, { specs: OPENAPI_SPECS, brand: readBrand, ...WHOLE_TOOLS });
  normalizeDocs(b, docs);
  const model = JSON.parse(JSON.stringify(b.model()));
  return { built: derived(b), rebuilt: createNavIndex(model).nodes };
}

/** A node of the parser's array as an object (a page stored as its path made one). */
type BuiltNode = Exclude<ParsedNode, string>;

/** The fields both arrays have: no ids, and no page `children` or `end`. */
const comparable = (nodes: readonly (NavNode | BuiltNode)[]) =>
  nodes.map((n) => {
    if (n.type !== 'page') {
      const { id: _, ...rest } = n;
      return rest;
    }
    const { id: _i, children: _c, end: _e, ...rest } = n as Partial<NavNode> & BuiltNode;
    return rest;
  });

/** The parser leaves the href and title of a page without frontmatter empty (they derive from its path), and
 *  stores a page listed by its path alone as the path (its parent is `parentOf`, its hidden flag the
 *  parent's). */
function derived(b: Builder): BuiltNode[] {
  const nodes = b.nodes;
  const page = (source: string, parent: number, hidden: boolean): BuiltNode => ({
    type: 'page',
    parent,
    hidden,
    href: pageHref(b.basePath, source),
    source,
    title: titleFromPath(source),
  });
  return nodes.map((n, i) => {
    if (typeof n === 'string') {
      const p = b.parentOf(i);
      const parent = nodes[p];
      return page(n, p, typeof parent !== 'string' && parent?.hidden === true);
    }
    return n.type === 'page' && n.href === ''
      ? { ...n, href: pageHref(b.basePath, n.source), title: n.title || titleFromPath(n.source) }
      : n;
  });
}

describe('serialized model', () => {
  it('rebuilds every real docs.json of the corpus exactly', () => {
    const real = fileURLToPath(new URL('../../../../../shared/corpus/real/', import.meta.url));
    const files = readdirSync(real).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const { built, rebuilt } = roundTrip(JSON.parse(readFileSync(real + file, 'utf8')));
      expect(comparable(rebuilt), file).toEqual(comparable(built));
    }
  });

  it('rebuilds frontmatter, hidden pages, url links, endpoints and a basePath exactly', () => {
    const pages: Record<string, PageMeta> = {
      'guides/intro': { title: 'Welcome', sidebarTitle: 'Intro', icon: 'rocket', tag: 'NEW' },
      'guides/secret': { hidden: true },
      'guides/out': { url: '/elsewhere' },
      'guides/ext': { url: 'https://example.com' },
      'guides/old': { deprecated: true, description: 'Old page' },
      'guides/users': { openapi: 'GET /users' },
    };
    const docs = {
      navigation: {
        openapi: 'api.json',
        tabs: [
          { tab: 'Home', href: '/home' },
          {
            tab: 'Guides',
            groups: [
              {
                group: 'Start',
                root: 'guides/index',
                pages: [
                  'guides/intro',
                  'guides/secret',
                  'guides/out',
                  'guides/ext',
                  'guides/old',
                  'guides/users',
                  'GET /users/{id}',
                  { group: 'Hidden', hidden: true, pages: ['guides/a', 'guides/index'] },
                ],
              },
            ],
          },
          { tab: 'API', openapi: 'api.json' },
        ],
      },
    };
    for (const basePath of ['', '/docs']) {
      const { built, rebuilt } = roundTrip(docs, { pages, specs, basePath });
      expect(comparable(rebuilt)).toEqual(comparable(built));
      expect(built.filter((n) => n.type === 'page').length).toBeGreaterThan(12);
    }
  });

  it('rebuilds generated navigations exactly', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, ({ docs, pages }) => {
        const { built, rebuilt } = roundTrip(docs, { pages });
        expect(comparable(rebuilt)).toEqual(comparable(built));
      }),
      { numRuns: 150 },
    );
  });

  it('gives every node a unique id', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, ({ docs, pages }) => {
        const { rebuilt } = roundTrip(docs, { pages });
        expect(new Set(rebuilt.map((n) => n.id)).size).toBe(rebuilt.length);
      }),
      { numRuns: 100 },
    );
  });
});
