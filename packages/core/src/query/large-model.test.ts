/**
 * The queries on the 50k-page synthetic corpus (correctness only; timings live in the benchmark). The corpus's
 * own walker (`nav-walk.mjs`) is the independent oracle of where each page is listed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocs } from '../parse/index.js';
import { breadcrumbs, locate, neighbours, switchTargets } from './index.js';
import { ancestors, createNavIndex, type NavIndex } from './nav-index.js';

const corpus = new URL('../../../../../shared/corpus/synthetic/', import.meta.url);

interface WalkEntry {
  page: string;
  kind: 'page' | 'root' | 'operation';
  sections: { type: string; name: string }[];
  groups: string[];
}
interface NavWalk {
  listPages(docs: unknown): WalkEntry[];
  pickTargets(docs: unknown): { initial: string; deep: string | null; crossTab: string | null };
}

async function load(name: string) {
  const text = readFileSync(new URL(name, corpus), 'utf8');
  const walker = (await import(new URL('nav-walk.mjs', corpus).href)) as NavWalk;
  const { model } = parseDocs(text);
  const entries = walker.listPages(JSON.parse(text)).filter((e) => e.kind !== 'operation');
  return { index: createNavIndex(model), entries, targets: walker.pickTargets(JSON.parse(text)) };
}

/** The entry's href by the model's rule: a trailing `index` segment dropped. */
const hrefOf = (page: string) => `/${page}`.replace(/\/index$/, '') || '/';

/** What an entry's page looks like from the queries: its path, groups and divisions. */
function describeLocation(index: NavIndex, pathname: string) {
  const nodes = index.nodes;
  const loc = locate(index, pathname);
  const page = nodes[loc.page];
  const groups: string[] = [];
  const sections: { type: string; name: string }[] = [];
  for (const i of ancestors(index, loc.page)) {
    const x = nodes[i];
    if (x?.type === 'group') groups.push(x.label);
    if (x?.type === 'division')
      sections.push({ type: x.kind === 'menu' ? 'item' : x.kind, name: x.language?.code ?? x.label });
  }
  return { loc, source: page?.type === 'page' ? page.source : undefined, groups, sections };
}

describe('queries on nav-50k', async () => {
  const { index, entries, targets } = await load('nav-50k.json');

  it('locates pages all over the site where the corpus lists them', () => {
    expect(entries.length).toBeGreaterThan(45_000);
    const sample = entries.filter((_, k) => k % 997 === 0 || k === entries.length - 1);
    for (const e of sample) {
      const found = describeLocation(index, hrefOf(e.page));
      expect({ source: found.source, groups: found.groups, sections: found.sections }).toEqual({
        source: e.page,
        groups: e.groups,
        sections: e.sections,
      });
      expect(breadcrumbs(index, found.loc).at(-1)?.node).toBe(found.loc.page);
    }
  });

  it('locates the benchmark targets, with a pager inside their sidebar', () => {
    for (const href of [targets.initial, targets.deep, targets.crossTab]) {
      if (href === null) continue;
      const loc = locate(index, `${href}/?from=bench#top`);
      expect(loc.page).toBeGreaterThan(0);
      const { prev, next } = neighbours(index, loc);
      const end = index.nodes[loc.sidebar]?.end ?? 0;
      for (const p of [prev, next]) if (p !== undefined) expect(p > loc.sidebar && p < end).toBe(true);
      expect(prev !== undefined || next !== undefined).toBe(true);
    }
  });

  it('puts an unknown page under the division of its longest shared prefix', () => {
    const last = entries.at(-1);
    if (!last) throw new Error('empty corpus');
    const known = locate(index, hrefOf(last.page));
    const unknown = locate(index, `${hrefOf(last.page)}-missing/child`);
    expect(unknown.page).toBe(-1);
    expect(unknown.sidebar).toBe(known.sidebar);
  });
});

describe('switch targets on nav-50k-languages', async () => {
  const { index, entries } = await load('nav-50k-languages.json');

  it('every language target of sampled pages is an existing page of that language', () => {
    for (const e of entries.filter((_, k) => k % 4999 === 0)) {
      const loc = locate(index, hrefOf(e.page));
      const all = switchTargets(index, loc, 'language', { search: 'q=1' });
      expect(all.length).toBeGreaterThan(1);
      for (const t of all) {
        const there = locate(index, t.href);
        expect(there.page).toBeGreaterThan(0);
        expect(there.divisions.language).toBe(t.node);
        expect(t.href.endsWith('?q=1')).toBe(true);
      }
    }
  });
});
