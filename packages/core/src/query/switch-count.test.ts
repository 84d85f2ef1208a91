import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavModel } from '../model/types.js';
import { parseDocs } from '../parse/index.js';
import { createSplitIndex } from '../split/split-index.js';
import { splitModel } from '../split/split-model.js';
import { divisionOptions } from './division-options.js';
import { locate, type NavLocation } from './locate.js';
import { createNavIndex, type NavIndex } from './nav-index.js';
import { switchTargets } from './switch.js';
import { arbitraryDocsWithRepeats } from './test-support/arbitrary-docs.js';

/**
 * The kit's switchers draw their button, and decide whether to show at all (two options or more that lead
 * somewhere), from `divisionOptions` alone; the switch targets are computed when the menu loads. An option
 * has a switch target when it is the current one or `divisionOptions` gives it an `href` (its link or its
 * first visible page), and, besides, only when it is a division whose every page is hidden and the fallback
 * reaches one of them (the same page, or the path without one segment): no docs.json of the corpus has one.
 * Checked here at every page, on whole and split indexes.
 */
const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));
const KINDS = ['version', 'language', 'product'] as const;

/** Per kind: the options that lead somewhere by `divisionOptions`, and those with a switch target. */
function both(index: NavIndex, loc: NavLocation) {
  return KINDS.map((kind) => ({
    kind,
    cheap: divisionOptions(index, loc, kind)
      .filter((o) => o.current || o.href !== undefined)
      .map((o) => index.nodes[o.node]?.id),
    targets: switchTargets(index, loc, kind).map((t) => index.nodes[t.node]?.id),
  }));
}

/** The options counted without the targets are the ones with a target; with `exact` false, the targets
 *  may also hold divisions (by id, in `whole`) whose every page is hidden. */
function expectCounted(
  whole: NavIndex,
  cheap: Array<string | undefined>,
  targets: Array<string | undefined>,
  exact: boolean,
  where: string,
) {
  if (exact) {
    expect(cheap, where).toEqual(targets);
    return;
  }
  expect(
    targets.filter((id) => cheap.includes(id)),
    where,
  ).toEqual(cheap);
  for (const id of targets.filter((t) => !cheap.includes(t))) {
    const t = whole.nodes.findIndex((x) => x.id === id);
    const x = whole.nodes[t];
    // No visible page (`first`), no link, but pages of its own.
    expect(x?.type === 'division' && !x.link && (whole.first[t] ?? -1) < 0, `${where}: ${id}`).toBe(true);
    const pages = whole.nodes
      .slice(t + 1, x?.type === 'division' ? x.end : t)
      .filter((p) => p.type === 'page');
    expect(pages.length, `${where}: ${id}`).toBeGreaterThan(0);
  }
}

/** Checks every page of `model` at its own place in the whole index, and with `split` in a split index
 *  holding only the page's scopes. Returns how many switches had two options or more. */
function expectSameCount(model: NavModel, split: boolean, exact = true): number {
  const whole = createNavIndex(JSON.parse(JSON.stringify(model)));
  const parts = split ? splitModel(model) : undefined;
  const byScopes = new Map<string, NavIndex>();
  let switches = 0;
  for (const [i, x] of whole.nodes.entries()) {
    if (x.type !== 'page') continue;
    const loc = locate(whole, x.href);
    if (loc.page !== i) continue;
    for (const { kind, cheap, targets } of both(whole, loc)) {
      expectCounted(whole, cheap, targets, exact, `${x.href} ${kind}`);
      if (targets.length > 1) switches++;
    }
    if (!parts) continue;
    const ids = parts.scopesFor(x.href);
    const key = ids.join('\n');
    let index = byScopes.get(key);
    if (index === undefined) {
      const scopes = ids.flatMap((id) => parts.scopes.get(id) ?? []);
      index = createSplitIndex(parts.shell, scopes);
      byScopes.set(key, index);
    }
    for (const { kind, cheap, targets } of both(index, locate(index, x.href)))
      expectCounted(whole, cheap, targets, exact, `split ${x.href} ${kind}`);
  }
  return switches;
}

describe('a switcher counts its options without computing the switch targets', () => {
  it('at every page of the versions and languages corpora, whole and split', () => {
    for (const file of ['nav-1k-versions.json', 'nav-1k-languages.json']) {
      const { model } = parseDocs(readFileSync(`${corpus}synthetic/${file}`, 'utf8'));
      expect(expectSameCount(model, true), file).toBeGreaterThan(900);
    }
  });

  it('at every page of the real corpus', () => {
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    let switches = 0;
    for (const file of files) {
      const { model } = parseDocs(readFileSync(`${corpus}real/${file}`, 'utf8'));
      switches += expectSameCount(model, false);
    }
    expect(switches).toBeGreaterThan(1000);
  }, 120_000);

  it('at every page of generated navigations (label-only and hidden-only divisions, links, repeated pages), whole and split', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, ({ docs, pages }) => {
        expectSameCount(parseDocs(docs, { pages }).model, true, false);
      }),
      { numRuns: 150 },
    );
  });
});
