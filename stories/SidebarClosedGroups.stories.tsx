import { Sidebar } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { nestedClosed } from './support/models.js';
import { SidebarAt, sidebarIn } from './support/sidebar.js';

/** The sidebar's closed nested groups: how their entries are kept (`collapsed`), found by find-in-page, and
 *  held dormant until first shown. */
const meta = {
  title: 'Components/Sidebar/Closed groups',
  component: Sidebar,
  render: (args) => <SidebarAt {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = sidebarIn;

/** The closed "Billing" group once the deferred fill has put its pages in: its toggle, its content and the
 *  link of its "Plans" page (dormant). */
async function filledBilling(canvasElement: HTMLElement) {
  const nav = sidebar(canvasElement);
  const billing = nav.getByRole('button', { name: 'Billing' });
  const content = canvasElement.ownerDocument.getElementById(billing.getAttribute('aria-controls') ?? '');
  await expect(content).toHaveAttribute('hidden', 'until-found');
  // Default `deferred`: the closed group's pages arrive right after mount.
  await waitFor(() => expect(content?.querySelector('a[href="/guides/billing/plans"]')).not.toBeNull());
  return { nav, billing, content, plans: content?.querySelector('a[href="/guides/billing/plans"]') };
}

/** Closed groups are `hidden="until-found"` (filled after mount): find-in-page reveals a match and opens the group. */
export const FindInPage: Story = {
  play: async ({ canvasElement }) => {
    const { nav, billing, content, plans: found } = await filledBilling(canvasElement);
    // What the browser does when find-in-page matches inside: removes `hidden` and fires `beforematch`.
    content?.removeAttribute('hidden');
    content?.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await waitFor(() => expect(billing).toHaveAttribute('aria-expanded', 'true'));
    const plans = nav.getByRole('link', { name: 'Plans' });
    await expect(plans).toBeVisible();
    // The very element the browser matched is still there (it keeps the match highlighted)...
    await expect(plans).toBe(found);
    // ...and it works: a click goes to the page, which the sidebar then marks as current.
    await userEvent.click(plans);
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page'),
    );
    // Drawn again as a live entry, it keeps the focus the click gave.
    await expect(nav.getByRole('link', { name: 'Plans' })).toHaveFocus();
  },
};

/** Closed groups hold their pages as plain, stateless links until first opened; opening one makes them live
 *  entries, drawn the same way. */
export const DormantUntilOpened: Story = {
  play: async ({ canvasElement }) => {
    const { nav, billing, plans: dormant } = await filledBilling(canvasElement);
    await userEvent.click(billing);
    const plans = nav.getByRole('link', { name: 'Plans' });
    await expect(plans).toBeVisible();
    // Opened by the reader: the entries are re-rendered live, with the same markup.
    await expect(plans).not.toBe(dormant);
    await expect(plans.className).toBe(dormant?.className);
    await expect(plans.textContent).toBe(dormant?.textContent);
    await userEvent.click(plans);
    await expect(plans).toHaveAttribute('aria-current', 'page');
  },
};

/** `collapsed="until-found"`: closed groups' pages are there from the first render (server HTML too). */
export const UntilFoundEager: Story = {
  args: { collapsed: 'until-found' },
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector('a[href="/guides/billing/plans"]');
    await expect(link).not.toBeNull();
    await expect(link?.closest('[hidden]')).toHaveAttribute('hidden', 'until-found');
  },
};

/** `collapsed="unmount"`: closed groups are not rendered until opened. */
export const UnmountCollapsed: Story = {
  args: { collapsed: 'unmount' },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await expect(canvasElement.querySelector('a[href="/guides/billing/plans"]')).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Billing' }));
    await expect(nav.getByRole('link', { name: 'Plans' })).toBeVisible();
  },
};

/** A group never shown holds nested groups as static markup: find-in-page reveals a match two groups deep,
 *  which opens every group around it; the match's link then works and the entries come alive. */
export const FindInPageNested: Story = {
  render: () => <SidebarAt model={nestedClosed} path="/start" />,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const doc = canvasElement.ownerDocument;
    const library = nav.getByRole('button', { name: 'Library' });
    const content = () => doc.getElementById(library.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(content()?.querySelector('a[href="/ref/rooted/deep/a"]')).not.toBeNull());
    const deepLink = content()?.querySelector('a[href="/ref/rooted/deep/a"]') as HTMLElement;
    // What the browser does for a match inside closed groups: removes `hidden` from each closed group around
    // it, from the outermost in, and fires `beforematch` at each.
    const closed: HTMLElement[] = [];
    for (let el = deepLink.parentElement; el && el !== canvasElement; el = el.parentElement) {
      if (el.hasAttribute('hidden')) closed.unshift(el);
    }
    await expect(closed).toHaveLength(3);
    for (const el of closed) {
      el.removeAttribute('hidden');
      el.dispatchEvent(new Event('beforematch', { bubbles: true }));
    }
    await waitFor(() => expect(library).toHaveAttribute('aria-expanded', 'true'));
    // The groups inside show open too, and the matched element is the one on screen.
    for (const name of ['Toggle Rooted <&>', 'Deep']) {
      await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(nav.getByRole('link', { name: 'Deep A' })).toBe(deepLink);
    await expect(deepLink).toBeVisible();
    await userEvent.click(deepLink);
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Deep A' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(nav.getByRole('link', { name: 'Deep A' })).toHaveFocus();
  },
};
