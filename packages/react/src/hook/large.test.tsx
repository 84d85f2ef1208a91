import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { type RenderCounter, renderHost, TestSidebar } from '../test-support/render-host.js';

afterEach(cleanup);

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpus/synthetic');
const loaded = new Map<string, NavModel>();
const load = (file: string): NavModel => {
  const model = loaded.get(file) ?? parseDocs(readFileSync(join(corpus, file), 'utf8')).model;
  loaded.set(file, model);
  return model;
};

/** Number of group ancestors of a node. */
const depth = (model: NavModel, i: number): number => {
  let d = 0;
  for (let p = nodesOf(model)[i]?.parent ?? -1; p > 0; p = nodesOf(model)[p]?.parent ?? -1) {
    if (nodesOf(model)[p]?.type === 'group') d++;
  }
  return d;
};

/** The listed pages of the tab with the most pages, in document order. */
function biggestTab(model: NavModel): number[] {
  let best: number[] = [];
  for (const [t, n] of nodesOf(model).entries()) {
    if (n.type !== 'division' || n.kind !== 'tab') continue;
    const pages: number[] = [];
    for (let i = t + 1; i < n.end; i++) {
      const x = nodesOf(model)[i];
      if (x?.type === 'page' && !x.hidden && !x.url && !x.isGroupRoot) pages.push(i);
    }
    if (pages.length > best.length) best = pages;
  }
  return best;
}

/** Renders the biggest tab's sidebar, navigates between pairs of pages, and returns renders per navigation. */
function measure(file: string) {
  const model = load(file);
  const pages = biggestTab(model);
  const deepest = Math.max(...pages.map((p) => depth(model, p)));
  const deep = pages.filter((p) => depth(model, p) === deepest);
  const shallow = pages.find((p) => depth(model, p) === 1) ?? pages[0];
  const at = (i: number | undefined) => {
    const x = nodesOf(model)[i ?? -1];
    if (x?.type !== 'page') throw new Error('not a page');
    return { node: i ?? -1, href: x.href };
  };
  const route = [
    at(deep[0]),
    at(deep.at(-1)),
    at(shallow),
    at(deep[Math.floor(deep.length / 2)]),
    at(pages[pages.indexOf(deep[0] ?? -1) + 1]),
  ];
  const counter: RenderCounter = { total: 0 };
  const first = route[0];
  if (!first) throw new Error('no route');
  const { go, nav } = renderHost({ model, initial: first.href, children: <TestSidebar counter={counter} /> });
  const mounted = counter.total;
  const runs: { renders: number; bound: number }[] = [];
  for (let k = 1; k < route.length; k++) {
    const [a, b] = [route[k - 1], route[k]];
    if (!a || !b) continue;
    counter.total = 0;
    go(b.href);
    expect(nav().location.page).toBe(b.node);
    runs.push({ renders: counter.total, bound: depth(model, a.node) + depth(model, b.node) + 2 });
  }
  return { mounted, runs, pages: pages.length };
}

describe('a large site re-renders only what a navigation changes', () => {
  it('10,000 pages: renders per navigation follow the depth of the two pages, not the page count', () => {
    const big = measure('nav-10k.json');
    expect(big.pages).toBeGreaterThan(3000);
    expect(big.mounted).toBeGreaterThan(big.pages);
    for (const r of big.runs) {
      expect(r.renders).toBeGreaterThan(0);
      expect(r.renders).toBeLessThanOrEqual(r.bound);
    }
    const small = measure('nav-1k.json');
    for (const r of small.runs) expect(r.renders).toBeLessThanOrEqual(r.bound);
    // Same bound at 1k and 10k: at most one render per node on either trail, plus the two pages.
    console.log(
      `renders per navigation: 10k ${big.runs.map((r) => `${r.renders}/${r.bound}`).join(' ')} (sidebar ${big.mounted} items); ` +
        `1k ${small.runs.map((r) => `${r.renders}/${r.bound}`).join(' ')} (sidebar ${small.mounted} items)`,
    );
  });

  it('toggling one group re-renders that group only', () => {
    const model = load('nav-10k.json');
    const counter: RenderCounter = { total: 0 };
    const page = biggestTab(model)[0];
    const href = nodesOf(model)[page ?? -1];
    if (href?.type !== 'page') throw new Error('no page');
    const { container } = renderHost({
      model,
      initial: href.href,
      children: <TestSidebar counter={counter} />,
    });
    // A query selector: role queries walk the accessibility tree of all 3,900 items and take seconds.
    const chevron = container.querySelector('button[aria-label^="Toggle "][aria-expanded="false"]');
    if (!chevron) throw new Error('no nested group');
    counter.total = 0;
    fireEvent.click(chevron);
    expect(counter.total).toBe(1);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
  });
});
