import { parseSplit } from '@docsnav/core/split';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';
import { useNavigationActions, useNavigationIndex, useNavigationLocation } from './hooks.js';
import { SplitNavigationProvider } from './split-provider.js';
import type { NavigationActions, SplitNavigationProviderProps } from './types.js';

afterEach(cleanup);

/** Records the actions object (one per store) and the index of each render, and shows the current page. */
function Probe({ seen }: { seen: { actions: NavigationActions; index: object }[] }) {
  const actions = useNavigationActions();
  const index = useNavigationIndex();
  const { page } = useNavigationLocation();
  seen.push({ actions, index });
  return <p data-testid="page">{index.nodes[page]?.type === 'page' ? index.nodes[page].href : ''}</p>;
}

describe('SplitNavigationProvider: one store per shell', () => {
  it('keeps its store when a scope loads, and makes a new one for a new shell object or basePath', async () => {
    // A site with versions: its first scope imports the whole-file part, after which every answer is synchronous.
    const docs = await parseSplit(switchersDocs, switchersOptions);
    const ids = await docs.scopesFor('/v2/install');
    const scopes = (await Promise.all(ids.map((id) => docs.scope(id)))).flatMap((s) => s ?? []);
    const seen: { actions: NavigationActions; index: object }[] = [];
    const props = (over: Partial<SplitNavigationProviderProps>, pathname: string) => (
      <SplitNavigationProvider
        shell={docs.shell}
        scopes={scopes}
        loadScope={docs.loadScope}
        resolveScopes={docs.resolveScopes}
        pathname={pathname}
        {...over}
      >
        <Probe seen={seen} />
      </SplitNavigationProvider>
    );
    const { rerender } = render(props({}, '/v2/install'));
    const first = seen.at(-1);
    // Another tab: its scope loads (synchronously here) into a new index, swapped into the same store.
    rerender(props({}, '/v2/cli'));
    expect(screen.getByTestId('page').textContent).toBe('/v2/cli');
    expect(seen.at(-1)?.index).not.toBe(first?.index);
    expect(seen.at(-1)?.actions).toBe(first?.actions);
    // The same navigation in a new shell object (a model reloaded): a new store, the reader's page kept.
    const shell = JSON.parse(JSON.stringify(docs.shell));
    rerender(props({ shell }, '/v2/cli'));
    expect(screen.getByTestId('page').textContent).toBe('/v2/cli');
    const reloaded = seen.at(-1);
    expect(reloaded?.actions).not.toBe(first?.actions);
    // Its scopes loading again keep that store.
    rerender(props({ shell }, '/v2/install'));
    expect(screen.getByTestId('page').textContent).toBe('/v2/install');
    expect(seen.at(-1)?.actions).toBe(reloaded?.actions);
    // A new basePath: a new store again, every href under it.
    rerender(props({ shell, basePath: '/docs' }, '/docs/v2/install'));
    expect(screen.getByTestId('page').textContent).toBe('/docs/v2/install');
    expect(seen.at(-1)?.actions).not.toBe(reloaded?.actions);
  });
});
