import { describe, expect, it } from 'vitest';
import { carryLocation, createSplitIndex } from '../split/split-index.js';
import { splitModel } from '../split/split-model.js';
import { locate } from './locate.js';
import { nodeById } from './node-by-id.js';
import { fixture } from './test-support/fixture.js';
import { TWO_VERSIONS } from './test-support/two-versions.js';

const f = fixture(TWO_VERSIONS);

describe('nodeById', () => {
  it('finds every node by its id, in the whole index and in a split index holding it', () => {
    for (const [i, n] of f.index.nodes.entries()) expect(nodeById(f.index, n.id)).toBe(i);
    const { shell, scopes } = splitModel(f.model);
    const split = createSplitIndex(shell, [...scopes.values()]);
    for (const n of f.index.nodes) expect(split.nodes[nodeById(split, n.id)]?.id).toBe(n.id);
    expect(nodeById(f.index, '/v:v3')).toBe(-1);
  });

  it('lets carryLocation move a location to an index with more scopes loaded', () => {
    const { shell, scopes } = splitModel(f.model);
    const guides = [...scopes.values()].filter((s) => s.id.endsWith('t:Guides'));
    const one = createSplitIndex(shell, guides.slice(0, 1));
    const all = createSplitIndex(shell, [...scopes.values()]);
    const here = locate(one, '/v2/install');
    const moved = carryLocation(one, all, here);
    const id = (i: number | undefined, index = all) =>
      i === undefined || i < 0 ? undefined : index.nodes[i]?.id;
    expect(id(moved?.page)).toBe(id(here.page, one));
    expect(moved?.trail.map((i) => id(i))).toEqual(here.trail.map((i) => id(i, one)));
    expect(id(moved?.divisions.version)).toBe('/v:v2');
    // The same place as locating the pathname in the new index.
    expect(moved && { ...moved, pathname: '' }).toEqual({ ...locate(all, '/v2/install'), pathname: '' });
  });
});
