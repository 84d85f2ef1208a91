import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagesNav, tabsNav, versionsNav } from '../test-support/fixtures.js';
import { modelOf, renderHost } from '../test-support/render-host.js';
import { useSidebar } from './hooks.js';

afterEach(cleanup);

const withSecret = modelOf(
  {
    ...tabsNav,
    tabs: [
      tabsNav.tabs[0],
      { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/one', 'api/secret', 'api/two'] }] },
    ],
  },
  {},
  { pages: { 'api/secret': { hidden: true } } },
);
const sidebarLinks = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .sort();
const labels = (xs: { label: string }[]) => xs.map((x) => x.label);

describe('hidden and unknown pages keep the sidebar on its division', () => {
  it('a hidden page keeps its tab, and is not listed', () => {
    const { nav, go } = renderHost({ model: withSecret, initial: '/api/one' });
    go('/api/secret');
    expect(nav().page?.source).toBe('api/secret');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('API');
    expect(sidebarLinks()).toEqual(['/api/one', '/api/two']);
  });

  it('an unknown page stays on the last division shown', () => {
    const { nav, go } = renderHost({ model: withSecret, initial: '/api/two' });
    go('/nowhere/at-all');
    expect(nav().page).toBeUndefined();
    expect(nav().tabs.find((t) => t.current)?.label).toBe('API');
    expect(sidebarLinks()).toEqual(['/api/one', '/api/two']);
  });

  it('an unknown page first shown takes the division sharing the longest path prefix, else the default', () => {
    const prefix = renderHost({ model: withSecret, initial: '/api/unlisted' });
    expect(prefix.nav().tabs.find((t) => t.current)?.label).toBe('API');
    cleanup();
    const none = renderHost({ model: withSecret, initial: '/nowhere' });
    expect(none.nav().tabs.find((t) => t.current)?.label).toBe('Guides');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('defaults', () => {
  it('shows the version marked default when the path names none', () => {
    const { targets } = renderHost({ model: modelOf(versionsNav), initial: '/' });
    expect(targets('version').find((v) => v.current)?.label).toBe('v2');
    expect(sidebarLinks()).toEqual(['/shared/faq', '/v2/fresh', '/v2/intro', '/v2/new/thing']);
  });

  it('shows the first language (and its first version) when none is marked default', () => {
    const { targets } = renderHost({ model: modelOf(languagesNav), initial: '/' });
    expect(targets('language').map((l) => [l.label, l.current])).toEqual([
      ['English', true],
      ['Français', false],
    ]);
    expect(targets('version').find((v) => v.current)?.label).toBe('v1');
    expect(sidebarLinks()).toEqual(['/en/v1/start', '/en/v1/usage']);
  });
});

describe('switch targets', () => {
  const model = modelOf(versionsNav);
  const toV2 = (pathname: string) => {
    const { targets } = renderHost({ model, initial: pathname });
    const v2 = targets('version').find((v) => v.label === 'v2');
    cleanup();
    return v2 && { href: v2.href, fallback: v2.fallback };
  };

  it('leads to the same page when the target has it', () => {
    expect(toV2('/shared/faq')).toEqual({ href: '/shared/faq', fallback: 'same-page' });
  });
  it('leads to the page whose path differs in the version segment, keeping query and hash', () => {
    expect(toV2('/v1/intro?tab=js#install')).toEqual({
      href: '/v2/intro?tab=js#install',
      fallback: 'sibling-path',
    });
  });
  it('falls back to the first page of the same group', () => {
    expect(toV2('/v1/legacy')).toEqual({ href: '/v2/intro', fallback: 'same-group' });
  });
  it('falls back to the first page of the same section', () => {
    expect(toV2('/v1/ref/x')).toEqual({ href: '/v2/ref/y', fallback: 'same-section' });
  });
  it('falls back to the first page of the target', () => {
    expect(toV2('/v1/archive/z')).toEqual({ href: '/v2/intro', fallback: 'first-page' });
  });
  it('marks the current option, and following a target switches the version', () => {
    const { nav, go, targets } = renderHost({ model, initial: '/v1/intro' });
    expect(targets('version').map((v) => [v.label, v.current])).toEqual([
      ['v1', true],
      ['v2', false],
    ]);
    const target = targets('version').find((v) => v.label === 'v2');
    go(target?.href ?? '');
    expect(targets('version').find((v) => v.current)?.label).toBe('v2');
    expect(nav().page?.source).toBe('v2/intro');
  });
  it('switches language to the page with the other locale segment', () => {
    const { targets } = renderHost({ model: modelOf(languagesNav), initial: '/en/v2/usage' });
    expect(targets('language').find((l) => l.label === 'Français')).toMatchObject({
      href: '/fr/v2/usage',
      fallback: 'sibling-path',
    });
  });
});

describe('pager', () => {
  const model = modelOf(tabsNav);
  it('has no previous page at the start of the sidebar', () => {
    const { nav } = renderHost({ model, initial: '/' });
    expect(nav().prev).toBeUndefined();
    expect(nav().next).toMatchObject({ title: 'Quickstart', href: '/quickstart' });
  });
  it('has no next page at the end of the sidebar, never crossing into another tab', () => {
    const { nav, go } = renderHost({ model, initial: '/more/extra/a' });
    expect(nav().next).toBeUndefined();
    expect(nav().prev).toMatchObject({ href: '/more/b' });
    go('/api/one');
    expect(nav().prev).toBeUndefined();
    expect(nav().next).toMatchObject({ href: '/api/two' });
  });
});

describe('breadcrumbs and tabs', () => {
  it('leave versions and languages out of the breadcrumbs', () => {
    const { nav } = renderHost({ model: modelOf(languagesNav), initial: '/fr/v2/usage' });
    expect(labels(nav().breadcrumbs)).toEqual(['Bases', 'Usage']);
    expect(nav().breadcrumbs.at(-1)?.node).toBe(nav().location.page);
  });
  it('include the tab and the groups; the eyebrow is the section unless styling asks for breadcrumbs', () => {
    const { nav } = renderHost({ model: modelOf(versionsNav), initial: '/v2/ref/y' });
    expect(labels(nav().breadcrumbs)).toEqual(['Reference', 'API', 'Y']);
    expect(labels(nav().eyebrow)).toEqual(['API']);
    cleanup();
    const full = renderHost({
      model: modelOf(versionsNav, { styling: { eyebrows: 'breadcrumbs' } }),
      initial: '/v2/ref/y',
    });
    expect(labels(full.nav().eyebrow)).toEqual(['Reference', 'API']);
  });
  it('mark the tab holding the location as current, each leading to its first page', () => {
    const { nav } = renderHost({ model: modelOf(versionsNav), initial: '/v2/ref/y' });
    expect(nav().tabs.map((t) => [t.label, t.href, t.current])).toEqual([
      ['Docs', '/v2/intro', false],
      ['Reference', '/v2/ref/y', true],
    ]);
  });
  it('list global anchors on every page', () => {
    const model = modelOf({
      ...tabsNav,
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
    });
    const { nav, go } = renderHost({ model, initial: '/' });
    expect(nav().globalAnchors.map((a) => a.label)).toEqual(['Blog']);
    go('/api/two');
    expect(nav().globalAnchors.map((a) => a.href)).toEqual(['https://example.com/blog']);
  });
});

function Orphan() {
  useSidebar();
  return null;
}

describe('outside a provider', () => {
  it('says where the hooks must be used', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/outside <NavigationProvider>/);
    errors.mockRestore();
  });
});
