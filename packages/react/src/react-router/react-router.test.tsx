import { splitModel } from '@docsnav/core/split';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from '../components/sidebar/sidebar.js';
import { useNavigation } from '../hook/navigation.js';
import { tabsNav } from '../test-support/fixtures.js';
import { modelOf } from '../test-support/render-host.js';
import { docsRoute } from './docs-route.js';
import { RouterNavigationProvider } from './navigation-provider.js';
import { RouterLink } from './router-link.js';
import type { ScopeSource } from './scope-source.js';

afterEach(cleanup);

/** The split navigation of a docs.json `navigation`, served as the Vite plugin serves it (promises). */
function sourceOf(navigation: unknown): ScopeSource & { asked: string[] } {
  const { shell, scopes, scopesFor } = splitModel(modelOf(navigation));
  const asked: string[] = [];
  return {
    shell,
    asked,
    loadScope: async (id) => {
      asked.push(id);
      const scope = scopes.get(id);
      if (!scope) throw new Error(`no scope ${id}`);
      return scope;
    },
    resolveScopes: async (pathname) => scopesFor(pathname),
  };
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://docs.test${path}`, { headers });

describe('docsRoute loader (server, prerender)', () => {
  it("returns the ids of the page's scopes, not the scopes, and its language", async () => {
    const source = sourceOf(tabsNav);
    const data = await docsRoute(source).loader({ request: request('/api/one/') });
    expect(data.scopeIds).toHaveLength(1);
    expect(data.scopeIds?.[0]).toContain('API');
    expect(source.asked).toEqual(data.scopeIds);
  });

  it('redirects / to the first page when / is no page', async () => {
    const source = sourceOf({ tabs: [{ tab: 'Guides', pages: ['guides/start', 'guides/next'] }] });
    const thrown = await docsRoute(source)
      .loader({ request: request('/') })
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/guides/start');
  });

  it('gives the SPA fallback HTML no navigation', async () => {
    const source = sourceOf(tabsNav);
    const data = await docsRoute(source).loader({
      request: request('/', { 'X-React-Router-SPA-Mode': 'yes' }),
    });
    expect(data).toEqual({ scopeIds: [] });
    expect(source.asked).toEqual([]);
  });
});

function Title() {
  const { page } = useNavigation();
  return <h1>{page?.title ?? 'none'}</h1>;
}

const NoFallback = () => null;

/** The docs layout route's component: the adapter's provider around a sidebar (or a home link) and the page. */
function Docs({ source, home = false }: { source: ScopeSource; home?: boolean }) {
  return (
    <RouterNavigationProvider source={source}>
      {home ? <RouterLink href="/">home</RouterLink> : <Sidebar />}
      <Outlet />
    </RouterNavigationProvider>
  );
}

/** A memory data router with the docs layout route (its loaders from `docsRoute`) at `initial`. */
function routerOf(source: ScopeSource, initial: string, home = false) {
  const route = docsRoute(source);
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <Docs source={source} home={home} />,
        loader: route.clientLoader,
        shouldRevalidate: route.shouldRevalidate,
        HydrateFallback: NoFallback,
        children: [
          { index: true, Component: Title },
          { path: '*', Component: Title },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

describe('RouterNavigationProvider in a data router', () => {
  it('renders the first page from the scopes its loader loaded, then navigates client-side', async () => {
    const source = sourceOf(tabsNav);
    const router = routerOf(source, '/quickstart/');
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Quickstart' });
    const current = document.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/quickstart');

    const asked = source.asked.length;
    fireEvent.click(screen.getByRole('link', { name: 'Index' }));
    await screen.findByRole('heading', { name: 'Index' });
    expect(router.state.location.pathname).toBe('/');
    // Same sidebar: no scope was loaded again (the loader runs for `/` only to see whether it is a page).
    expect(source.asked.length).toBe(asked);
    await waitFor(() =>
      expect(document.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/'),
    );
  });
});

describe('a link to / when it is no page', () => {
  it('leads to the first page, also from a mounted navigation', async () => {
    const source = sourceOf({ tabs: [{ tab: 'Guides', pages: ['guides/start', 'guides/next'] }] });
    const router = routerOf(source, '/guides/next', true);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Next' });
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    await screen.findByRole('heading', { name: 'Start' });
    expect(router.state.location.pathname).toBe('/guides/start');
  });
});

describe('RouterLink', () => {
  it('leaves URLs (other hosts too) and new-tab links plain, and routes site paths', async () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <>
            <RouterLink href="https://example.com/x">out</RouterLink>
            <RouterLink href="/a" target="_blank">
              tab
            </RouterLink>
            <RouterLink href={'/\\evil.example/y'}>backslash</RouterLink>
            <RouterLink href="/b">in</RouterLink>
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('link', { name: 'in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('href')).toBe('https://example.com/x');
    expect(screen.getByRole('link', { name: 'tab' }).getAttribute('target')).toBe('_blank');
    // Browsers read `/\host` as `//host`: another host, never a route of the site.
    // A plain anchor: the router leaves its click alone (the browser would leave the site).
    const routed: boolean[] = [];
    const after = (event: MouseEvent) => {
      routed.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', after);
    fireEvent.click(screen.getByRole('link', { name: 'backslash' }));
    window.removeEventListener('click', after);
    expect(routed).toEqual([false]);
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByRole('link', { name: 'backslash' }).getAttribute('href')).toBe('/\\evil.example/y');
  });
});
