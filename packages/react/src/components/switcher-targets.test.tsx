import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { LanguageSwitcher, VersionSwitcher } from './switchers.js';

afterEach(cleanup);

/** v2 has the reader's page under a sibling path (`/v2/guide/b`), v3 only its first page, v4 a link. */
const model = modelFrom({
  name: 'Targets',
  navigation: {
    versions: [
      { version: 'v1', groups: [{ group: 'Guide', pages: ['v1/guide/a', 'v1/guide/b'] }] },
      { version: 'v2', groups: [{ group: 'Guide', pages: ['v2/guide/a', 'v2/guide/b'] }] },
      { version: 'v3', groups: [{ group: 'Other', pages: ['v3/start'] }] },
      { version: 'v4', href: 'https://example.com/v4' },
    ],
  },
});

describe('switchers compute where each option leads when their menu loads', () => {
  it('the button shows the current version before the menu loads; one key press opens it with the switch targets', async () => {
    render(
      <MemoryHost model={model} initialPath="/v1/guide/b?x=1#h">
        <VersionSwitcher />
      </MemoryHost>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('v1');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(button, { key: 'Enter' });
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    // Not each division's first page: the same page in v2 (query and hash kept), v3's first page, v4's link.
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['v1', '/v1/guide/b?x=1#h'],
      ['v2', '/v2/guide/b?x=1#h'],
      ['v3', '/v3/start?x=1#h'],
      ['v4 (opens in a new tab)', 'https://example.com/v4'],
    ]);
  });

  it('hides a switcher with one option (a single language)', () => {
    const single = modelFrom({
      name: 'Single',
      navigation: { languages: [{ language: 'en', groups: [{ group: 'G', pages: ['en/a'] }] }] },
    });
    render(
      <MemoryHost model={single} initialPath="/en/a">
        <LanguageSwitcher />
      </MemoryHost>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
