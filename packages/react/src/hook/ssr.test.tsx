import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagesNav, tabsNav, versionsNav } from '../test-support/fixtures.js';
import { groupId, modelOf, TestSidebar } from '../test-support/render-host.js';
import { useNavigation } from './navigation.js';
import { NavigationProvider } from './provider.js';
import { useSwitchTargets } from './switch-targets.js';
import type { NavigationProviderProps } from './types.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Everything location-derived, printed, so a difference between server and client shows as a mismatch. */
function Summary() {
  const n = useNavigation();
  const versions = useSwitchTargets('version');
  const languages = useSwitchTargets('language');
  const list = (xs: { label: string; href?: string; current?: boolean }[]) =>
    xs.map((x) => `${x.label}${x.current ? '*' : ''}=${x.href ?? ''}`).join(' ');
  return (
    <dl>
      <dt>tabs</dt>
      <dd>{list(n.tabs)}</dd>
      <dt>versions</dt>
      <dd>{list(versions)}</dd>
      <dt>languages</dt>
      <dd>{list(languages)}</dd>
      <dt>crumbs</dt>
      <dd>{list(n.breadcrumbs)}</dd>
      <dt>pager</dt>
      <dd>{`${n.prev?.href ?? ''} ${n.next?.href ?? ''}`}</dd>
    </dl>
  );
}

const tabs = modelOf(tabsNav);
const states: [string, Omit<NavigationProviderProps, 'children'>][] = [
  ['a nested page', { model: tabs, pathname: '/deep/deeper/y' }],
  ['drill-down with a query and hash', { model: tabs, pathname: '/quickstart?x=1#top', drilldown: true }],
  ['an unknown page', { model: tabs, pathname: '/api/unknown' }],
  ['the default version', { model: modelOf(versionsNav), pathname: '/' }],
  ['a language and version', { model: modelOf(languagesNav), pathname: '/fr/v2/usage' }],
  ['a basePath', { model: tabs, pathname: '/docs/more/extra/a', basePath: '/docs' }],
  ['accordion and controlled state', { model: tabs, pathname: '/open/a', accordion: true, expanded: {} }],
  [
    'a saved state that differs from the default',
    {
      model: tabs,
      pathname: '/quickstart',
      persistence: {
        read: () => ({ [groupId(tabs, 'Deep')]: true, [groupId(tabs, 'Open')]: false }),
        write() {},
      },
    },
  ],
];

describe('server rendering then hydration', () => {
  it.each(states)('hydrates %s without a mismatch', async (_, props) => {
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const ui = (
      <NavigationProvider {...props}>
        <TestSidebar />
        <Summary />
      </NavigationProvider>
    );
    const html = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('a').length).toBeGreaterThan(0);
    act(() => root.unmount());
  });

  it('applies a saved state after hydration', async () => {
    const [, props] = states[states.length - 1] ?? [];
    if (!props) throw new Error('missing state');
    const ui = (
      <NavigationProvider {...props}>
        <TestSidebar />
      </NavigationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.querySelector('[data-group="Deep"]')?.getAttribute('data-open')).toBe('false');
    const root = await act(async () => hydrateRoot(container, ui));
    expect(container.querySelector('[data-group="Deep"]')?.getAttribute('data-open')).toBe('true');
    expect(container.querySelector('[data-group="Open"]')?.getAttribute('data-open')).toBe('false');
    act(() => root.unmount());
  });
});
