import { describe, expect, it } from 'vitest';
import { scanReferences } from './scan-references.js';

describe('scanReferences', () => {
  it('lists normalized page paths in navigation order, once, and spec references as written', () => {
    const refs = scanReferences({
      navigation: {
        global: { anchors: [{ anchor: 'x', href: 'https://x' }] },
        tabs: [
          {
            tab: 'Guides',
            groups: [
              {
                group: 'A',
                root: 'guides/index',
                pages: ['/guides/intro.mdx', 'guides/intro', { group: 'B', pages: ['./b'] }, 'c'],
              },
            ],
          },
          {
            tab: 'API',
            openapi: '/openapi.json',
            groups: [
              {
                group: 'E',
                openapi: ['a.yaml', 'b.yaml'],
                pages: ['GET /users', 'c.json POST /x', 'webhook w', 'api/overview'],
              },
              { group: 'F', openapi: { source: 'spec/f.json', directory: 'f' }, pages: [] },
            ],
          },
        ],
      },
    });
    expect(refs.pages).toEqual(['guides/index', 'guides/intro', 'b', 'c', 'api/overview']);
    expect(refs.specs).toEqual(['/openapi.json', 'a.yaml', 'b.yaml', 'c.json', 'spec/f.json']);
  });

  it('returns nothing for values that are not a docs.json, and never throws', () => {
    for (const v of [
      null,
      1,
      'x',
      [],
      {},
      { navigation: 'x' },
      { navigation: { pages: [null, 1, '../..'] } },
    ]) {
      expect(scanReferences(v)).toEqual({ pages: [], specs: [] });
    }
  });

  it('survives deep nesting', () => {
    let nav: Record<string, unknown> = { group: 'leaf', pages: ['leaf'] };
    for (let i = 0; i < 10000; i++) nav = { group: `g${i}`, pages: [nav] };
    expect(() => scanReferences({ navigation: { groups: [nav] } })).not.toThrow();
  });
});
