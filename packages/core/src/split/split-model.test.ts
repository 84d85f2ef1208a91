import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavModel } from '../model/types.js';
import { parseDocs } from '../parse/index.js';
import { createNavIndex, type NavIndex, nodeHref } from '../query/nav-index.js';
import { arbitraryDocsWithRepeats } from '../query/test-support/arbitrary-docs.js';
import { createSplitIndex } from './split-index.js';
import { splitModel } from './split-model.js';
import { expectSameViewAtEveryPage } from './test-support/view.js';

const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

/** Every page of the model, located in the whole model and in a split index holding only its scope. */
function expectSameEverywhere(model: NavModel) {
  const whole = createNavIndex(JSON.parse(JSON.stringify(model)));
  const split = splitModel(model);
  // What a server sends: the shell and the scopes a page needs, through JSON.
  const { shell } = JSON.parse(JSON.stringify({ shell: split.shell }));
  const scopes = new Map([...split.scopes].map(([id, s]) => [id, JSON.parse(JSON.stringify(s))]));
  return expectSameViewAtEveryPage(whole, {
    shell,
    scopesFor: split.scopesFor,
    scope: (id) => scopes.get(id),
  });
}

describe('splitModel', () => {
  it('gives every page of the versions and languages corpora the same navigation as the whole model', async () => {
    for (const file of ['nav-1k-versions.json', 'nav-1k-languages.json', 'nav-1k.json']) {
      const { model } = parseDocs(readFileSync(`${corpus}synthetic/${file}`, 'utf8'));
      expect(await expectSameEverywhere(model), file).toBeGreaterThan(900);
    }
  });

  it('gives every page of the real corpus the same navigation as the whole model', async () => {
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const { model } = parseDocs(readFileSync(`${corpus}real/${file}`, 'utf8'));
      await expectSameEverywhere(model);
    }
  }, 240_000);

  it('keeps the switch tables of the real corpus as they were (sizes per docs.json)', () => {
    // Every page's switch targets per scope (crewAI: 680 scopes, 873k targets). The snapshot holds the sizes
    // the first, slow implementation gave (a full switchTargets per page, each sibling path looked up by its
    // joined string), whose output the fast one reproduced byte for byte on every corpus file when it came.
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    const sizes: Record<string, string> = {};
    for (const file of files) {
      const { scopes } = splitModel(parseDocs(readFileSync(`${corpus}real/${file}`, 'utf8')).model);
      const tables = [...scopes.values()].flatMap((s) => s.switches ?? []);
      if (tables.length === 0) continue;
      const exceptions = tables.reduce((n, t) => n + Object.keys(t.pages ?? {}).length, 0);
      const bytes = JSON.stringify(tables).length;
      sizes[file] = `${tables.length} tables, ${exceptions} exceptions, ${bytes} bytes`;
    }
    expect(Object.keys(sizes).length).toBeGreaterThan(5);
    expect(sizes).toMatchSnapshot();
  }, 120_000);

  it('gives generated navigations the same navigation as the whole model', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryDocsWithRepeats, async ({ docs, pages }) => {
        await expectSameEverywhere(parseDocs(docs, { pages }).model);
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
