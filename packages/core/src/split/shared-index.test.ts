import { describe, expect, it } from 'vitest';
import { fixture } from '../query/test-support/fixture.js';
import { TWO_VERSIONS } from '../query/test-support/two-versions.js';
import { sharedIndex, sharedSplitIndex } from './shared-index.js';
import { splitModel } from './split-model.js';

const { model } = fixture(TWO_VERSIONS);
const split = splitModel(model);
const scopesOf = (path: string) => split.scopesFor(path).flatMap((id) => split.scopes.get(id) ?? []);
const hrefs = (index: ReturnType<typeof sharedIndex>) =>
  index.nodes.flatMap((n) => (n.type === 'page' ? [n.href] : []));

describe('sharedIndex, sharedSplitIndex', () => {
  it('builds one index per model, scopes and basePath, for every page rendered with them', () => {
    const v2 = scopesOf('/v2/install');
    const first = sharedSplitIndex(split.shell, v2);
    // Another page of the same sidebar (a server rendering page after page): the same index.
    expect(sharedSplitIndex(split.shell, [...v2])).toBe(first);
    expect(sharedIndex(model)).toBe(sharedIndex(model));
    expect(sharedIndex(model).pages.has('/v1/intro')).toBe(true);
    // A whole model under another basePath: its own index, kept as the last one of that model.
    const docs = sharedIndex(model, { basePath: '/docs' });
    expect(docs).not.toBe(sharedIndex(model));
    expect(hrefs(docs)).toContain('/docs/v1/intro');
    expect(sharedIndex(model, { basePath: '/docs' })).not.toBe(docs);
    expect(sharedIndex(model, { basePath: '/docs' })).toBe(sharedIndex(model, { basePath: '/docs' }));
    // Another sidebar, another basePath, a copy of a scope (equal, not the same object): each builds anew.
    const v1 = sharedSplitIndex(split.shell, scopesOf('/v1/intro'));
    expect(v1).not.toBe(first);
    expect(v1.pages.has('/v1/intro')).toBe(true);
    expect(first.pages.has('/v1/intro')).toBe(false);
    const based = sharedSplitIndex(split.shell, v2, { basePath: '/docs' });
    expect(based).not.toBe(first);
    expect(hrefs(based)).toContain('/docs/v2/install');
    expect(hrefs(first)).toContain('/v2/install');
    const copy = v2.map((s) => JSON.parse(JSON.stringify(s)));
    expect(sharedSplitIndex(split.shell, copy, { basePath: '/docs' })).not.toBe(based);
  });

  it('keeps the last index of a model only', () => {
    const v2 = scopesOf('/v2/install');
    const first = sharedSplitIndex(split.shell, v2, { basePath: '/last' });
    sharedSplitIndex(split.shell, scopesOf('/v1/intro'), { basePath: '/last' });
    expect(sharedSplitIndex(split.shell, v2, { basePath: '/last' })).not.toBe(first);
  });
});
