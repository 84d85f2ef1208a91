import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { Dropdown, VersionSwitcher } from './switchers.js';

afterEach(cleanup);

/** v3 and "Soon" are label-only divisions (no pages, no link): valid, but they lead nowhere. */
const model = modelFrom({
  name: 'Label only',
  navigation: {
    versions: [
      { version: 'v1', groups: [{ group: 'G', pages: ['v1/a'] }] },
      { version: 'v3', tag: 'Soon' },
      { version: 'v2', groups: [{ group: 'G', pages: ['v2/a'] }] },
    ],
  },
});

/** The open menu's items (the menu loads on first use: found once it has arrived). */
const menuItems = async () => within(await screen.findByRole('menu')).getAllByRole('menuitem');

describe('switchers and label-only divisions', () => {
  it('lists a label-only version in place as a disabled item with its label, not as a link', async () => {
    render(
      <MemoryHost model={model} initialPath="/v1/a">
        <VersionSwitcher open />
      </MemoryHost>,
    );
    const items = await menuItems();
    expect(items.map((i) => i.textContent)).toEqual(['v1', 'v3Soon', 'v2']);
    const [v1, v3, v2] = items;
    expect(v1?.getAttribute('aria-current')).toBe('true');
    expect(v2?.getAttribute('href')).toBe('/v2/a');
    expect(v3?.getAttribute('aria-disabled')).toBe('true');
    expect(v3?.tagName).not.toBe('A');
    expect(v3?.querySelector('a')).toBeNull();
  });

  it('hides a switcher whose only other option leads nowhere', () => {
    const lonely = modelFrom({
      name: 'Lonely',
      navigation: {
        versions: [{ version: 'v1', groups: [{ group: 'G', pages: ['v1/a'] }] }, { version: 'v2' }],
      },
    });
    render(
      <MemoryHost model={lonely} initialPath="/v1/a">
        <VersionSwitcher />
      </MemoryHost>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does the same in the dropdown', async () => {
    const dropdowns = modelFrom({
      name: 'Dropdowns',
      navigation: {
        dropdowns: [
          { dropdown: 'Later' },
          { dropdown: 'Guides', groups: [{ group: 'G', pages: ['guides/a'] }] },
        ],
      },
    });
    render(
      <MemoryHost model={dropdowns} initialPath="/guides/a">
        <Dropdown open />
      </MemoryHost>,
    );
    const [later, guides] = await menuItems();
    expect(later?.textContent).toBe('Later');
    expect(later?.getAttribute('aria-disabled')).toBe('true');
    expect(guides?.getAttribute('href')).toBe('/guides/a');
  });
});
