import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { generatedDocs, guidesDocs, guidesOptions } from '../../test-support/navs.js';
import { Sidebar } from './sidebar.js';
import type { CollapsedMode } from './sidebar-context.js';

const guides = modelFrom(guidesDocs, guidesOptions);

afterEach(cleanup);

const attr = (el: Element | null | undefined, name: string) => el?.getAttribute(name) ?? null;

function renderSidebar(path: string, props: Parameters<typeof Sidebar>[0] = {}, drilldown?: boolean) {
  return render(
    <MemoryHost model={guides} initialPath={path} {...(drilldown !== undefined && { drilldown })}>
      <Sidebar {...props} />
    </MemoryHost>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Sidebar' });

describe('Sidebar', () => {
  it('is a labelled nav of nested lists with the current page marked', () => {
    renderSidebar('/quickstart');
    const current = within(nav()).getByRole('link', { name: /Quickstart/ });
    expect(attr(current, 'aria-current')).toBe('page');
    expect(attr(current, 'data-active')).not.toBeNull();
    expect(current.closest('ul')?.closest('li')?.classList.contains('docsnav-group')).toBe(true);
    expect(within(nav()).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('top-level groups are headings without a toggle; nested groups are disclosures', () => {
    renderSidebar('/quickstart');
    expect(within(nav()).queryByRole('button', { name: /Get started/ })).toBeNull();
    const billing = within(nav()).getByRole('button', { name: 'Billing' });
    expect(attr(billing, 'aria-expanded')).toBe('false');
    const controlled = document.getElementById(billing.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(attr(controlled, 'hidden')).not.toBeNull();
  });

  it('opens and closes a nested group with the keyboard', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    const billing = within(nav()).getByRole('button', { name: 'Billing' });
    billing.focus();
    await user.keyboard('{Enter}');
    expect(attr(billing, 'aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('link', { name: 'Plans' }).closest('[hidden]')).toBeNull();
    await user.keyboard(' ');
    expect(attr(billing, 'aria-expanded')).toBe('false');
  });

  it('a group with a root page has a title link and a separate chevron that only toggles', async () => {
    const user = userEvent.setup();
    renderSidebar('/quickstart');
    const title = within(nav()).getByRole('link', { name: /^Authentication/ });
    expect(attr(title, 'href')).toBe('/guides/auth/overview');
    const chevron = within(nav()).getByRole('button', { name: 'Toggle Authentication' });
    await user.click(chevron);
    expect(attr(chevron, 'aria-expanded')).toBe('true');
    expect(attr(title, 'aria-current')).toBeNull();
    await user.click(title);
    expect(attr(within(nav()).getByRole('link', { name: /^Authentication/ }), 'aria-current')).toBe('page');
    // The root page is shown: selecting the title again only toggles.
    await user.click(within(nav()).getByRole('link', { name: /^Authentication/ }));
    expect(attr(chevron, 'aria-expanded')).toBe('false');
    expect(attr(within(nav()).getByRole('link', { name: /^Authentication/ }), 'aria-current')).toBe('page');
  });

  it('navigating opens the ancestors of the new page', () => {
    renderSidebar('/guides/auth/sso/oidc');
    expect(attr(within(nav()).getByRole('button', { name: /Single sign-on/ }), 'aria-expanded')).toBe('true');
    expect(attr(within(nav()).getByRole('link', { name: 'OpenID Connect' }), 'aria-current')).toBe('page');
  });

  it('with drill-down on, a group title is a link to its first page; off, it is a toggle', () => {
    const on = renderSidebar('/quickstart', {}, true);
    expect(attr(within(nav()).getByRole('link', { name: 'Billing' }), 'href')).toBe('/guides/billing/plans');
    expect(within(nav()).getByRole('button', { name: 'Toggle Billing' })).toBeTruthy();
    on.unmount();
    renderSidebar('/quickstart', {}, false);
    expect(within(nav()).queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Billing' })).toBeTruthy();
  });

  it('shows icons, tags, method badges and deprecation', () => {
    renderSidebar('/quickstart');
    const quickstart = within(nav()).getByRole('link', { name: /Quickstart/ });
    expect(quickstart.querySelector('.docsnav-icon[data-icon="rocket"]')).not.toBeNull();
    expect(attr(within(quickstart).getByText('NEW'), 'data-variant')).toBe('tag');
    expect(within(nav()).getByRole('link', { name: /Legacy tokens/ }).textContent).toContain('Deprecated');
  });

  it('marks external pages and opens them in a new tab', () => {
    renderSidebar('/quickstart');
    const status = within(nav()).getByRole('link', { name: /Status page/ });
    expect(attr(status, 'href')).toBe('https://status.example.com');
    expect(attr(status, 'target')).toBe('_blank');
    expect(attr(status, 'rel')).toBe('noopener noreferrer');
    expect(status.textContent).toBe('Status page (opens in a new tab)');
    expect(status.querySelector('.docsnav-external-mark')).not.toBeNull();
  });

  it('method badges on endpoint pages', () => {
    renderSidebar('/api-reference/pets/list-pets');
    const list = within(nav()).getByRole('link', { name: /List pets/ });
    expect(attr(within(list).getByText('GET'), 'data-method')).toBe('get');
    expect(within(nav()).getByRole('link', { name: /Delete a pet/ }).textContent).toContain('Deprecated');
  });
});

describe('collapsed groups: deferred, until-found, unmount', () => {
  const big = modelFrom(generatedDocs(1000));
  const closedPage = 'a[href="/t1/g1/s1/page-1"]';
  const tree = (collapsed: CollapsedMode) => (
    <MemoryHost model={big} initialPath="/t1/g1/s0/page-1">
      <Sidebar collapsed={collapsed} />
    </MemoryHost>
  );
  const html = (collapsed: CollapsedMode) => renderToString(tree(collapsed));

  it('server HTML: only until-found carries the pages of closed groups (the price of it in bytes)', () => {
    const eager = html('until-found');
    const deferred = html('deferred');
    const dropped = html('unmount');
    expect(eager).toContain('href="/t1/g1/s1/page-1"');
    expect(eager).toMatch(/<div[^>]*hidden=""[^>]*>/);
    expect(deferred).not.toContain('href="/t1/g1/s1/page-1"');
    expect(dropped).not.toContain('href="/t1/g1/s1/page-1"');
    // All list the open top-level pages; the other tab is in none.
    for (const out of [eager, deferred, dropped]) {
      expect(out).toContain('href="/t1/g2/s0/page-1"');
      expect(out).not.toContain('href="/t2/');
    }
    expect(eager.length).toBeGreaterThan(dropped.length * 2);
    // deferred: the closed group's (empty) container is there, so aria-controls always points somewhere.
    expect(deferred.length).toBeLessThan(eager.length / 2);
  });

  it('deferred fills closed groups, hidden, right after mount; unmount does not', async () => {
    const deferred = render(tree('deferred'));
    await waitFor(() => expect(deferred.container.querySelector(closedPage)).not.toBeNull());
    expect(deferred.container.querySelector(closedPage)?.closest('[hidden]')).not.toBeNull();
    const controls = screen.getByRole('button', { name: 'Section 1.1.1' }).getAttribute('aria-controls');
    expect(document.getElementById(controls ?? '')?.querySelector(closedPage)).not.toBeNull();
    deferred.unmount();
    // No fixed sleep: a deferred tree mounted beside it fills its closed groups; by then the unmount tree
    // would have filled its own, had it done so.
    const dropped = render(tree('unmount'));
    const witness = render(tree('deferred'));
    await waitFor(() => expect(witness.container.querySelector(closedPage)).not.toBeNull());
    expect(dropped.container.querySelector(closedPage)).toBeNull();
  });

  it('unmount mounts a group on opening', async () => {
    const user = userEvent.setup();
    render(tree('unmount'));
    const section = screen.getByRole('button', { name: 'Section 1.1.1' });
    expect(document.querySelector('a[href="/t1/g1/s1/page-2"]')).toBeNull();
    await user.click(section);
    expect(document.querySelector('a[href="/t1/g1/s1/page-2"]')).not.toBeNull();
    expect(attr(section, 'aria-controls')).not.toBeNull();
  });
});

describe('Sidebar arrow keys (loaded when focus enters the sidebar)', () => {
  it('ArrowDown and Home move focus between entries; the first key works though the handler loads on focus', async () => {
    // jsdom lays nothing out: every entry counts as shown.
    const rects = HTMLElement.prototype.getClientRects;
    HTMLElement.prototype.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    try {
      renderSidebar('/quickstart');
      const entries = [...nav().querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const [first, second, third] = entries;
      first?.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(document.activeElement).toBe(second));
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(third);
      await userEvent.keyboard('{Home}');
      expect(document.activeElement).toBe(first);
    } finally {
      HTMLElement.prototype.getClientRects = rects;
    }
  });
});
