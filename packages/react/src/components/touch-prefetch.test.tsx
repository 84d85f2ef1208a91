import type { NavScope } from '@docsnav/core';
import { splitModel } from '@docsnav/core/split';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SplitNavigationProvider } from '../hook/split-provider.js';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';
import { Sidebar } from './sidebar/sidebar.js';
import { TabBar } from './tab-bar.js';

afterEach(cleanup);

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
