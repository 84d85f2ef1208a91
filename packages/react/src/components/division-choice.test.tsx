import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedNav } from '../test-support/fixtures.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { Sidebar } from './sidebar/sidebar.js';
import { TabBar } from './tab-bar.js';

afterEach(cleanup);

const model = modelFrom({ name: 'Shared', navigation: sharedNav });

describe('TabBar: a tab whose first page is shared with another tab', () => {
  it('following the tab shows that tab and its sidebar, from another page or from the shared page itself', async () => {
    const user = userEvent.setup();
    render(
      <MemoryHost model={model} initialPath="/shared/page">
        <TabBar />
        <Sidebar />
      </MemoryHost>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    const sidebar = () =>
      within(screen.getByRole('navigation', { name: 'Sidebar' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(within(tabs).getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
    await user.click(within(tabs).getByRole('link', { name: 'Reference' }));
    expect(within(tabs).getByRole('link', { name: 'Reference' }).getAttribute('aria-current')).toBe('true');
    expect(sidebar()).toEqual(['/shared/page', '/b/two']);
    await user.click(within(tabs).getByRole('link', { name: 'Guides' }));
    expect(sidebar()).toEqual(['/a/one', '/shared/page', '/a/two']);
    const link = (href: string) => {
      const a = document.querySelector(`nav[aria-label="Sidebar"] a[href="${href}"]`);
      if (!a) throw new Error(`no sidebar link ${href}`);
      return a;
    };
    await user.click(link('/a/two'));
    await user.click(within(tabs).getByRole('link', { name: 'Reference' }));
    expect(within(tabs).getByRole('link', { name: 'Reference' }).getAttribute('aria-current')).toBe('true');
    expect(sidebar()).toEqual(['/shared/page', '/b/two']);
    expect(link('/shared/page').getAttribute('aria-current')).toBe('page');
  });
});
