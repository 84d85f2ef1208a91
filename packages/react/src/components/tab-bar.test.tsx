/** TabBar menus come from core `divisionOptions` (the active tab's from `useDivisionOptions('menu')`). */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { TabBar } from './tab-bar.js';

afterEach(cleanup);

const model = modelFrom({
  name: 'Menus',
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'G', pages: ['guides/a'] }] },
      {
        tab: 'Blog',
        menu: [
          { item: 'Secret', hidden: true, pages: ['blog/secret'] },
          { item: 'Releases', pages: ['blog/releases'] },
          { item: 'Tutorials', pages: ['blog/tutorials'] },
        ],
      },
    ],
  },
});

async function menuOf(path: string) {
  render(
    <MemoryHost model={model} initialPath={path}>
      <TabBar />
    </MemoryHost>,
  );
  const nav = screen.getByRole('navigation', { name: 'Tabs' });
  const trigger = within(nav).getByRole('button', { name: /Blog/ });
  // Radix opens on pointer down / Enter; the items are rendered in a portal. The first Enter opens the menu,
  // loaded on that first intent.
  act(() => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
}

describe('TabBar menus', () => {
  it('another tab’s menu: its visible items with their first pages, none current, hidden ones left out', async () => {
    const items = await menuOf('/guides/a');
    expect(items.map((i) => [i.textContent, i.getAttribute('href'), i.getAttribute('aria-current')])).toEqual(
      [
        ['Releases', '/blog/releases', null],
        ['Tutorials', '/blog/tutorials', null],
      ],
    );
  });

  it('the active tab’s menu marks the current item', async () => {
    const items = await menuOf('/blog/tutorials');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-current')])).toEqual([
      ['Releases', null],
      ['Tutorials', 'true'],
    ]);
  });
});
