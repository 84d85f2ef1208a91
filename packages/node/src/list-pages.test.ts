import { parseDocs } from '@docsnav/core/parse';
import { describe, expect, it } from 'vitest';
import { formatPageTable, listPages } from './list-pages.js';

describe('listPages', () => {
  it('lists pages in navigation order with the trail of divisions and groups and the division per axis', () => {
    const { model } = parseDocs({
      navigation: {
        versions: [
          {
            version: 'v2',
            tabs: [
              {
                tab: 'Guides',
                groups: [
                  {
                    group: 'Start',
                    root: 'start',
                    pages: ['a', { group: 'Deep', hidden: true, pages: ['b'] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(listPages(model)).toEqual([
      {
        href: '/start',
        title: 'Start',
        trail: ['v2', 'Guides', 'Start'],
        divisions: { version: 'v2', tab: 'Guides' },
        hidden: false,
        source: 'start',
      },
      {
        href: '/a',
        title: 'A',
        trail: ['v2', 'Guides', 'Start'],
        divisions: { version: 'v2', tab: 'Guides' },
        hidden: false,
        source: 'a',
      },
      {
        href: '/b',
        title: 'B',
        trail: ['v2', 'Guides', 'Start', 'Deep'],
        divisions: { version: 'v2', tab: 'Guides' },
        hidden: true,
        source: 'b',
      },
    ]);
  });

  it('formats an empty navigation as a header and a count', () => {
    const { model } = parseDocs({ navigation: { pages: [] } });
    expect(formatPageTable(listPages(model))).toBe('HREF  TITLE  TRAIL  HIDDEN\n0 pages');
  });
});
