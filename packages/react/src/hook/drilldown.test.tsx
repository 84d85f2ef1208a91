import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { findItem, isGroupOpen, modelOf, renderHost } from '../test-support/render-host.js';

afterEach(cleanup);

const title = (label: string) => screen.getByRole('button', { name: label });

describe('selecting a group title', () => {
  it('only toggles when drill-down is unset and the host keeps the kit default (off)', () => {
    const { container, visited, nav } = renderHost({ model: modelOf(tabsNav), initial: '/quickstart' });
    expect(isGroupOpen(container, 'Deep')).toBe(false);
    fireEvent.click(title('Deep'));
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(visited).toEqual([]);
    expect(findItem(nav().sidebar.items, 'Deep')).toMatchObject({
      type: 'group',
      href: undefined,
      collapsible: true,
    });
    fireEvent.click(title('Deep'));
    expect(isGroupOpen(container, 'Deep')).toBe(false);
  });

  it('navigates to the first page when drill-down is unset and the host default is on', () => {
    const { container, visited, nav } = renderHost({
      model: modelOf(tabsNav),
      initial: '/quickstart',
      drilldown: true,
    });
    expect(nav().drilldown).toBe(true);
    expect(findItem(nav().sidebar.items, 'Deep')).toMatchObject({ href: '/deep/a' });
    expect(findItem(nav().sidebar.items, 'Rooted')).toMatchObject({ href: '/rooted/overview' });
    fireEvent.click(title('Deep'));
    expect(visited).toEqual(['/deep/a']);
    expect(nav().location.pathname).toBe('/deep/a');
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(screen.getByRole('link', { name: 'A', current: 'page' }).getAttribute('href')).toBe('/deep/a');
  });

  it('follows interaction.drilldown: true over the host default', () => {
    const model = modelOf(tabsNav, { interaction: { drilldown: true } });
    const { visited } = renderHost({ model, initial: '/deep/a', drilldown: false });
    fireEvent.click(title('Deeper'));
    expect(visited).toEqual(['/deep/deeper/x']);
  });

  it('follows interaction.drilldown: false over the host default', () => {
    const model = modelOf(tabsNav, { interaction: { drilldown: false } });
    const { container, visited, nav } = renderHost({ model, initial: '/quickstart', drilldown: true });
    expect(nav().drilldown).toBe(false);
    fireEvent.click(title('Deep'));
    expect(visited).toEqual([]);
    expect(isGroupOpen(container, 'Deep')).toBe(true);
  });

  it('opens the root page of a group with root, then toggles once it is shown', () => {
    const { container, visited, nav } = renderHost({ model: modelOf(tabsNav), initial: '/quickstart' });
    fireEvent.click(title('Rooted'));
    expect(visited).toEqual(['/rooted/overview']);
    expect(isGroupOpen(container, 'Rooted')).toBe(true);
    expect(container.querySelector('[data-group="Rooted"]')?.getAttribute('data-current')).toBe('true');
    expect(nav().page?.source).toBe('rooted/overview');
    fireEvent.click(title('Rooted'));
    expect(visited).toEqual(['/rooted/overview']);
    expect(isGroupOpen(container, 'Rooted')).toBe(false);
    fireEvent.click(title('Rooted'));
    expect(isGroupOpen(container, 'Rooted')).toBe(true);
  });

  it('toggles the group that holds the current page instead of drilling down again', () => {
    const { container, visited } = renderHost({
      model: modelOf(tabsNav),
      initial: '/deep/b',
      drilldown: true,
    });
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    fireEvent.click(title('Deep'));
    expect(visited).toEqual([]);
    expect(isGroupOpen(container, 'Deep')).toBe(false);
    fireEvent.click(title('Deep'));
    expect(isGroupOpen(container, 'Deep')).toBe(true);
  });

  it('the chevron only toggles, even with drill-down on', () => {
    const { container, visited } = renderHost({
      model: modelOf(tabsNav),
      initial: '/quickstart',
      drilldown: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Deep' }));
    expect(visited).toEqual([]);
    expect(isGroupOpen(container, 'Deep')).toBe(true);
    expect(screen.getByRole('button', { name: 'Toggle Deep' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('top-level groups stay open whatever is selected', () => {
    const { container } = renderHost({ model: modelOf(tabsNav), initial: '/quickstart' });
    fireEvent.click(title('More'));
    expect(isGroupOpen(container, 'More')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Toggle More' })).toBeNull();
  });
});
