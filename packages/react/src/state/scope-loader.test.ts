/**
 * The store's scope loader without React and without a DOM (the `unit` project runs it in Node): what a
 * location needs, the requests to the host's loaders (synchronous answers, promises, failures), prefetching.
 */
import { createSplitIndex, locate, type NavIndex, type NavScope } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { splitModel } from '@docsnav/core/split';
import { describe, expect, it, vi } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { createScopeLoader } from './scope-loader.js';

const split = splitModel(parseDocs({ name: 'Test', navigation: tabsNav }).model);
const scopeOf = (id: string): NavScope => {
  const scope = split.scopes.get(id);
  if (!scope) throw new Error(`no scope ${id}`);
  return scope;
};
const guidesScope = split.scopesFor('/quickstart')[0] ?? '';
const apiScope = split.scopesFor('/api/one')[0] ?? '';
/** The index of the shell and `loaded` scopes, and the map of them a provider passes as `loaded`. */
const indexWith = (...ids: string[]): [NavIndex, Map<string, NavScope>] => {
  const loaded = new Map(ids.map((id) => [id, scopeOf(id)]));
  return [createSplitIndex(split.shell, [...loaded.values()]), loaded];
};
const divisionNode = (index: NavIndex, label: string) =>
  index.nodes.findIndex((n) => n.type === 'division' && n.label === label);

describe('scope loader (no React, no DOM)', () => {
  it('needs the pending scope of the location’s sidebar, and nothing once the index holds it', () => {
    const loader = createScopeLoader();
    const source = { loadScope: scopeOf };
    const [index] = indexWith();
    expect(loader.needs(index, locate(index, '/quickstart'), -1, source)).toEqual([guidesScope]);
    const [full] = indexWith(guidesScope);
    expect(loader.needs(full, locate(full, '/quickstart'), -1, source)).toEqual([]);
    // Without a loader nothing can be asked for.
    expect(loader.needs(index, locate(index, '/quickstart'), -1, {})).toEqual([]);
  });

  it('needs the scope of a division just chosen, and a pathname to resolve when the index does not hold it', () => {
    const loader = createScopeLoader();
    const [index] = indexWith(guidesScope);
    const api = divisionNode(index, 'API');
    const here = locate(index, '/quickstart');
    expect(loader.needs(index, here, api, { loadScope: scopeOf })).toEqual([apiScope]);
    const unknown = locate(index, '/api/one');
    expect(unknown.page).toBe(-1);
    const resolveScopes = () => [apiScope];
    expect(loader.needs(index, unknown, -1, { loadScope: scopeOf, resolveScopes })).toEqual(['?/api/one']);
  });

  it('a synchronous answer is loaded before request returns, and its listeners are told once', () => {
    const loader = createScopeLoader();
    const told = vi.fn();
    loader.subscribe(told);
    const loadScope = vi.fn(scopeOf);
    const before = loader.scopes;
    loader.request([guidesScope], { loadScope }, new Map());
    expect(loader.scopes).not.toBe(before);
    expect(loader.scopes.get(guidesScope)).toBe(scopeOf(guidesScope));
    expect(told).toHaveBeenCalledTimes(1);
    // Asked again (a later render): not loaded again; the host's own scopes are never loaded.
    loader.request([guidesScope], { loadScope }, new Map());
    loader.request([apiScope], { loadScope }, new Map([[apiScope, scopeOf(apiScope)]]));
    expect(loadScope).toHaveBeenCalledTimes(1);
  });

  it('a rejected load settles without a scope: no longer needed, never asked again', async () => {
    const loader = createScopeLoader();
    const told = vi.fn();
    loader.subscribe(told);
    const loadScope = vi.fn(() => Promise.reject(new Error('offline')));
    const [index, loaded] = indexWith();
    const here = locate(index, '/quickstart');
    loader.request(loader.needs(index, here, -1, { loadScope }), { loadScope }, loaded);
    // Loading: still needed (the provider keeps the previous sidebar), not asked twice.
    expect(loader.needs(index, here, -1, { loadScope })).toEqual([guidesScope]);
    loader.request([guidesScope], { loadScope }, loaded);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(loader.scopes.size).toBe(0);
    expect(loader.needs(index, here, -1, { loadScope })).toEqual([]);
    loader.request([guidesScope], { loadScope }, loaded);
    expect(loadScope).toHaveBeenCalledTimes(1);
  });

  it('resolves a pathname to its scope ids (a promise), then loads them', async () => {
    const loader = createScopeLoader();
    const resolveScopes = vi.fn(async (pathname: string) => split.scopesFor(pathname));
    const loadScope = vi.fn(scopeOf);
    loader.request(['?/api/one'], { loadScope, resolveScopes }, new Map());
    await vi.waitFor(() => expect(loader.scopes.has(apiScope)).toBe(true));
    expect(resolveScopes).toHaveBeenCalledWith('/api/one');
    expect(loadScope.mock.calls).toEqual([[apiScope]]);
    loader.request(['?/api/one'], { loadScope, resolveScopes }, new Map());
    expect(resolveScopes).toHaveBeenCalledTimes(1);
  });

  it('load asks for a scope once, and never for one the host has', () => {
    const loader = createScopeLoader();
    const loadScope = vi.fn(scopeOf);
    loader.load(guidesScope, { loadScope }, new Map([[guidesScope, scopeOf(guidesScope)]]));
    expect(loadScope).not.toHaveBeenCalled();
    loader.load(apiScope, { loadScope });
    loader.load(apiScope, { loadScope });
    expect(loadScope.mock.calls).toEqual([[apiScope]]);
    expect(loader.scopes.has(apiScope)).toBe(true);
  });

  it('stops telling a listener after it unsubscribes', () => {
    const loader = createScopeLoader();
    const told = vi.fn();
    const stop = loader.subscribe(told);
    stop();
    loader.request([guidesScope], { loadScope: scopeOf }, new Map());
    expect(told).not.toHaveBeenCalled();
  });
});
