import type { NavScope } from '@docsnav/core';
import { parseSplit, splitModel } from '@docsnav/core/split';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { Pager } from '../components/pager.js';
import { Sidebar } from '../components/sidebar/sidebar.js';
import { TabBar } from '../components/tab-bar.js';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';
import { NavigationProvider } from './provider.js';
import { SplitNavigationProvider } from './split-provider.js';
import { useSwitchTargets } from './switch-targets.js';
import type { SplitNavigationProviderProps } from './types.js';

afterEach(cleanup);

const model = modelFrom(switchersDocs, switchersOptions);
const split = splitModel(model);
/** What a server sends with a page: the shell and the page's scopes, through JSON. */
const sent = (pathname: string) => ({
  shell: JSON.parse(JSON.stringify(split.shell)),
  scopes: split.scopesFor(pathname).map((id) => JSON.parse(JSON.stringify(split.scopes.get(id)))),
});

/** The switch targets as text, so that the server HTML holds them. */
function Targets() {
  const text = (list: ReturnType<typeof useSwitchTargets>) =>
    list.map((t) => `${t.label}→${t.href} (${t.fallback})`);
  const versions = useSwitchTargets('version');
  const languages = useSwitchTargets('language');
  const products = useSwitchTargets('product');
  return <pre>{[...text(versions), ...text(languages), ...text(products)].join('\n')}</pre>;
}

const ui = (
  <>
    <Targets />
    <TabBar />
    <Sidebar collapsed="until-found" />
    <Breadcrumbs />
    <Pager />
  </>
);

function page(
  props: Omit<SplitNavigationProviderProps, 'pathname'>,
  pathname: string,
  children: ReactNode = ui,
) {
  return (
    <SplitNavigationProvider {...props} pathname={pathname}>
      {children}
    </SplitNavigationProvider>
  );
}

/** A host whose `navigate` sets the pathname, starting on /v2/install. */
function SwitchingHost(props: Pick<SplitNavigationProviderProps, 'shell' | 'scopes' | 'loadScope'>) {
  const [pathname, setPathname] = useState('/v2/install');
  return (
    <SplitNavigationProvider {...props} pathname={pathname} navigate={setPathname}>
      {ui}
    </SplitNavigationProvider>
  );
}

