import { describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { locationIn } from './locate.js';
import { fixture } from './test-support/fixture.js';

const versioned = fixture(
  {
    navigation: {
      versions: [
        {
          version: 'v1',
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['v1/guides/intro', 'v1/guides/setup'] }] },
            { tab: 'API', groups: [{ group: 'Reference', pages: ['v1/api/users'] }] },
          ],
        },
        {
          version: 'v2',
          default: true,
          tabs: [
            {
              tab: 'Guides',
              anchors: [
                {
                  anchor: 'Core',
                  groups: [
                    {
                      group: 'Start',
                      pages: ['v2/guides/intro', { group: 'Deep', pages: ['v2/guides/deep/page'] }],
                    },
                  ],
                },
                { anchor: 'Extra', groups: [{ group: 'More', pages: ['v2/extra/more'] }] },
              ],
            },
            { tab: 'Secret', hidden: true, groups: [{ group: 'S', pages: ['v2/secret/page'] }] },
          ],
        },
      ],
    },
  },
  { pages: { 'v2/guides/hidden': { hidden: true } } },
);

describe('locate a page of the navigation', () => {
  it('finds the page, its trail and the active division on every axis', () => {
    const f = versioned;
    const loc = f.at('/v2/guides/deep/page');
    expect(f.label(loc.page)).toBe('v2/guides/deep/page');
    expect(loc.trail.map(f.label)).toEqual(['v2', 'Guides', 'Core', 'Start', 'Deep']);
    expect(f.label(loc.divisions.version)).toBe('v2');
    expect(f.label(loc.divisions.tab)).toBe('Guides');
    expect(f.label(loc.divisions.anchor)).toBe('Core');
    expect(loc.divisions.language).toBeUndefined();
    expect(f.label(loc.sidebar)).toBe('Core');
    expect(loc.pathname).toBe('/v2/guides/deep/page');
  });

  it('reports product, language, version, tab, menu item, anchor and dropdown together', () => {
    const f = fixture({
      navigation: {
        products: [
          { product: 'Other', pages: ['other'] },
          {
            product: 'Cloud',
            languages: [
              {
                language: 'fr',
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
                                dropdowns: [{ dropdown: 'Web', groups: [{ group: 'G', pages: ['p'] }] }],
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
    });
    const loc = f.at('/p');
    const names = Object.fromEntries(Object.entries(loc.divisions).map(([k, v]) => [k, f.label(v)]));
    expect(names).toEqual({
      product: 'Cloud',
      language: 'fr',
      version: 'v1',
      tab: 'Guides',
      menu: 'Basics',
      anchor: 'Core',
      dropdown: 'Web',
    });
    expect(f.label(loc.sidebar)).toBe('Web');
  });

  it('the sidebar of a flat navigation is the root', () => {
    const f = fixture({ navigation: { pages: ['a', 'b'] } });
    const loc = f.at('/b');
    expect(f.label(loc.page)).toBe('b');
    expect(loc.sidebar).toBe(0);
    expect(loc.trail).toEqual([]);
    expect(loc.divisions).toEqual({});
  });
});

describe('locate a page in no visible navigation', () => {
  const f = versioned;

  it('on an unknown page keeps the previous location’s divisions', () => {
    const previous = f.at('/v1/api/users');
    const loc = f.at('/v2/guides/not-there', previous);
    expect(loc.page).toBe(-1);
    expect(f.label(loc.divisions.version)).toBe('v1');
    expect(f.label(loc.divisions.tab)).toBe('API');
    expect(loc.sidebar).toBe(previous.sidebar);
    expect(loc.trail.map(f.label)).toEqual(['v1', 'API']);
  });

  it('without a previous location uses the division whose pages share the longest path prefix', () => {
    const loc = f.at('/v2/extra/unknown');
    expect(loc.page).toBe(-1);
    expect(f.label(loc.divisions.anchor)).toBe('Extra');
    expect(f.label(loc.sidebar)).toBe('Extra');
    expect(f.label(f.at('/v1/api/users/42').divisions.tab)).toBe('API');
  });

  it('without any shared prefix falls back to the defaults (default version, first tab)', () => {
    const loc = f.at('/nowhere/at/all');
    expect(f.label(loc.divisions.version)).toBe('v2');
    expect(f.label(loc.divisions.tab)).toBe('Guides');
    expect(f.label(loc.divisions.anchor)).toBe('Core');
    expect(f.label(loc.sidebar)).toBe('Core');
  });

  it('uses the first version when none is marked default', () => {
    const g = fixture({
      navigation: {
        versions: [
          { version: 'one', pages: ['x'] },
          { version: 'two', pages: ['y'] },
        ],
      },
    });
    expect(g.label(g.at('/').sidebar)).toBe('one');
  });

  it('on a page of a hidden division keeps the page but shows a visible sidebar', () => {
    const loc = f.at('/v2/secret/page');
    expect(f.label(loc.page)).toBe('v2/secret/page');
    expect(loc.trail.map(f.label)).toEqual(['v2', 'Secret', 'S']);
    expect(f.label(loc.divisions.tab)).not.toBe('Secret');
    expect(nodesOf(f.model)[loc.sidebar]?.hidden).toBe(false);
    const after = f.at('/v2/secret/page', f.at('/v1/guides/setup'));
    expect(f.label(after.divisions.version)).toBe('v1');
    expect(f.label(after.divisions.tab)).toBe('Guides');
  });

  it('never reuses a previous location whose sidebar no longer exists', () => {
    const stale = { ...f.at('/v1/api/users'), sidebar: 99_999 };
    const loc = f.at('/unknown', stale);
    // The stale location is dropped as a whole: the defaults apply (default version, first tab, first anchor).
    expect(f.label(loc.sidebar)).toBe('Core');
    expect(nodesOf(f.model)[loc.sidebar]?.hidden).toBe(false);
    expect(f.label(loc.divisions.version)).toBe('v2');
    expect(f.label(loc.divisions.tab)).toBe('Guides');
    expect(loc).toEqual(f.at('/unknown'));
  });
});

describe('a hidden page in the navigation', () => {
  const f = fixture(
    {
      navigation: {
        tabs: [
          { tab: 'A', pages: ['a/one'] },
          { tab: 'B', groups: [{ group: 'G', pages: ['b/one', 'b/hidden'] }] },
        ],
      },
    },
    { pages: { 'b/hidden': { hidden: true } } },
  );

  it('keeps the previous location’s divisions, so nothing shifts', () => {
    const loc = f.at('/b/hidden', f.at('/a/one'));
    expect(f.label(loc.page)).toBe('b/hidden');
    expect(f.label(loc.divisions.tab)).toBe('A');
    expect(loc.trail.map(f.label)).toEqual(['B', 'G']);
  });

  it('without a previous location is shown in its own place', () => {
    const loc = f.at('/b/hidden');
    expect(f.label(loc.divisions.tab)).toBe('B');
    expect(loc.trail.map(f.label)).toEqual(['B', 'G']);
  });
});

describe('a page listed in several places', () => {
  const f = fixture({
    navigation: {
      tabs: [
        { tab: 'A', groups: [{ group: 'GA', pages: ['shared/page', 'a/only'] }] },
        { tab: 'B', groups: [{ group: 'GB', pages: ['shared/page', 'b/only'] }] },
      ],
    },
  });

  it('resolves to the first visible occurrence', () => {
    expect(f.label(f.at('/shared/page').divisions.tab)).toBe('A');
  });

  it('prefers the occurrence inside the previous location’s divisions', () => {
    const loc = f.at('/shared/page', f.at('/b/only'));
    expect(f.label(loc.divisions.tab)).toBe('B');
    expect(loc.trail.map(f.label)).toEqual(['B', 'GB']);
    expect(f.label(f.at('/shared/page', f.at('/a/only')).divisions.tab)).toBe('A');
  });

  it('resolves in the division the user selected, given `locationIn` of it as previous', () => {
    const g = fixture({
      navigation: {
        tabs: [
          { tab: 'A', pages: ['a/only', 'shared/page'] },
          { tab: 'B', pages: ['shared/page', 'b/only'] },
        ],
      },
    });
    const onA = g.at('/a/only');
    expect(g.label(g.at('/shared/page', onA).divisions.tab)).toBe('A');
    const selected = locationIn(g.index, g.find('B'));
    expect(g.label(selected.sidebar)).toBe('B');
    const loc = g.at('/shared/page', selected);
    expect(g.label(loc.divisions.tab)).toBe('B');
    expect(loc.trail.map(g.label)).toEqual(['B']);
  });

  it('prefers a visible occurrence over a hidden one', () => {
    const g = fixture({
      navigation: {
        tabs: [
          { tab: 'A', groups: [{ group: 'GA', hidden: true, pages: ['p'] }] },
          { tab: 'B', groups: [{ group: 'GB', pages: ['p'] }] },
        ],
      },
    });
    expect(g.label(g.at('/p').divisions.tab)).toBe('B');
  });
});
