import type { NavScope } from '@docsnav/core';
import { splitModel } from '@docsnav/core/split';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProvider } from '../hook/provider.js';
import type { SidebarPage } from '../hook/types.js';
import { modelFrom } from '../test-support/host.js';
import { Sidebar } from './sidebar.js';

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

/** A client host of a split model: the Guides scope at first, the API scope when the provider loads it. */
function Host({ loadScope }: { loadScope: (id: string) => Promise<NavScope> }) {
  const [pathname, setPathname] = useState('/guides/page-0');
  return (
    <NavigationProvider
      shell={split.shell}
      scopes={split.scopesFor('/guides/page-0').flatMap((id) => split.scopes.get(id) ?? [])}
      loadScope={loadScope}
      resolveScopes={(path) => split.scopesFor(path)}
      pathname={pathname}
      navigate={setPathname}
    >
      <button type="button" onClick={() => setPathname('/api/list')}>
        API
      </button>
      <Sidebar collapsed="until-found" renderPageLabel={countingLabel} />
    </NavigationProvider>
  );
}

describe('Sidebar with a split model', () => {
  it('drops the previous sidebar when the scope of the next one arrives, without rendering its entries again', async () => {
    let arrive: (scope: NavScope) => void = () => {};
    const loadScope = () =>
      new Promise<NavScope>((resolve) => {
        arrive = resolve;
      });
    render(<Host loadScope={loadScope} />);
    expect(rendered.filter((h) => h.startsWith('/guides/')).length).toBe(60);
    await act(async () => fireEvent.click(screen.getByText('API')));
    // While the API scope loads, the Guides sidebar stays.
    expect(document.querySelector('a[href="/guides/page-59"]')).not.toBeNull();
    rendered.length = 0;
    await act(async () => arrive(split.scopes.get('/t:API') as NavScope));
    expect(document.querySelector('a[href="/api/list"]')?.getAttribute('aria-current')).toBe('page');
    // The 60 Guides entries were removed, not rendered again for the new index (hidden) first.
    expect(rendered.filter((h) => h.startsWith('/guides/'))).toEqual([]);
    expect(document.querySelector('a[href^="/guides/"]')).toBeNull();
  });
});
