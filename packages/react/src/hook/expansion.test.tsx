import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { groupId, isGroupOpen, modelOf, renderHost, TestSidebar } from '../test-support/render-host.js';
import { NavigationProvider } from './provider.js';
import type { ExpandedState, PersistenceAdapter } from './types.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const model = modelOf(tabsNav);
const chevron = (label: string) => screen.getByRole('button', { name: `Toggle ${label}` });

/** A host that owns the expansion state; with `apply` false it ignores every change asked. */
function ControlledHost({ apply, asked }: { apply: boolean; asked: ExpandedState[] }) {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pathname, setPathname] = useState('/quickstart');
  return (
    <NavigationProvider
      model={model}
      pathname={pathname}
      navigate={setPathname}
      expanded={expanded}
      onExpandedChange={(next) => {
        asked.push(next);
        if (apply) setExpanded(next);
      }}
    >
      <TestSidebar />
      <button type="button" onClick={() => setPathname('/deep/b')}>
        go
      </button>
    </NavigationProvider>
  );
}

describe('expansion', () => {
  it('opens top-level groups always, nested groups by `expanded`', () => {
    const { container } = renderHost({ model, initial: '/quickstart' });
    expect(isGroupOpen(container, 'Start')).toBe(true);
    expect(isGroupOpen(container, 'Open')).toBe(true);
    expect(isGroupOpen(container, 'Deep')).toBe(false);
    expect(isGroupOpen(container, 'Rooted')).toBe(false);
  });

  it('opens every ancestor of the new page on navigation and closes nothing', () => {
    const { container, go } = renderHost({ model, initial: '/quickstart' });
    go('/deep/deeper/y');
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(isGroupOpen(container, 'Deeper')).toBe(true);
    expect(screen.getByRole('link', { name: 'Y', current: 'page' })).toBeTruthy();
    go('/more/extra/a');
    expect(isGroupOpen(container, 'Extra')).toBe(true);
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(isGroupOpen(container, 'Deeper')).toBe(true);
  });

  it("keeps the user's choices across navigations, and reopens a closed ancestor of the new page", () => {
    const { container, go } = renderHost({ model, initial: '/quickstart' });
    fireEvent.click(chevron('Open'));
    fireEvent.click(chevron('Extra'));
    go('/more/a');
    go('/api/one');
    go('/more/b');
    expect(isGroupOpen(container, 'Open')).toBe(false);
    expect(isGroupOpen(container, 'Extra')).toBe(true);
    go('/open/b');
    expect(isGroupOpen(container, 'Open')).toBe(true);
  });

  it('starts from defaultExpanded in uncontrolled mode and reports changes', () => {
    const onExpandedChange = vi.fn();
    const { container } = renderHost({
      model,
      initial: '/quickstart',
      defaultExpanded: { [groupId(model, 'Deep')]: true, [groupId(model, 'Open')]: false },
      onExpandedChange,
    });
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(isGroupOpen(container, 'Open')).toBe(false);
    fireEvent.click(chevron('Rooted'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ [groupId(model, 'Rooted')]: true }),
    );
    expect(isGroupOpen(container, 'Rooted')).toBe(true);
  });

  it('in controlled mode shows the host state and asks for changes', () => {
    const asked: ExpandedState[] = [];
    const ignoring = render(<ControlledHost asked={asked} apply={false} />);
    fireEvent.click(chevron('Deep'));
    expect(asked.at(-1)).toEqual({ [groupId(model, 'Deep')]: true });
    expect(isGroupOpen(ignoring.container, 'Deep')).toBe(false);
    ignoring.unmount();

    const applying = render(<ControlledHost asked={asked} apply />);
    fireEvent.click(chevron('Rooted'));
    expect(isGroupOpen(applying.container, 'Rooted')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(isGroupOpen(applying.container, 'Deep')).toBe(true);
    expect(asked.at(-1)).toEqual({ [groupId(model, 'Rooted')]: true, [groupId(model, 'Deep')]: true });
  });

  it('in accordion mode closes the siblings of the group opened, by the user or by a navigation', () => {
    const { container, go } = renderHost({ model, initial: '/quickstart', accordion: true });
    expect(isGroupOpen(container, 'Open')).toBe(true);
    fireEvent.click(chevron('Deep'));
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(isGroupOpen(container, 'Open')).toBe(false);
    go('/rooted/a');
    expect(isGroupOpen(container, 'Rooted')).toBe(true);
    expect(isGroupOpen(container, 'Deep')).toBe(false);
    expect(isGroupOpen(container, 'More')).toBe(true);
  });

  it('keeps the expansion state when the model is replaced (docs.json edited while the site runs)', () => {
    const ui = (m: typeof model) => (
      <NavigationProvider model={m} pathname="/quickstart">
        <TestSidebar />
      </NavigationProvider>
    );
    const { container, rerender } = render(ui(model));
    fireEvent.click(chevron('Extra'));
    fireEvent.click(chevron('Open'));
    const more = tabsNav.tabs[0]?.groups[1];
    const edited = modelOf({
      tabs: [
        {
          ...tabsNav.tabs[0],
          groups: [tabsNav.tabs[0]?.groups[0], { ...more, pages: ['more/new', ...(more?.pages ?? [])] }],
        },
      ],
    });
    rerender(ui(edited));
    expect(isGroupOpen(container, 'Extra')).toBe(true);
    expect(isGroupOpen(container, 'Open')).toBe(false);
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/more/new');
    expect(screen.getByRole('link', { name: 'Quickstart', current: 'page' })).toBeTruthy();
  });

  it('without accordion, opening a group leaves its siblings open', () => {
    const { container } = renderHost({ model, initial: '/quickstart' });
    fireEvent.click(chevron('Deep'));
    expect(isGroupOpen(container, 'Open')).toBe(true);
  });
});

