import type { NavModel } from '@docsnav/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedNav } from '../test-support/fixtures.js';
import { modelOf } from '../test-support/render-host.js';
import { useNavigation } from './navigation.js';
import { NavigationProvider } from './provider.js';

afterEach(cleanup);

/** The current tab and page. */
function Probe() {
  const nav = useNavigation();
  return <p data-testid="where">{`${nav.tabs.find((t) => t.current)?.label} ${nav.page?.source}`}</p>;
}

const at = (model: NavModel, pathname: string) => (
  <NavigationProvider model={model} pathname={pathname}>
    <Probe />
  </NavigationProvider>
);

describe('a whole model replaced by a new object (a dev server reloading it)', () => {
  it('keeps a page listed in two tabs in the tab the reader was in', () => {
    const model = modelOf(sharedNav);
    const { rerender } = render(at(model, '/b/two'));
    rerender(at(model, '/shared/page'));
    expect(screen.getByTestId('where').textContent).toBe('Reference shared/page');
    rerender(at(structuredClone(model), '/shared/page'));
    expect(screen.getByTestId('where').textContent).toBe('Reference shared/page');
    // A new model without that tab: the page's first place.
    const guidesOnly = modelOf({ tabs: [sharedNav.tabs[0] as (typeof sharedNav.tabs)[0]] });
    rerender(at(guidesOnly, '/shared/page'));
    expect(screen.getByTestId('where').textContent).toBe('Guides shared/page');
  });
});
