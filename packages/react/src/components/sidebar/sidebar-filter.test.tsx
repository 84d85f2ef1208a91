import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSidebarFilter } from '../../hook/sidebar-filter.js';
import { useNavigationSnapshot } from '../../hook/sidebar-hooks.js';
import type { ExpandedState } from '../../hook/types.js';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { guidesDocs, guidesOptions } from '../../test-support/navs.js';
import { groupsFilled } from '../../test-support/settled.js';
import { MobileNav } from '../mobile-nav.js';
import { Sidebar } from './sidebar.js';
import { SidebarFilterBox } from './sidebar-filter.js';

const guides = modelFrom(guidesDocs, guidesOptions);

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Sidebar' });
const box = () => within(nav()).getByRole('searchbox', { name: 'Filter pages' });
const status = () => within(nav()).getByRole('status');
/** The page links the sidebar shows (not inside a hidden group). */
const shownPages = () =>
  [...nav().querySelectorAll<HTMLElement>('a.docsnav-page')]
    .filter((a) => !a.closest('[hidden]'))
    .map((a) => a.querySelector('.docsnav-page-title')?.textContent);
/** A group toggle's `aria-expanded` (found inside closed groups too). */
const expanded = (name: string) =>
  within(nav())
    .getByRole('button', { name: new RegExp(`^${name}`), hidden: true })
    .getAttribute('aria-expanded');

function renderSidebar(path: string, filter = true, onWrite?: (next: ExpandedState) => void) {
  const persistence = onWrite && { read: () => undefined, write: onWrite };
  return render(
    <MemoryHost model={guides} initialPath={path} {...(persistence && { persistence })}>
      <Sidebar filter={filter && SidebarFilterBox} />
    </MemoryHost>,
  );
}

