import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavScope } from '../model/types.js';
import { parseDocs } from '../parse/index.js';
import type { ParseOptions } from '../parse/options.js';
import { specs } from '../parse/test-support/specs.js';
import { createNavIndex } from '../query/nav-index.js';
import { arbitraryDocsWithRepeats } from '../query/test-support/arbitrary-docs.js';
import { parseSplit } from './lazy-split.js';
import { splitModel } from './split-model.js';
import { expectSameViewAtEveryPage } from './test-support/view.js';

const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** The model without its brand: what `parseSplit` gives without `brand: true`. */
const unbranded = <T extends { settings: object }>(x: T): T => {
  const { brand: _, ...settings } = x.settings as { brand?: unknown };
  return { ...x, settings };
};

/**
 * A lazy split of `docs` against the eager one (`splitModel(parseDocs(docs).model)`): the same shell before
 * any scope is parsed (with `brand: true`; without it, the same but the brand); for every page, the same
 * `scopesFor`, and the same navigation from a split index holding only those lazily parsed scopes as from
 * the whole model; `resolveScopes` names the page's scope; each scope, asked first of a fresh lazy split,
 * equals the eager one; in the end the same model and diagnostics. Returns the number of pages checked.
 */
async function expectSameAsEager(
  docs: unknown,
  options: ParseOptions = {},
  freshScopes = Infinity,
): Promise<number> {
  const eager = parseDocs(docs, options);
  const whole = createNavIndex(plain(eager.model));
  const split = splitModel(eager.model);
  const lazy = await parseSplit(docs, { ...options, brand: true });
  expect(plain(lazy.shell)).toEqual(plain(split.shell));
  const lean = await parseSplit(docs, options);
  expect(plain(lean.shell)).toEqual(plain(unbranded(split.shell)));
  const checked = await expectSameViewAtEveryPage(
    whole,
    { shell: lean.shell, scopesFor: lean.scopesFor, scope: async (id) => plain(await lean.scope(id)) },
    async (page, ids, loc) => {
      expect(ids, page.href).toEqual(split.scopesFor(page.href));
      if (!page.hidden) expect(await lean.resolveScopes(loc.pathname)).toContain(ids[0]);
    },
  );
  // A site with switchers parses everything for the first scope: one fresh split shows it.
  const switchers = JSON.stringify(split.shell).match(/"division":"(version|language|product)"/);
  let fresh = 0;
  for (const [id, scope] of split.scopes) {
    if (switchers && fresh > 0) break;
    if (fresh++ >= freshScopes) break;
    expect(plain(await (await parseSplit(docs, options)).scope(id)), id).toEqual(plain(scope));
  }
  // The lean parse (no diagnostics) gives the whole model `parseDocs` gives.
  expect(plain(await lazy.model())).toEqual(plain(eager.model));
  expect(plain(await lean.model())).toEqual(plain(unbranded(eager.model)));
  return checked;
}

