import type { NavModel } from '@docsnav/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modelOf, renderHost } from '../test-support/render-host.js';
import type { NavigationValue, SidebarItem } from './types.js';

afterEach(cleanup);

/** A tab that is an internal link, a page whose frontmatter `url` is internal, and an external tab. */
const nav = {
  tabs: [
    { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'intro', 'moved'] }] },
    { tab: 'Changelog', href: '/changelog' },
    { tab: 'Blog', href: 'https://blog.example.com' },
  ],
};
const pages = { moved: { url: '/elsewhere' } };

function hrefsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'page' ? [i.href] : hrefsOf(i.children)));
}

/** Every href the hook hands out at this location. */
function hrefs(n: NavigationValue): Record<string, unknown> {
  return {
    tabs: n.tabs.map((t) => t.href),
    sidebar: hrefsOf(n.sidebar.items),
    crumbs: n.breadcrumbs.map((c) => c.href),
    prev: n.prev?.href,
  };
}

const cases: [string, NavModel, string | undefined][] = [
  ['docs.json without a basePath, given "/docs"', modelOf(nav, {}, { pages }), '/docs'],
  ['docs.json without a basePath, given "docs/" (normalized)', modelOf(nav, {}, { pages }), 'docs/'],
  ['docs.json under "/old", given "/docs"', modelOf(nav, {}, { pages, basePath: '/old' }), '/docs'],
  ['docs.json under "/docs", no prop', modelOf(nav, {}, { pages, basePath: '/docs' }), undefined],
];

describe('NavigationProvider basePath', () => {
  it.each(cases)('%s: every internal href is under /docs, external ones untouched', (_, model, basePath) => {
    const host = renderHost({ model, initial: '/docs/intro', basePath });
    expect(host.nav().page?.source).toBe('intro');
    expect(hrefs(host.nav())).toEqual({
      tabs: ['/docs', '/docs/changelog', 'https://blog.example.com'],
      sidebar: ['/docs', '/docs/intro', '/docs/elsewhere'],
      crumbs: ['/docs', '/docs', '/docs/intro'],
      prev: '/docs',
    });
    expect(host.nav().index.settings.basePath).toBe('/docs');
  });

  it('takes "/" and "" as no prefix', () => {
    for (const basePath of ['/', '']) {
      const host = renderHost({
        model: modelOf(nav, {}, { pages, basePath: '/old' }),
        initial: '/intro',
        basePath,
      });
      expect(hrefs(host.nav())).toMatchObject({ tabs: ['/', '/changelog', 'https://blog.example.com'] });
      expect(host.nav().page?.source).toBe('intro');
      cleanup();
    }
  });
});
