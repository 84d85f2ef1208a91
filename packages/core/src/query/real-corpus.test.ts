/**
 * The query invariants on every real docs.json of the corpus (their `$ref`s left unresolved: the loader's
 * job): each page is located at one of its places with breadcrumbs ending at it, the pager stays in the
 * sidebar, every switch target is an existing page of its option, located there once the option is selected.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocs } from '../parse/index.js';
import { nodesOf } from '../test-support/nodes.js';
import { breadcrumbs, createNavIndex, locate, locationIn, neighbours, switchTargets } from './index.js';

const dir = new URL('../../../../../shared/corpus/real/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('queries on the real corpus', () => {
  it('has the corpus', () => {
    expect(files.length).toBeGreaterThan(70);
  });

  it.each(files)('%s', (file) => {
    const { model } = parseDocs(readFileSync(new URL(file, dir), 'utf8'));
    const index = createNavIndex(model);
    const nodes = nodesOf(model);
    // At most ~2000 pages per file, switch targets on ~200 (the biggest file has 23k pages, dozens of options).
    const all = nodes.flatMap((x) => (x.type === 'page' ? [x] : []));
    const pages = all.filter((_, k) => k % Math.ceil(all.length / 2000) === 0);
    const step = Math.ceil(pages.length / 200);
    pages.forEach((x, k) => {
      const loc = locate(index, x.href);
      const found = nodes[loc.page];
      expect(found?.type === 'page' && found.href, x.href).toBe(x.href);
      expect(nodes[loc.sidebar]?.hidden, x.href).toBe(false);
      expect(breadcrumbs(index, loc).at(-1)?.node).toBe(loc.page);
      const end = nodes[loc.sidebar]?.end ?? 0;
      const { prev = loc.sidebar + 1, next = loc.sidebar + 1 } = neighbours(index, loc);
      for (const p of [prev, next]) expect(p > loc.sidebar && p < end, x.href).toBe(true);
      if (k % step) return;
      for (const kind of ['version', 'language', 'product'] as const) {
        for (const t of switchTargets(index, loc, kind)) {
          if (t.current || /^[a-z]+:/.test(t.href)) continue;
          // After selecting an option the host passes `locationIn(option)` as the previous location.
          const there = locate(index, t.href, locationIn(index, t.node));
          expect(there.page, `${x.href} → ${t.label}`).toBeGreaterThan(0);
          expect(there.page > t.node && there.page < (nodes[t.node]?.end ?? 0)).toBe(true);
        }
      }
    });
  });
});
