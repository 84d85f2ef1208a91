import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavModel } from '../model.js';
import { parseDocs } from '../parse/index.js';
import { divisionOptions } from '../query/division-options.js';
import { globalAnchors } from '../query/global-anchors.js';
import { locate, type NavLocation } from '../query/locate.js';
import { createNavIndex, type NavIndex, nodeHref } from '../query/nav-index.js';
import { switchTargets } from '../query/switch.js';
import { arbitraryDocsWithRepeats } from '../query/test-support/arbitrary-docs.js';
import { breadcrumbs, neighbours } from '../query/trail.js';
import { createSplitIndex } from './split-index.js';
import { splitModel } from './split-model.js';

const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

/** What a reader sees at a location, by ids and hrefs (node indices differ between whole and split). */
function view(index: NavIndex, loc: NavLocation) {
  const id = (n: number | undefined) => (n === undefined || n < 0 ? undefined : index.nodes[n]?.id);
  const kinds = ['tab', 'menu', 'anchor', 'dropdown'] as const;
  return {
    page: id(loc.page),
    sidebar: id(loc.sidebar),
    trail: loc.trail.map(id),
    divisions: Object.fromEntries(Object.entries(loc.divisions).map(([k, v]) => [k, id(v)])),
    crumbs: breadcrumbs(index, loc).map((c) => [c.label, c.href]),
    pager: Object.values(neighbours(index, loc)).map((n) => id(n)),
    options: kinds.map((k) => divisionOptions(index, loc, k).map((o) => [id(o.node), o.href, o.current])),
    switches: (['version', 'language', 'product'] as const).map((k) =>
      switchTargets(index, loc, k, { search: 'q=1' }).map((t) => [id(t.node), t.href, t.fallback]),
    ),
    global: globalAnchors(index, loc).map((a) => a.href),
  };
}

/** Every page of the model, located in the whole model and in a split index holding only its scope. */
function expectSameEverywhere(model: NavModel) {
  const whole = createNavIndex(JSON.parse(JSON.stringify(model)));
  const split = splitModel(model);
  // What a server sends: the shell and the scopes a page needs, through JSON.
  const { shell } = JSON.parse(JSON.stringify({ shell: split.shell }));
  const scopes = new Map([...split.scopes].map(([id, s]) => [id, JSON.parse(JSON.stringify(s))]));
  const byScopes = new Map<string, NavIndex>();
  let checked = 0;
  for (const [i, x] of whole.nodes.entries()) {
    if (x.type !== 'page') continue;
    const loc = locate(whole, x.href);
    if (loc.page !== i) continue;
    const ids = split.scopesFor(x.href);
    const key = ids.join('\n');
    let index = byScopes.get(key);
    if (index === undefined) {
      index = createSplitIndex(
        shell,
        ids.map((id) => scopes.get(id)),
      );
      byScopes.set(key, index);
    }
    const here = locate(index, x.href);
    expect(view(index, here), x.href).toEqual(view(whole, loc));
    checked++;
  }
  return checked;
}

describe('splitModel', () => {
  it('gives every page of the versions and languages corpora the same navigation as the whole model', () => {
    for (const file of ['nav-1k-versions.json', 'nav-1k-languages.json', 'nav-1k.json']) {
      const { model } = parseDocs(readFileSync(`${corpus}synthetic/${file}`, 'utf8'));
      expect(expectSameEverywhere(model), file).toBeGreaterThan(900);
    }
  });

  it('gives every page of the real corpus the same navigation as the whole model', () => {
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const { model } = parseDocs(readFileSync(`${corpus}real/${file}`, 'utf8'));
      expectSameEverywhere(model);
    }
    // crewAI's 680 scopes (languages × versions × tabs) take seconds to split: every page's switch targets.
  }, 240_000);

  it('gives generated navigations the same navigation as the whole model', () => {
    fc.assert(
      fc.property(arbitraryDocsWithRepeats, ({ docs, pages }) => {
        expectSameEverywhere(parseDocs(docs, { pages }).model);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps groups and pages out of the shell, and tab links leading to first pages of unloaded scopes', () => {
    const { model } = parseDocs(readFileSync(`${corpus}synthetic/nav-1k-versions.json`, 'utf8'));
    const { shell, scopes } = splitModel(model);
    expect(JSON.stringify(shell)).not.toMatch(/"group"|"pages"/);
    expect(scopes.size).toBeGreaterThan(3);
    const index = createSplitIndex(shell, []);
    const whole = createNavIndex(model);
    const tabs = (i: NavIndex) =>
      i.nodes.flatMap((n, k) => (n.type === 'division' ? [[n.id, nodeHref(i, k)]] : []));
    expect(tabs(index)).toEqual(tabs(whole));
  });
});
