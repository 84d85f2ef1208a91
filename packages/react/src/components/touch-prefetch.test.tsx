import type { NavScope } from '@docsnav/core';
import { splitModel } from '@docsnav/core/split';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SplitNavigationProvider } from '../hook/split-provider.js';
import { buildSidebar } from '../state/sidebar-view.js';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';
import { Sidebar } from './sidebar/sidebar.js';
import { TabBar } from './tab-bar.js';

afterEach(cleanup);

// Counts the sidebar views the store builds (the real function runs).
vi.mock('../state/sidebar-view.js', async (original) => {
  const real = await original<typeof import('../state/sidebar-view.js')>();
  return { ...real, buildSidebar: vi.fn(real.buildSidebar) };
});

const split = splitModel(modelFrom(switchersDocs, switchersOptions));
const reference = split.scopesFor('/v2/cli')[0] ?? '';

/** A page of the Guides tab with a split model whose other scopes load on request (never answered here). */
function renderGuides() {
  const loadScope = vi.fn((_id: string) => new Promise<NavScope>(() => {}));
  render(
    <SplitNavigationProvider
      shell={split.shell}
      scopes={split.scopesFor('/v2/install').map((id) => split.scopes.get(id) as NavScope)}
      loadScope={loadScope}
      pathname="/v2/install"
    >
      <TabBar />
      <Sidebar />
    </SplitNavigationProvider>,
  );
  return { loadScope, tab: screen.getByRole('link', { name: 'Reference' }) };
}

// A touch screen has no hover: the finger's touch is the first intent, the click comes at its lift.
describe('touch: a tab prefetches its scope as soon as a finger or pen is down on it', () => {
  it('on touchstart', () => {
    const { loadScope, tab } = renderGuides();
    expect(loadScope).not.toHaveBeenCalled();
    fireEvent.touchStart(tab);
    expect(loadScope).toHaveBeenCalledWith(reference);
  });

  it('on pointerdown (a pen, or a touch screen that sends pointer events only)', () => {
    const { loadScope, tab } = renderGuides();
    fireEvent.pointerDown(tab);
    expect(loadScope).toHaveBeenCalledWith(reference);
  });

  it('not for the current tab: its scope is already shown', () => {
    const { loadScope } = renderGuides();
    fireEvent.touchStart(screen.getByRole('link', { name: 'Guides' }));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Guides' }));
    expect(loadScope).not.toHaveBeenCalled();
  });
});

/** A host on a Guides page whose navigation changes its pathname; `loadScope` answers. */
function TabsHost({ loadScope }: { loadScope: (id: string) => Promise<NavScope> }) {
  const [pathname, navigate] = useState('/v2/install');
  return (
    <SplitNavigationProvider
      shell={split.shell}
      scopes={split.scopesFor('/v2/install').map((id) => split.scopes.get(id) as NavScope)}
      loadScope={loadScope}
      pathname={pathname}
      navigate={navigate}
    >
      <TabBar />
      <Sidebar />
    </SplitNavigationProvider>
  );
}

describe('touch: the sidebar of the tab touched is ready before the click', () => {
  it('builds the sidebar view of the tab prefetched when its scope arrives, so the click only draws it', async () => {
    const loadScope = vi.fn(async (id: string) => split.scopes.get(id) as NavScope);
    render(<TabsHost loadScope={loadScope} />);
    const built = vi.mocked(buildSidebar);
    const tab = screen.getByRole('link', { name: 'Reference' });
    const before = built.mock.calls.length;
    // The finger is down: the scope loads, and the tab's view is built while the finger is still down.
    await act(async () => {
      fireEvent.touchStart(tab);
    });
    expect(loadScope).toHaveBeenCalledWith(reference);
    // Built in a task of its own once the scope is in.
    await vi.waitFor(() => expect(built.mock.calls.length).toBe(before + 1));
    const ahead = built.mock.results.slice(before).map((r) => r.value.id);
    const afterTouch = built.mock.calls.length;
    // The lift's click: the sidebar shows the Reference tab with the view built ahead, none built now.
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(built.mock.calls.length).toBe(afterTouch);
    expect(document.querySelector('nav.docsnav-sidebar')?.getAttribute('data-scope')).toBe(ahead[0]);
  });
});
