import { describe, expect, it } from 'vitest';
import { fixture, fromModel } from './test-support/fixture.js';
import { breadcrumbs, eyebrow, neighbours } from './trail.js';

const everyAxis = {
  navigation: {
    products: [
      {
        product: 'Platform',
        languages: [
          {
            language: 'en',
            versions: [
              {
                version: 'v1',
                tabs: [
                  {
                    tab: 'Guides',
                    menu: [
                      {
                        item: 'Basics',
                        anchors: [
                          {
                            anchor: 'Core',
                            dropdowns: [
                              {
                                dropdown: 'Web',
                                groups: [
                                  {
                                    group: 'Start',
                                    root: 'start/overview',
                                    pages: ['start/first', { group: 'Deep', pages: ['start/deep/page'] }],
                                  },
                                ],
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('breadcrumbs', () => {
  const f = fixture(everyAxis);

  it('lists product, tab, menu item, anchor, dropdown, groups and the page; not versions or languages', () => {
    const crumbs = breadcrumbs(f.index, f.at('/start/deep/page'));
    expect(crumbs.map((c) => c.label)).toEqual([
      'Platform',
      'Guides',
      'Basics',
      'Core',
      'Web',
      'Start',
      'Deep',
      'Page',
    ]);
    expect(crumbs.at(-1)?.node).toBe(f.find('start/deep/page'));
  });

  it("links each crumb to its node's first page, a group's root first, the last to the page", () => {
    const crumbs = breadcrumbs(f.index, f.at('/start/deep/page'));
    expect(crumbs.map((c) => c.href)).toEqual([
      '/start/overview',
      '/start/overview',
      '/start/overview',
      '/start/overview',
      '/start/overview',
      '/start/overview',
      '/start/deep/page',
      '/start/deep/page',
    ]);
  });

  it('skips empty labels', () => {
    // parseDocs rejects empty labels; a model from elsewhere (or an older build) may still carry one.
    const { model } = fixture({
      navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['p'] }] }] },
    });
    const g = fromModel({
      ...model,
      items: model.items.map((x) => (typeof x !== 'string' && 'division' in x ? { ...x, label: '' } : x)),
    });
    expect(breadcrumbs(g.index, g.at('/p')).map((c) => c.label)).toEqual(['G', 'P']);
  });

  it('on an unknown page lists the divisions shown, without a page', () => {
    expect(breadcrumbs(f.index, f.at('/start/unknown')).map((c) => c.label)).toEqual([
      'Platform',
      'Guides',
      'Basics',
      'Core',
      'Web',
    ]);
  });
});

describe('eyebrow', () => {
  it('is the nearest group by default', () => {
    const f = fixture(everyAxis);
    expect(eyebrow(f.index, f.at('/start/deep/page')).map((c) => c.label)).toEqual(['Deep']);
    expect(eyebrow(f.index, f.at('/start/first')).map((c) => c.label)).toEqual(['Start']);
  });

  it('is empty for a page outside any group', () => {
    const f = fixture({ navigation: { pages: ['a'] } });
    expect(eyebrow(f.index, f.at('/a'))).toEqual([]);
  });

  it('is the whole trail without the page with `styling.eyebrows: "breadcrumbs"`', () => {
    const f = fixture({ ...everyAxis, styling: { eyebrows: 'breadcrumbs' } });
    expect(eyebrow(f.index, f.at('/start/deep/page')).map((c) => c.label)).toEqual([
      'Platform',
      'Guides',
      'Basics',
      'Core',
      'Web',
      'Start',
      'Deep',
    ]);
  });
});

describe('neighbours', () => {
  const f = fixture(
    {
      navigation: {
        tabs: [
          { tab: 'Other', pages: ['other/last'] },
          {
            tab: 'Guides',
            groups: [
              { group: 'One', pages: ['a', 'hidden', 'link', 'b'] },
              { group: 'Two', root: 'two', pages: ['two', { group: 'Nested', pages: ['c'] }] },
            ],
          },
          { tab: 'After', pages: ['after/first'] },
        ],
      },
    },
    { pages: { hidden: { hidden: true }, link: { url: 'https://example.com' } } },
  );
  const pager = (path: string) => {
    const { prev, next } = neighbours(f.index, f.at(path));
    return [f.label(prev), f.label(next)];
  };

  it('gives the previous and next page in document order, skipping hidden pages and links', () => {
    expect(pager('/a')).toEqual([undefined, 'b']);
    expect(pager('/b')).toEqual(['a', 'two']);
  });

  it('visits a group root once even when the group also lists it', () => {
    expect(pager('/two')).toEqual(['b', 'c']);
    expect(pager('/c')).toEqual(['two', undefined]);
  });

  it('visits a page listed twice in one sidebar at its first place only, without looping', () => {
    const g = fixture({
      navigation: {
        groups: [
          { group: 'A', pages: ['one', 'two'] },
          { group: 'B', pages: ['three', 'one', 'four'] },
        ],
      },
    });
    const walk: (string | undefined)[] = [];
    for (let loc = g.at('/one'); loc.page >= 0 && walk.length < 10; ) {
      walk.push(g.label(loc.page));
      const next = neighbours(g.index, loc).next;
      loc = next === undefined ? { ...loc, page: -1 } : g.at(g.href(next) ?? '');
    }
    expect(walk).toEqual(['one', 'two', 'three', 'four']);
    expect(g.label(neighbours(g.index, g.at('/four')).prev)).toBe('three');
  });

  it('stays inside the active sidebar', () => {
    expect(pager('/other/last')).toEqual([undefined, undefined]);
    expect(pager('/after/first')).toEqual([undefined, undefined]);
  });

  it('a hidden page gets the pages around its place; an unknown page none', () => {
    expect(pager('/hidden')).toEqual(['a', 'b']);
    expect(pager('/missing')).toEqual([undefined, undefined]);
  });
});
