import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { MemoryRouter, Route, Link as RouterLink, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { isGroupOpen, modelOf, TestSidebar } from '../test-support/render-host.js';
import { useNavigation } from './navigation.js';
import { NavigationProvider } from './provider.js';
import type { NavLinkProps } from './types.js';

afterEach(cleanup);

const model = modelOf(tabsNav, {}, { pages: { 'more/b': { url: 'https://example.com/changelog' } } });

function Where() {
  const { location, page } = useNavigation();
  return <output data-testid="where">{`${location.pathname} ${page?.title ?? '-'}`}</output>;
}
/** The visible link with this href. */
const linkTo = (href: string): HTMLElement => {
  const a = screen.getAllByRole('link').find((l) => l.getAttribute('href') === href);
  if (!a) throw new Error(`no visible link to ${href}`);
  return a;
};
const where = () => screen.getByTestId('where').textContent;

/** react-router's Link takes `to`: the host maps the kit's `href` to it. */
function RRLink({ href, ...rest }: NavLinkProps) {
  return <RouterLink to={href} {...rest} />;
}

function WithReactRouter() {
  const loc = useLocation();
  const navigate = useNavigate();
  return (
    <NavigationProvider
      model={model}
      pathname={loc.pathname + loc.search + loc.hash}
      Link={RRLink}
      navigate={(href) => navigate(href)}
      drilldown
    >
      <TestSidebar />
      <Where />
    </NavigationProvider>
  );
}

/** A plain `history` adapter: the pathname from window.location, pushState to navigate, popstate to follow. */
const read = () => window.location.pathname + window.location.search + window.location.hash;
function useHistory(): [string, (href: string) => void] {
  const [pathname, setPathname] = useState(read);
  useEffect(() => {
    const on = () => setPathname(read());
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  const navigate = useCallback((href: string) => {
    window.history.pushState(null, '', href);
    setPathname(read());
  }, []);
  return [pathname, navigate];
}

function WithHistory({ basePath }: { basePath?: string }) {
  const [pathname, navigate] = useHistory();
  return (
    <NavigationProvider model={model} pathname={pathname} navigate={navigate} basePath={basePath}>
      <TestSidebar />
      <Where />
    </NavigationProvider>
  );
}

describe('with react-router', () => {
  it('follows sidebar links and drill-down through the router', () => {
    render(
      <MemoryRouter initialEntries={['/quickstart']}>
        <Routes>
          <Route path="*" element={<WithReactRouter />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(where()).toBe('/quickstart Quickstart');
    fireEvent.click(linkTo('/open/b'));
    expect(where()).toBe('/open/b B');
    expect(screen.getByRole('link', { name: 'B', current: 'page' }).getAttribute('href')).toBe('/open/b');
    fireEvent.click(screen.getByRole('button', { name: 'Deep' }));
    expect(where()).toBe('/deep/a A');
    expect(isGroupOpen(document.body, 'Deep')).toBe(true);
  });
});

describe('with a plain history adapter', () => {
  it('routes plain clicks on internal links, follows back and forward, leaves other clicks alone', async () => {
    window.history.replaceState(null, '', '/quickstart');
    render(<WithHistory />);
    const link = screen.getByRole('link', { name: 'Index' });
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(where()).toBe('/ Index');
    await act(async () => window.history.back());
    await waitFor(() => expect(where()).toBe('/quickstart Quickstart'));
    // Clicks the kit leaves to the browser (the browser would open a tab); jsdom cannot navigate, so stop here.
    const leftToBrowser: boolean[] = [];
    const stop = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Index' }), { ctrlKey: true });
    const external = linkTo('https://example.com/changelog');
    expect(external.textContent).toBe('B');
    fireEvent.click(external);
    window.removeEventListener('click', stop);
    expect(leftToBrowser).toEqual([true, true]);
    expect(where()).toBe('/quickstart Quickstart');
    expect(window.location.pathname).toBe('/quickstart');
  });

  it('serves the navigation under a basePath', () => {
    window.history.replaceState(null, '', '/docs/deep/b');
    render(<WithHistory basePath="/docs" />);
    expect(where()).toBe('/deep/b B');
    expect(isGroupOpen(document.body, 'Deep')).toBe(true);
    expect(screen.getByRole('link', { name: 'Quickstart' }).getAttribute('href')).toBe('/docs/quickstart');
    fireEvent.click(screen.getByRole('link', { name: 'Index' }));
    expect(window.location.pathname).toBe('/docs');
    expect(where()).toBe('/ Index');
  });
});