describe('parseSplit', () => {
  it('gives every page of the synthetic corpora the navigation of the whole model', async () => {
    for (const file of ['nav-1k.json', 'nav-1k-versions.json', 'nav-1k-languages.json']) {
      const text = readFileSync(`${corpus}synthetic/${file}`, 'utf8');
      expect(await expectSameAsEager(text), file).toBeGreaterThan(900);
      expect(await expectSameAsEager(JSON.parse(text), { basePath: '/docs' }, 3), file).toBeGreaterThan(900);
    }
  });

  it('gives every page of the real corpus the navigation of the whole model', async () => {
    const files = readdirSync(`${corpus}real`).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(`${corpus}real/${file}`, 'utf8');
      // A fresh lazy split per scope for small sites; crewAI alone has 680 scopes.
      await expectSameAsEager(text, {}, 40);
    }
  }, 300_000);

  it('gives generated navigations the navigation of the whole model', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryDocsWithRepeats, async ({ docs, pages }) => {
        await expectSameAsEager(docs, { pages });
      }),
      { numRuns: 150 },
    );
  });

  it('links to a tab before it is parsed, and leaves out a bad entry as parseDocs does (which reports it)', async () => {
    const text = JSON.stringify(
      {
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'setup'] }] },
            { tab: 'API', groups: [{ group: 'Calls', pages: ['calls/list', { pages: ['calls/orphan'] }] }] },
          ],
        },
      },
      null,
      2,
    );
    const lazy = await parseSplit(text);
    expect(await lazy.scopesFor('/intro')).toEqual(['/t:Guides']);
    expect((await lazy.scope('/t:Guides'))?.items).toEqual([{ group: 'Start', pages: ['intro', 'setup'] }]);
    // The API tab links to its first page before it is parsed.
    expect(lazy.shell.items.map((d) => [d.label, d.first])).toEqual([
      ['Guides', '/intro'],
      ['API', '/calls/list'],
    ]);
    expect(lazy.resolveScopes('/calls/list')).toEqual(['/t:API']);
    expect((await lazy.scope('/t:API'))?.items).toEqual([{ group: 'Calls', pages: ['calls/list'] }]);
    const full = parseDocs(text);
    expect(full.diagnostics.map((d) => [d.code, d.path, d.line])).toEqual([
      ['invalid-type', '/navigation/tabs/1/groups/0/pages/1', 23],
    ]);
    expect(plain(await lazy.model())).toEqual(plain(full.model));
  });

  it('numbers endpoint hrefs across tabs as the whole parse does, whatever tab comes first, and reads no spec', async () => {
    const docs = {
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] },
          {
            tab: 'API',
            openapi: 'api.json',
            groups: [{ group: 'Users', pages: ['intro-api', 'GET /users'] }],
          },
          { tab: 'More', groups: [{ group: 'Again', pages: ['more', 'api.json GET /users'] }] },
          { tab: 'Generated', openapi: 'other.json', groups: [{ group: 'Notes', pages: ['notes'] }] },
        ],
      },
    };
    // The browser's parse reads no spec (`specs` is not one of its options): as parseDocs without specs,
    // endpoint entries are unresolved endpoint pages and no operation is generated.
    const eager = splitModel(parseDocs(docs).model);
    const hrefs = (scope: NavScope | undefined) => JSON.stringify(scope?.items).match(/"href":"[^"]+"/g);
    // The second listing of GET /users is numbered (`-1`) though its tab is parsed first.
    expect(hrefs(eager.scopes.get('/t:More'))).toEqual(['"href":"/api-reference/get-users-1"']);
    for (const id of ['/t:More', '/t:Generated', '/t:API', '/t:Guides']) {
      const lazy = await parseSplit(docs);
      expect(plain(await lazy.scope(id)), id).toEqual(plain(eager.scopes.get(id)));
      expect(plain(lazy.shell)).toEqual(plain(eager.shell));
    }
    expect(eager.scopes.get('/t:Generated')?.items).toEqual([{ group: 'Notes', pages: ['notes'] }]);
    // With the specs, the build (parseDocs) resolves and generates them.
    const built = JSON.stringify(splitModel(parseDocs(docs, { specs }).model).scopes.get('/t:Generated'));
    expect(built).toContain('"href":"/api-reference/things/list-things"');
    await expectSameAsEager(docs);
  });

  it('answers a known scope at once, an unknown one with undefined and a rejected load, and text that is not JSON with the empty navigation', async () => {
    const lazy = await parseSplit({ navigation: { tabs: [{ tab: 'A', pages: ['a'] }] } });
    expect(await lazy.scope('/t:B')).toBeUndefined();
    await expect(lazy.loadScope('/t:B')).rejects.toThrow(/No scope/);
    // Synchronously (not a promise): the provider shows it before the browser paints.
    expect(lazy.loadScope('/t:A')).toMatchObject({ id: '/t:A', items: ['a'] });
    const broken = await parseSplit('{"navigation": ');
    expect(broken.shell.items).toEqual([]);
    expect(await broken.scopesFor('/a')).toEqual([]);
    expect(plain(await broken.model())).toEqual(plain(parseDocs('{"navigation": ').model));
    // A byte-order mark is allowed, as by parseDocs.
    const bom = await parseSplit('\ufeff{"navigation": {"pages": ["a"]}}');
    expect(await bom.scopesFor('/a')).toEqual(['/']);
  });

  it('reads the brand only when asked, and answers a scope with endpoint entries once the whole file is parsed', async () => {
    const docs = {
      name: 'Acme',
      colors: { primary: '#112233' },
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['intro'] },
          { tab: 'API', openapi: 'api.json', groups: [{ group: 'Users', pages: ['users', 'GET /users'] }] },
        ],
      },
    };
    const full = parseDocs(docs).model;
    const lean = await parseSplit(docs);
    expect(lean.shell.settings.brand).toBeUndefined();
    const branded = await parseSplit(docs, { brand: true });
    expect(branded.shell.settings.brand).toEqual(full.settings.brand);
    expect(branded.shell.settings.brand?.name).toBe('Acme');
    // The lean parse gives the Guides tab at once; the API tab's endpoint entry needs the whole file's parse
    // (its href counts the endpoints before it), imported on first need: a promise, then the same scope.
    expect(lean.loadScope('/t:Guides')).toMatchObject({ id: '/t:Guides', items: ['intro'] });
    const api = lean.loadScope('/t:API');
    expect(api).toBeInstanceOf(Promise);
    expect(plain(await api)).toEqual(plain(splitModel(full).scopes.get('/t:API')));
    expect(await lean.resolveScopes('/api-reference/get-users')).toEqual(['/t:API']);
  });
});
