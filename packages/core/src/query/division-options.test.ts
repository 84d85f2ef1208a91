import { describe, expect, it } from 'vitest';
import { divisionOptions } from './division-options.js';
import { fixture } from './test-support/fixture.js';

const f = fixture(
  {
    navigation: {
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Guides', pages: ['v2/intro'] },
            { tab: 'API', groups: [{ group: 'Reference', pages: ['v2/api/users'] }] },
            { tab: 'Hidden', hidden: true, pages: ['v2/hidden'] },
            { tab: 'Soon' },
          ],
        },
        {
          version: 'v1',
          tabs: [
            { tab: 'Guides', pages: ['v1/intro'] },
            { tab: 'API', pages: ['v1/api/accounts'] },
          ],
        },
      ],
    },
  },
  { basePath: '/docs' },
);

describe('divisionOptions', () => {
  it('lists the visible divisions of one axis next to the active one (hidden left out, label-only without href), the current one marked', () => {
    expect(
      divisionOptions(f.index, f.at('/docs/v2/api/users'), 'tab').map((o) => [o.label, o.current, o.href]),
    ).toEqual([
      ['Guides', false, '/docs/v2/intro'],
      ['API', true, '/docs/v2/api/users'],
      ['Soon', false, undefined],
    ]);
    expect(divisionOptions(f.index, f.at('/docs/v1/intro'), 'tab').map((o) => o.href)).toEqual([
      '/docs/v1/intro',
      '/docs/v1/api/accounts',
    ]);
  });

  it('is empty for an axis with no active division', () => {
    expect(divisionOptions(f.index, f.at('/docs/v2/intro'), 'language')).toEqual([]);
  });
});