describe('SplitNavigationProvider', () => {
  it('renders every page exactly as with the whole model, from the shell and the page scopes only', () => {
    const hrefs = [
      '/v2/install',
      '/v2/advanced/tuning',
      '/v2/cli',
      '/ar/v2/install',
      '/es/v2/index',
      '/v1/install',
      '/edge/limits',
    ];
    for (const href of hrefs) {
      const whole = renderToString(
        <NavigationProvider model={model} pathname={href}>
          {ui}
        </NavigationProvider>,
      );
      const parts = renderToString(page(sent(href), href));
      if (parts !== whole) {
        let i = 0;
        while (parts[i] === whole[i]) i++;
        expect(parts.slice(i - 200, i + 200), href).toBe(whole.slice(i - 200, i + 200));
      }
      expect(whole).toContain('aria-current="page"');
      if (href.startsWith('/v2/'))
        expect(whole).toMatch(/v1→\/v1\S* \((same-page|sibling-path|same-group|same-section|first-page)\)/);
    }
  });

  it('hydrates the server HTML of a split model without a warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = sent('/ar/v2/advanced/tuning');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(props, '/ar/v2/advanced/tuning'));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(sent('/ar/v2/advanced/tuning'), '/ar/v2/advanced/tuning'));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(
      '/ar/v2/advanced/tuning',
    );
    errors.mockRestore();
    container.remove();
  });

  it('sends a page only its own sidebar: another tab’s groups are not in its HTML, its tab link is', () => {
    const html = renderToString(page(sent('/v2/install'), '/v2/install'));
    expect(html).toContain('Advanced');
    expect(html).not.toContain('CLI');
    expect(html).toMatch(/href="\/v2\/cli"[^>]*>[^<]*(<[^>]*>)*Reference/);
  });

  it('keeps the previous sidebar while another tab’s scope loads, then shows it; hover prefetches it', async () => {
    const { shell, scopes } = sent('/v2/install');
    const pending = new Map<string, (scope: NavScope) => void>();
    const loadScope = vi.fn(
      (id: string) =>
        new Promise<NavScope>((resolve) => {
          pending.set(id, resolve);
        }),
    );
    render(<SwitchingHost shell={shell} scopes={scopes} loadScope={loadScope} />);
    const tab = screen.getByRole('link', { name: 'Reference' });
    fireEvent.pointerEnter(tab);
    const reference = split.scopesFor('/v2/cli')[0] ?? '';
    expect(loadScope).toHaveBeenCalledWith(reference);
    fireEvent.click(tab);
    // Still the Guides sidebar (no blank, no jump) while the scope loads.
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(sidebar.textContent).toContain('Advanced');
    expect(sidebar.textContent).not.toContain('CLI');
    await act(async () => {
      pending.get(reference)?.(JSON.parse(JSON.stringify(split.scopes.get(reference))));
    });
    expect(sidebar.isConnected ? sidebar.textContent : '').toContain('CLI');
    expect(
      screen
        .getByRole('navigation', { name: 'Sidebar' })
        .querySelector('[aria-current="page"]')
        ?.getAttribute('href'),
    ).toBe('/v2/cli');
    expect(loadScope).toHaveBeenCalledTimes(1);
  });

  it('updates the shown sidebar in place when a prefetched scope arrives (no remount, no warning)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { shell, scopes } = sent('/v2/install');
    let resolve: (scope: NavScope) => void = () => {};
    const loadScope = vi.fn(() => new Promise<NavScope>((r) => (resolve = r)));
    render(page({ shell, scopes, loadScope }, '/v2/install'));
    const current = screen
      .getByRole('navigation', { name: 'Sidebar' })
      .querySelector('[aria-current="page"]');
    fireEvent.focus(screen.getByRole('link', { name: 'Reference' }));
    const reference = split.scopesFor('/v2/cli')[0] ?? '';
    await act(async () => resolve(JSON.parse(JSON.stringify(split.scopes.get(reference)))));
    const after = screen.getByRole('navigation', { name: 'Sidebar' }).querySelector('[aria-current="page"]');
    expect(after).toBe(current);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks resolveScopes for a pathname the loaded scopes do not hold, and locates it once loaded', async () => {
    const { shell, scopes } = sent('/v2/install');
    const resolveScopes = vi.fn((pathname: string) => split.scopesFor(pathname));
    const loadScope = vi.fn(
      async (id: string) => JSON.parse(JSON.stringify(split.scopes.get(id))) as NavScope,
    );
    const { rerender } = render(page({ shell, scopes, loadScope, resolveScopes }, '/v2/install'));
    rerender(page({ shell, scopes, loadScope, resolveScopes }, '/ar/v2/install'));
    await act(async () => {});
    expect(resolveScopes).toHaveBeenCalledWith('/ar/v2/install');
    const current = screen
      .getByRole('navigation', { name: 'Sidebar' })
      .querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/ar/v2/install');
  });

  it('shows another tab’s sidebar in the navigation’s own commit when the host answers synchronously', async () => {
    // parseSplit answers resolveScopes and loadScope synchronously: the scope is loaded in a layout effect,
    // so the commit that takes the new pathname already has its sidebar (no paint of the previous one).
    // (A site with versions: its first scope imports the whole-file part, after which every answer is synchronous.)
    const docs = await parseSplit(switchersDocs, switchersOptions);
    const ids = await docs.scopesFor('/v2/install');
    const props = {
      shell: docs.shell,
      scopes: (await Promise.all(ids.map((id) => docs.scope(id)))).flatMap((s) => s ?? []),
      loadScope: vi.fn(docs.loadScope),
      resolveScopes: docs.resolveScopes,
    };
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const act = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() => root.render(page(props, '/v2/install')));
      expect(container.querySelector('nav[aria-label="Sidebar"]')?.textContent).toContain('Advanced');
      // No act(): nothing is flushed but what React does before returning from flushSync.
      flushSync(() => root.render(page(props, '/v2/cli')));
      const sidebar = container.querySelector('nav[aria-label="Sidebar"]');
      expect(sidebar?.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/v2/cli');
      // The Guides list is left hidden until a transition removes it.
      const shown = [...(sidebar?.querySelectorAll('a') ?? [])].filter((a) => !a.closest('[hidden]'));
      expect(shown.map((a) => a.textContent)).toContain('Cli');
      expect(shown.map((a) => a.textContent)).not.toContain('Install');
      expect(props.loadScope).toHaveBeenCalledTimes(1);
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = act;
    }
  });

  it('keeps the sidebar and says nothing when a scope fails to load', async () => {
    const { shell, scopes } = sent('/v2/install');
    const loadScope = vi.fn(async () => {
      throw new Error('offline');
    });
    const navigate = vi.fn();
    const { rerender } = render(page({ shell, scopes, loadScope, navigate }, '/v2/install'));
    fireEvent.click(screen.getByRole('link', { name: 'Reference' }));
    expect(navigate).toHaveBeenCalledWith('/v2/cli');
    rerender(page({ shell, scopes, loadScope, navigate }, '/v2/cli'));
    await act(async () => {});
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(sidebar.textContent).toContain('Advanced');
    expect(loadScope).toHaveBeenCalledTimes(1);
  });
});
