/**
 * Property tests of the queries over generated valid navigations (DESIGN §9): every page is located where it
 * is listed, breadcrumbs end at it, the pager walks each sidebar once in order, every switch target exists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavModel, PageNode } from './model/types.js';
import { parseDocs } from './parse/index.js';
import {
  breadcrumbs,
  createNavIndex,
  divisionOptions,
  firstPage,
  locate,
  locationIn,
  type NavIndex,
  neighbours,
  switchTargets,
} from './query/index.js';
import {
  arbitraryDocs,
  arbitraryDocsWithRepeats,
  type GeneratedDocs,
} from './query/test-support/arbitrary-docs.js';
import { nodesOf } from './test-support/nodes.js';

const RUNS = { numRuns: 300 };

function build({ docs, pages }: GeneratedDocs) {
  const { model, diagnostics } = parseDocs(docs, { pages });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { model, index: createNavIndex(model) };
}

const pagesOf = (model: NavModel) =>
  nodesOf(model).flatMap((x, i) => (x.type === 'page' ? [[i, x] as [number, PageNode]] : []));

function ancestorsOf(model: NavModel, i: number): number[] {
  const out: number[] = [];
  for (let p = nodesOf(model)[i]?.parent ?? -1; p > 0; p = nodesOf(model)[p]?.parent ?? -1) out.unshift(p);
  return out;
}

const hrefOf = (model: NavModel, i: number) => {
  const x = nodesOf(model)[i];
  return x?.type === 'page' ? x.href : '';
};

/** Listed pages (visible, not a link) of a sidebar, in document order. */
function sidebarPages(model: NavModel, sidebar: number): number[] {
  const end = nodesOf(model)[sidebar]?.end ?? 0;
  return pagesOf(model)
    .filter(([i, x]) => i > sidebar && i < end && !x.hidden && !x.url)
    .map(([i]) => i);
}

describe('queries on generated navigations', () => {
  it('locates every page where it is listed, in a visible sidebar, with breadcrumbs ending at it', () => {
    fc.assert(
      fc.property(arbitraryDocs, (generated) => {
        const { model, index } = build(generated);
        for (const [i, x] of pagesOf(model)) {
          const loc = locate(index, x.href);
          expect(loc.page).toBe(i);
          expect(loc.trail).toEqual(ancestorsOf(model, i));
          expect(nodesOf(model)[loc.sidebar]?.hidden).toBe(false);
          if (!x.hidden) {
            expect(i).toBeGreaterThan(loc.sidebar);
            expect(i).toBeLessThan(nodesOf(model)[loc.sidebar]?.end ?? 0);
          }
          const last = breadcrumbs(index, loc).at(-1);
          expect(last).toEqual({ node: i, label: x.title, href: x.href });
        }
      }),
      RUNS,
    );
  });

  it('the pager visits every page of a sidebar once and in order, both ways', () => {
    fc.assert(
      fc.property(arbitraryDocs, (generated) => {
        const { model, index } = build(generated);
        const sidebars = new Set(pagesOf(model).map(([, x]) => locate(index, x.href).sidebar));
        for (const sidebar of sidebars) {
          const expected = sidebarPages(model, sidebar);
          expect(walk(index, expected[0], 'next', sidebar)).toEqual(expected);
          expect(walk(index, expected.at(-1), 'prev', sidebar)).toEqual([...expected].reverse());
        }
      }),
      RUNS,
    );
  });

  it('every division option with content has a switch target, and every target is an existing page', () => {
    fc.assert(
      fc.property(arbitraryDocs, fc.string(), (generated, search) => {
        const { model, index } = build(generated);
        for (const [, x] of pagesOf(model)) {
          const loc = locate(index, x.href);
          for (const kind of ['version', 'language', 'product'] as const) {
            const targets = switchTargets(index, loc, kind, { search: search.replace(/[#]/g, '') });
            const reachable = divisionOptions(index, loc, kind).filter(
              (o) => o.current || firstPage(index, o.node) >= 0,
            );
            // Options with content all have a target (one without visible pages may still lead to the page).
            expect(targets.map((t) => t.node)).toEqual(expect.arrayContaining(reachable.map((o) => o.node)));
            for (const t of targets) {
              const target = locate(index, t.href);
              if (t.current) expect(target.pathname).toBe(loc.pathname);
              else {
                expect(target.page).toBeGreaterThan(0);
                const node = nodesOf(model)[t.node];
                expect(target.page).toBeGreaterThan(t.node);
                expect(target.page).toBeLessThan(node?.end ?? 0);
              }
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('with pages listed in several places, locates each at one of its places and pages through each sidebar once', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, (generated) => {
        const { model, index } = build(generated);
        const byHref = new Map<string, PageNode[]>();
        for (const [, x] of pagesOf(model)) byHref.set(x.href, [...(byHref.get(x.href) ?? []), x]);
        for (const [href, occurrences] of byHref) {
          const loc = locate(index, href);
          const x = nodesOf(model)[loc.page];
          expect(x?.type === 'page' && x.href).toBe(href);
          expect(loc.trail).toEqual(ancestorsOf(model, loc.page));
          if (occurrences.some((o) => !o.hidden)) expect(x?.hidden).toBe(false);
          expect(breadcrumbs(index, loc).at(-1)?.node).toBe(loc.page);
        }
        const sidebars = new Set(pagesOf(model).map(([, x]) => locate(index, x.href).sidebar));
        for (const sidebar of sidebars) {
          const hrefs = sidebarPages(model, sidebar).map((i) => hrefOf(model, i));
          const distinct = [...new Set(hrefs)];
          const pages = sidebarPages(model, sidebar);
          expect(walk(index, pages[0], 'next', sidebar).map((i) => hrefOf(model, i))).toEqual(distinct);
          const last = pages.find((i) => hrefOf(model, i) === distinct.at(-1));
          expect(walk(index, last, 'prev', sidebar).map((i) => hrefOf(model, i))).toEqual(
            [...distinct].reverse(),
          );
        }
      }),
      RUNS,
    );
  });

  it('locating any string never throws and always gives a visible sidebar', () => {
    fc.assert(
      fc.property(arbitraryDocs, fc.array(fc.string(), { maxLength: 5 }), (generated, paths) => {
        const { model, index } = build(generated);
        let previous: ReturnType<typeof locate> | undefined;
        for (const path of paths) {
          previous = locate(index, path, previous);
          expect(nodesOf(model)[previous.sidebar]?.hidden).toBe(false);
          expect(breadcrumbs(index, previous).every((c) => c.label !== '')).toBe(true);
          neighbours(index, previous);
        }
      }),
      RUNS,
    );
  });
});

/** Follows the pager from a page until it stops (bounded, so a cycle fails instead of hanging). */
function walk(index: NavIndex, start: number | undefined, way: 'prev' | 'next', sidebar = 0): number[] {
  const out: number[] = [];
  const nodes = index.nodes;
  const first = nodes[start ?? -1];
  if (first?.type !== 'page') return out;
  for (
    let loc = locate(index, first.href, locationIn(index, sidebar));
    loc.page >= 0 && out.length <= nodes.length;
  ) {
    out.push(loc.page);
    const p = nodes[neighbours(index, loc)[way] ?? -1];
    if (p?.type !== 'page') break;
    loc = locate(index, p.href, loc);
  }
  return out;
}
