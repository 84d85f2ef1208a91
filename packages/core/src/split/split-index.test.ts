import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { NavModel, NavScope } from '../model/types.js';
import { parseDocs } from '../parse/index.js';
import { carryNode, createSplitIndex } from './split-index.js';
import { splitModel } from './split-model.js';

/** Counts lookups through the id map: carrying nodes between indexes of one model should need none. */
const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('../query/node-by-id.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../query/node-by-id.js')>();
  return {
    nodeById: (...args: Parameters<typeof original.nodeById>) => {
      lookups.count++;
      return original.nodeById(...args);
    },
  };
});

const corpus = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));
const load = (file: string): NavModel => parseDocs(readFileSync(`${corpus}synthetic/${file}`, 'utf8')).model;

/**
 * Loads the scopes of `model` one by one in `order` as a browser does (the same scope objects each time)
 * and checks each new index against one built from fresh copies of the scopes (nothing reused), and that
 * every node of the previous index is carried to its node in the new one without an id lookup.
 */
function loadScopes(model: NavModel, order: (ids: string[]) => string[]) {
  const split = splitModel(model);
  const fresh = (scope: NavScope): NavScope => JSON.parse(JSON.stringify(scope));
  const loaded: NavScope[] = [];
  let previous = createSplitIndex(split.shell, []);
  let carried = 0;
  for (const id of order([...split.scopes.keys()])) {
    loaded.push(split.scopes.get(id) as NavScope);
    const next = createSplitIndex(split.shell, loaded);
    expect(next.nodes).toEqual(createSplitIndex(split.shell, loaded.map(fresh)).nodes);
    lookups.count = 0;
    const map = carryNode(previous, next);
    previous.nodes.forEach((node, i) => {
      expect(next.nodes[map(i)]?.id).toBe(node.id);
    });
    expect(lookups.count).toBe(0);
    carried += previous.nodes.length;
    previous = next;
  }
  return { scopes: split.scopes.size, carried, last: previous };
}

describe('createSplitIndex after another scope loads', () => {
  it('reuses the loaded scopes and gives the index a fresh build gives, in any loading order', () => {
    for (const file of ['nav-1k-versions.json', 'nav-1k-languages.json', 'nav-1k.json']) {
      const model = load(file);
      const forward = loadScopes(model, (ids) => ids);
      expect(forward.scopes, file).toBeGreaterThan(2);
      expect(forward.carried, file).toBeGreaterThan(1000);
      loadScopes(model, (ids) => [...ids].reverse());
      // Middle first, then alternately outward: scopes load before and after the ones loaded.
      loadScopes(model, (ids) => [...ids].sort((a, b) => (ids.indexOf(a) % 3) - (ids.indexOf(b) % 3)));
    }
  });

  it('shares the nodes of a scope that did not move, and shifts those of one that did', () => {
    const split = splitModel(load('nav-1k-versions.json'));
    const [first, second] = [...split.scopes.values()] as [NavScope, NavScope];
    const a = createSplitIndex(split.shell, [second]);
    const after = createSplitIndex(split.shell, [second, first]);
    const node = a.nodes.findIndex((n) => n.type === 'page');
    const moved = carryNode(a, after)(node);
    expect(moved).toBeGreaterThan(node);
    expect(after.nodes[moved]?.id).toBe(a.nodes[node]?.id);
    expect(after.nodes[moved]).not.toBe(a.nodes[node]);
    const b = createSplitIndex(split.shell, [first]);
    const c = createSplitIndex(split.shell, [first, second]);
    const kept = b.nodes.findIndex((n) => n.type === 'page');
    expect(c.nodes[kept]).toBe(b.nodes[kept]);
  });

  it('carries a node of a scope that is not in the other index to -1', () => {
    const split = splitModel(load('nav-1k.json'));
    const [first, second] = [...split.scopes.values()] as [NavScope, NavScope];
    const both = createSplitIndex(split.shell, [first, second]);
    const one = createSplitIndex(split.shell, [first]);
    const map = carryNode(both, one);
    const lost = both.nodes.filter((_, i) => map(i) < 0).length;
    expect(lost).toBeGreaterThan(10);
    expect(lost).toBe(both.nodes.length - one.nodes.length);
  });
});