describe('persistence', () => {
  it.each(['session', 'local'] as const)('keeps the state in %sStorage across reloads', (kind) => {
    const storage = kind === 'local' ? localStorage : sessionStorage;
    const first = renderHost({ model, initial: '/quickstart', persistence: kind });
    fireEvent.click(chevron('Deep'));
    fireEvent.click(chevron('Open'));
    expect(JSON.parse(storage.getItem('docsnav:expanded') ?? '{}')).toEqual({
      [groupId(model, 'Deep')]: true,
      [groupId(model, 'Open')]: false,
    });
    first.unmount();
    const reloaded = renderHost({ model, initial: '/quickstart', persistence: kind });
    expect(isGroupOpen(reloaded.container, 'Deep')).toBe(true);
    expect(isGroupOpen(reloaded.container, 'Open')).toBe(false);
  });

  it('reads the saved state only after mount, so the server HTML ignores it', () => {
    const saved = { [groupId(model, 'Deep')]: true };
    const read = vi.fn(() => saved);
    const write = vi.fn();
    const persistence: PersistenceAdapter = { read, write };
    const html = renderToString(
      <NavigationProvider model={model} pathname="/quickstart" persistence={persistence}>
        <TestSidebar />
      </NavigationProvider>,
    );
    expect(read).not.toHaveBeenCalled();
    expect(html).toMatch(/data-group="Deep" data-open="false"/);
    const { container } = renderHost({ model, initial: '/quickstart', persistence });
    expect(read).toHaveBeenCalledTimes(1);
    expect(isGroupOpen(container, 'Deep')).toBe(true);
  });

  it('keeps the ancestors of the current page open over a saved state, and survives bad storage', () => {
    sessionStorage.setItem('docsnav:expanded', JSON.stringify({ [groupId(model, 'Deep')]: false }));
    const { container } = renderHost({ model, initial: '/deep/a', persistence: 'session' });
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    cleanup();
    sessionStorage.setItem('docsnav:expanded', '{not json');
    const broken = renderHost({
      model,
      initial: '/quickstart',
      persistence: 'session',
      storageKey: 'docsnav:expanded',
    });
    expect(isGroupOpen(broken.container, 'Open')).toBe(true);
    const throwing: PersistenceAdapter = {
      read: () => {
        throw new Error('denied');
      },
      write: () => {
        throw new Error('full');
      },
    };
    cleanup();
    const safe = renderHost({ model, initial: '/quickstart', persistence: throwing });
    act(() => fireEvent.click(chevron('Deep')));
    expect(isGroupOpen(safe.container, 'Deep')).toBe(true);
  });
});
