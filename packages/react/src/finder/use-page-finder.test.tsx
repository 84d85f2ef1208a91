import { createNavIndex } from '@docsnav/core';
import { buildFinderData } from '@docsnav/core/finder';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { finderDocs, finderSpecs } from '../../../core/src/finder/test-support/fixture.js';
import { useNavigationIndex, useNavigationLocation } from '../hook/hooks.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { RECENT_KEY } from './recent.js';
import { type UsePageFinderOptions, usePageFinder } from './use-page-finder.js';

const model = modelFrom(finderDocs, { specs: finderSpecs });
const data = buildFinderData(createNavIndex(model));
const load = async () => data;

beforeEach(() => localStorage.clear());

function renderFinder(path: string, options: Partial<UsePageFinderOptions> = {}) {
  const navigated: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryHost model={model} initialPath={path} onNavigate={(h) => navigated.push(h)}>
      {children}
    </MemoryHost>
  );
  const hook = renderHook(() => usePageFinder({ load, ...options }), { wrapper });
  return { ...hook, navigated };
}

/** Reports the titles the hook returns on its first render. */
function Probe({ onRender }: { onRender: (titles: string[]) => void }) {
  onRender(usePageFinder({ load }).results.map((r) => r.title));
  return null;
}

describe('usePageFinder', () => {
  it('searches the version of the current page, loading the data on open', async () => {
    const v1 = renderFinder('/v1/setup');
    expect(v1.result.current.status).toBe('idle');
    expect(v1.result.current.scope).toEqual({ version: 'v1', language: undefined });
    act(() => v1.result.current.setOpen(true));
    await waitFor(() => expect(v1.result.current.status).toBe('ready'));
    act(() => v1.result.current.setQuery('deploy'));
    await waitFor(() => expect(v1.result.current.results.map((r) => r.href)).toEqual(['/v1/deploy']));
    expect(v1.result.current.canWiden).toBe(true);
    act(() => v1.result.current.setAllDivisions(true));
    await waitFor(() => expect(v1.result.current.results.length).toBe(7));
  });

  it('keeps one active result, reset to the first when the results change', async () => {
    const { result, navigated } = renderFinder('/deploy');
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setQuery('deploy'));
    await waitFor(() => expect(result.current.results).toHaveLength(6));
    expect(result.current.active).toBe(0);
    act(() => result.current.setActive(3));
    expect(result.current.active).toBe(3);
    act(() => result.current.setActive(99));
    expect(result.current.active).toBe(5);
    act(() => result.current.setQuery('deploy p'));
    await waitFor(() => expect(result.current.results[0]?.title).toBe('Deploy previews'));
    expect(result.current.active).toBe(0);
    act(() => result.current.select());
    expect(navigated).toEqual(['/deploy-previews']);
    expect(result.current.open).toBe(false);
    expect(result.current.query).toBe('');
    expect(result.current.showingRecent).toBe(true);
    expect(result.current.results.map((r) => [r.title, r.rank])).toEqual([['Deploy previews', 'recent']]);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')).toEqual([
      {
        title: 'Deploy previews',
        href: '/deploy-previews',
        trail: ['Guides', 'Getting started'],
        version: 'v2',
      },
    ]);
  });

  it('reads recent pages after mount (none on the server), ignoring what it cannot read', () => {
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([
        { title: 'Tokens', href: '/auth/tokens', trail: ['Guides', 'Auth'] },
        { title: 3 },
        'x',
      ]),
    );
    let server: string[] = ['unset'];
    renderToString(
      <MemoryHost model={model} initialPath="/deploy">
        <Probe onRender={(titles) => (server = titles)} />
      </MemoryHost>,
    );
    expect(server).toEqual([]);
    const { result } = renderFinder('/deploy');
    expect(result.current.results.map((r) => r.title)).toEqual(['Tokens']);
    localStorage.setItem(RECENT_KEY, '{bad json');
    expect(renderFinder('/deploy').result.current.results).toEqual([]);
  });

  it('opens a page listed in two tabs in the tab of the listing chosen', async () => {
    const shared = modelFrom({
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['intro', 'shared'] },
          { tab: 'Reference', groups: [{ group: 'More', pages: ['shared'] }] },
        ],
      },
    });
    const sharedData = buildFinderData(createNavIndex(shared));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryHost model={shared} initialPath="/intro">
        {children}
      </MemoryHost>
    );
    const { result } = renderHook(
      () => {
        const index = useNavigationIndex();
        const tab = useNavigationLocation().divisions.tab;
        const node = tab === undefined ? undefined : index.nodes[tab];
        return {
          finder: usePageFinder({ load: async () => sharedData }),
          tab: node?.type === 'division' ? node.label : '',
        };
      },
      { wrapper },
    );
    act(() => result.current.finder.setOpen(true));
    await waitFor(() => expect(result.current.finder.status).toBe('ready'));
    act(() => result.current.finder.setQuery('shared'));
    await waitFor(() =>
      expect(result.current.finder.results.map((r) => r.trail.join('/'))).toEqual([
        'Guides',
        'Reference/More',
      ]),
    );
    act(() => result.current.finder.select(1));
    await waitFor(() => expect(result.current.tab).toBe('Reference'));
    expect(result.current.finder.results.map((r) => r.division)).toEqual(['/t:Reference']);
  });

  it("moves the data's hrefs under the provider's basePath", async () => {
    const navigated: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryHost model={model} initialPath="/kb/deploy" basePath="/kb" onNavigate={(h) => navigated.push(h)}>
        {children}
      </MemoryHost>
    );
    const { result } = renderHook(() => usePageFinder({ load }), { wrapper });
    expect(result.current.scope.version).toBe('v2');
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setQuery('tokens'));
    await waitFor(() => expect(result.current.results.map((r) => r.href)).toEqual(['/kb/auth/tokens']));
    act(() => result.current.select());
    expect(navigated).toEqual(['/kb/auth/tokens']);
  });

  it('keeps no recent pages with recentLimit 0', async () => {
    const { result } = renderFinder('/deploy', { recentLimit: 0 });
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setQuery('tokens'));
    await waitFor(() => expect(result.current.results).toHaveLength(1));
    act(() => result.current.select(0));
    expect(result.current.results).toEqual([]);
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
  });
});