describe('Sidebar filter', () => {
  it('is off by default; on, it is a labelled search box above the entries', () => {
    renderSidebar('/quickstart', false);
    expect(within(nav()).queryByRole('searchbox')).toBeNull();
    cleanup();
    renderSidebar('/quickstart');
    expect(box().getAttribute('type')).toBe('search');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
  });

  it('keeps the pages whose title matches, opens their groups and announces the count', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    // A nested group of a closed group: there once the closed groups are filled, after mount.
    await waitFor(() => expect(expanded('Single sign-on')).toBe('false'));
    await user.type(box(), 'saml');
    await waitFor(() => expect(status().textContent).toBe('1 page matches'));
    expect(shownPages()).toEqual(['SAML']);
    // Its ancestors are open; groups without a match are gone.
    expect(expanded('Toggle Authentication')).toBe('true');
    expect(expanded('Single sign-on')).toBe('true');
    expect(within(nav()).queryByRole('button', { name: 'Billing' })).toBeNull();
  });

  it('matches the group trail and endpoint method and path', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    await user.type(box(), 'billing');
    await waitFor(() => expect(status().textContent).toBe('2 pages match'));
    expect(shownPages()).toEqual(['Plans', 'Invoices']);
    cleanup();
    const { container } = renderSidebar('/api-reference/pets/list-pets');
    expect(container.textContent).toContain('List pets');
    await user.type(box(), 'delete /pets');
    await waitFor(() => expect(status().textContent).toBe('1 page matches'));
    expect(shownPages()).toEqual(['Delete a pet']);
  });

  it('says so when nothing matches, with the message shown', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    await user.type(box(), 'zzzqqq');
    await waitFor(() => expect(status().textContent).toBe('No page matches'));
    expect(status().hasAttribute('data-none')).toBe(true);
    expect(shownPages()).toEqual([]);
  });

  it('Escape or clearing the box restores exactly the groups the reader had open and closed', async () => {
    const user = userEvent.setup();
    const reported: ExpandedState[] = [];
    renderSidebar('/quickstart', true, (next) => reported.push(next));
    // Closed groups are filled a moment after mount (their code loads in idle time): the nested toggle read
    // below is there once they are.
    await groupsFilled();
    // The reader opens Billing and closes Deploy (open by docs.json) before filtering.
    await user.click(within(nav()).getByRole('button', { name: 'Billing' }));
    await user.click(within(nav()).getByRole('button', { name: 'Deploy' }));
    const before = {
      billing: expanded('Billing'),
      deploy: expanded('Deploy'),
      auth: expanded('Toggle Authentication'),
      sso: expanded('Single sign-on'),
    };
    expect(before).toEqual({ billing: 'true', deploy: 'false', auth: 'false', sso: 'false' });
    const shown = shownPages();
    const reports = reported.length;
    expect(reports).toBeGreaterThan(0);
    // "s" matches every page under "Security": every group there opens.
    await user.type(box(), 's');
    await waitFor(() => expect(status().textContent).toMatch(/pages match/));
    expect(expanded('Single sign-on')).toBe('true');
    expect(expanded('Deploy')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveProperty('value', '');
    expect(status().textContent).toBe('');
    // The full sidebar is back; its closed groups are filled again a moment later, as after a mount.
    await groupsFilled();
    expect({
      billing: expanded('Billing'),
      deploy: expanded('Deploy'),
      auth: expanded('Toggle Authentication'),
      sso: expanded('Single sign-on'),
    }).toEqual(before);
    expect(shownPages()).toEqual(shown);
    // The filter's groups were never saved as the reader's (persistence).
    expect(reported.length).toBe(reports);
    // Clearing the box by deleting its text does the same.
    await user.type(box(), 'saml');
    await waitFor(() => expect(expanded('Single sign-on')).toBe('true'));
    await user.clear(box());
    await groupsFilled();
    expect(expanded('Single sign-on')).toBe('false');
    expect(expanded('Deploy')).toBe('false');
  });

  it('in the drawer, Escape in a box with text clears it and leaves the drawer open; then closes it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryHost model={guides} initialPath="/quickstart">
        <MobileNav>
          <Sidebar filter={SidebarFilterBox} />
        </MobileNav>
      </MemoryHost>,
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('searchbox', { name: 'Filter pages' });
    await user.type(input, 'saml');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('1 page matches'));
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ArrowDown moves from the box to the first match', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    await user.type(box(), 'deploy');
    await waitFor(() => expect(status().textContent).toMatch(/match/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(shownPages()[0]);
    expect(document.activeElement?.tagName).toBe('A');
  });
});

describe('useSidebarFilter (headless)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryHost model={guides} initialPath="/quickstart">
      {children}
    </MemoryHost>
  );

  it("narrows the host's view, opens the groups through the nodes' state, marks the words, and restores", async () => {
    const { result } = renderHook(() => ({ filter: useSidebarFilter(), read: useNavigationSnapshot() }), {
      wrapper,
    });
    const full = result.current.filter.view;
    const groups = new Map<string, number>();
    const collect = (items: typeof full.items) => {
      for (const item of items)
        if (item.type === 'group') {
          groups.set(item.label, item.node);
          collect(item.children);
        }
    };
    collect(full.items);
    const sso = groups.get('Single sign-on') ?? -1;
    expect(result.current.read().isOpen(sso)).toBe(false);
    act(() => result.current.filter.setQuery('openid'));
    await waitFor(() => expect(result.current.filter.count).toBe(1));
    const { view, marks } = result.current.filter;
    expect(view).not.toBe(full);
    const titles: string[] = [];
    const walk = (items: typeof view.items) => {
      for (const item of items) {
        if (item.type === 'page') titles.push(item.title);
        else walk(item.children);
      }
    };
    walk(view.items);
    expect(titles).toEqual(['OpenID Connect']);
    expect(marks('OpenID Connect')).toEqual([[0, 6]]);
    expect(result.current.read().isOpen(sso)).toBe(true);
    act(() => result.current.filter.clear());
    expect(result.current.read().isOpen(sso)).toBe(false);
    expect(result.current.filter.view).toBe(full);
    expect(result.current.filter.count).toBeUndefined();
  });
});
