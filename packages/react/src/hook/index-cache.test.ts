import { splitModel } from '@docsnav/core/split';
import { describe, expect, it } from 'vitest';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';
import { cachedIndex } from './index-cache.js';

const model = modelFrom(switchersDocs, switchersOptions);
const split = splitModel(model);
const scopesOf = (path: string) => split.scopesFor(path).flatMap((id) => split.scopes.get(id) ?? []);

describe('cachedIndex', () => {
  it('builds one index per model, scopes and basePath, for every page rendered with them', () => {
    const v2 = scopesOf('/v2/install');
    const first = cachedIndex(split.shell, true, v2, undefined);
    // Another page of the same sidebar (a server rendering page after page): the same index.
    expect(cachedIndex(split.shell, true, [...v2], undefined)).toBe(first);
    expect(cachedIndex(model, false, [], undefined)).toBe(cachedIndex(model, false, [], undefined));
    // Another sidebar, another basePath, a copy of a scope (equal, not the same object): each builds anew.
    const v1 = cachedIndex(split.shell, true, scopesOf('/v1/install'), undefined);
    expect(v1).not.toBe(first);
    expect(v1.pages.has('/v1/install')).toBe(true);
    expect(first.pages.has('/v1/install')).toBe(false);
    const based = cachedIndex(split.shell, true, v2, '/docs');
    const hrefs = (i: typeof based) => i.nodes.flatMap((n) => (n.type === 'page' ? [n.href] : []));
    expect(hrefs(based)).toContain('/docs/v2/install');
    expect(hrefs(first)).toContain('/v2/install');
    const copy = v2.map((s) => JSON.parse(JSON.stringify(s)));
    expect(cachedIndex(split.shell, true, copy, '/docs')).not.toBe(based);
  });

  it('keeps the last index of a model only', () => {
    const v2 = scopesOf('/v2/install');
    const first = cachedIndex(split.shell, true, v2, '/last');
    cachedIndex(split.shell, true, scopesOf('/v1/install'), '/last');
    expect(cachedIndex(split.shell, true, v2, '/last')).not.toBe(first);
  });
});
