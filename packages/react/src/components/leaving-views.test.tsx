import type { NavScope } from '@docsnav/core';
import { splitModel } from '@docsnav/core/split';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationIndex, useSidebar } from '../hook/hooks.js';
import { SplitNavigationProvider } from '../hook/split-provider.js';
import type { SidebarPage, SidebarView } from '../hook/types.js';
import { modelFrom } from '../test-support/host.js';
import { Sidebar } from './sidebar/sidebar.js';
import type { SidebarComponents } from './sidebar/sidebar-context.js';
import { TabBar } from './tab-bar.js';

afterEach(cleanup);

const guides = Array.from({ length: 60 }, (_, i) => `guides/page-${i}`);
const split = splitModel(
  modelFrom({
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: guides }] },
        { tab: 'API', groups: [{ group: 'Calls', pages: ['api/list', 'api/create'] }] },
      ],
    },
  }),
);
const rendered: string[] = [];
const countingLabel = (page: SidebarPage) => {
  rendered.push(page.href);
  return page.title;
};
/** The page labels drawn by the host (`components`): each renders when its entry does. */
const counting: SidebarComponents = { PageLabel: ({ page }) => countingLabel(page) };

/** What a host's own sidebar reads: the sidebar view and the index, at each render. */
const seen: { view: SidebarView; nodes: readonly { id: string }[] }[] = [];
function Probe() {
  const view = useSidebar();
  const { nodes } = useNavigationIndex();
  seen.push({ view, nodes });
  return null;
}

/** A client host of a split model: the Guides scope at first, the API scope when the provider loads it. */
function Host({
  loadScope,
  start = '/guides/page-0',
}: {
  loadScope: (id: string) => Promise<NavScope>;
  start?: string;
}) {
  const [pathname, setPathname] = useState(start);
  return (
    <SplitNavigationProvider
      shell={split.shell}
      scopes={split.scopesFor(start).flatMap((id) => split.scopes.get(id) ?? [])}
      loadScope={loadScope}
      resolveScopes={(path) => split.scopesFor(path)}
      pathname={pathname}
      navigate={setPathname}
    >
      <button type="button" onClick={() => setPathname('/api/list')}>
        Go to the API
      </button>
      <TabBar />
      <Probe />
      <Sidebar collapsed="until-found" components={counting} />
    </SplitNavigationProvider>
  );
}

/** A scope loader the test resolves by hand; `asked` lists the ids asked for. */
function deferredLoader() {
  const asked: string[] = [];
  let arrive: (scope: NavScope) => void = () => {};
  const loadScope = (id: string) =>
    new Promise<NavScope>((resolve) => {
      asked.push(id);
      arrive = resolve;
    });
  return { asked, loadScope, arrive: (id: string) => arrive(split.scopes.get(id) as NavScope) };
}

describe('Sidebar with a split model', () => {
  it('keeps the previous sidebar hidden when the scope of the next one arrives, without rendering its entries again', async () => {
    const loader = deferredLoader();
    render(<Host loadScope={loader.loadScope} />);
    expect(rendered.filter((h) => h.startsWith('/guides/')).length).toBe(60);
    await act(async () => fireEvent.click(screen.getByText('Go to the API')));
    // While the API scope loads, the Guides sidebar stays.
    expect(document.querySelector('.docsnav-sidebar a[href="/guides/page-59"]')).not.toBeNull();
    rendered.length = 0;
    // The Guides list is first hidden (the navigation's commit), then removed (the transition after it): the
    // order of the DOM changes tells the two apart, `act` running both.
    const guides = document
      .querySelector('.docsnav-sidebar a[href="/guides/page-0"]')
      ?.closest('ul[data-level="0"]');
    const records: MutationRecord[] = [];
    const changes = new MutationObserver((list) => records.push(...list));
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
    await act(async () => loader.arrive('/t:API'));
    records.push(...changes.takeRecords());
    changes.disconnect();
    const steps = records.flatMap((r) =>
      r.type === 'attributes' && r.target === guides
        ? ['hidden']
        : [...r.removedNodes].some((n) => n === guides)
          ? ['removed']
          : [],
    );
    expect(steps).toEqual(['hidden', 'removed']);
    expect(document.querySelector('.docsnav-sidebar a[href="/api/list"]')?.getAttribute('aria-current')).toBe(
      'page',
    );
    // The 60 Guides entries were not rendered again for the new index (the store kept them, by id); the
    // transition that follows the navigation removed them.
    expect(rendered.filter((h) => h.startsWith('/guides/'))).toEqual([]);
    expect(document.querySelector('.docsnav-sidebar a[href^="/guides/"]')).toBeNull();
  });

  it('renders no entry of the shown sidebar again when a prefetched scope arrives, and keeps its state', async () => {
    const loader = deferredLoader();
    render(<Host loadScope={loader.loadScope} />);
    const current = () =>
      document.querySelector('.docsnav-sidebar a[aria-current="page"]')?.getAttribute('href');
    expect(current()).toBe('/guides/page-0');
    // Hovering the API tab asks for its scope; the reader stays on the Guides page.
    const tab = screen.getByRole('link', { name: 'API' });
    await act(async () => fireEvent.pointerEnter(tab));
    expect(loader.asked).toEqual(['/t:API']);
    rendered.length = 0;
    await act(async () => loader.arrive('/t:API'));
    expect(rendered).toEqual([]);
    expect(current()).toBe('/guides/page-0');
    // The sidebar still follows navigations through the new index: the next page becomes current, the
    // previous one stops being (two entries render), and the API tab then leads into its loaded sidebar.
    await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/guides/page-7"]')?.click());
    expect(current()).toBe('/guides/page-7');
    expect(rendered.sort()).toEqual(['/guides/page-0', '/guides/page-7']);
    await act(async () => fireEvent.click(tab));
    expect(current()).toBe('/api/list');
    expect(loader.asked).toEqual(['/t:API']);
  });

  it('gives a host the same sidebar view after a scope loads, renumbered for the new index', async () => {
    const loader = deferredLoader();
    render(<Host loadScope={loader.loadScope} start="/api/list" />);
    const before = seen.at(-1);
    // The Guides tab comes first: its 61 nodes are inserted before the API tab's, which move.
    await act(async () => fireEvent.pointerEnter(screen.getByRole('link', { name: 'Guides' })));
    await act(async () => loader.arrive('/t:Guides'));
    const after = seen.at(-1);
    // The index is new (it holds the Guides pages now) and the host was told.
    expect(after?.nodes).not.toBe(before?.nodes);
    expect(after?.nodes.some((n) => n.id.endsWith('guides/page-59'))).toBe(true);
    // The view is the same object; its node numbers name the same nodes in the new index.
    expect(after?.view).toBe(before?.view);
    const items = after?.view.items.flatMap((g) => (g.type === 'group' ? [g, ...g.children] : [g])) ?? [];
    expect(items.map((i) => i.id)).toEqual(['/t:API/g:Calls', '/t:API/p:api/list', '/t:API/p:api/create']);
    for (const item of items) expect(after?.nodes[item.node]?.id).toBe(item.id);
    expect(after?.nodes[after.view.scope]?.id).toBe('/t:API');
  });
});
