import { Sidebar } from '@docsnav/react';
import { SidebarFilterBox } from '@docsnav/react/layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SidebarAt, sidebarIn as sidebar } from './support/sidebar.js';

const meta = {
  title: 'Components/Sidebar/Filter',
  component: Sidebar,
  args: { filter: SidebarFilterBox },
  render: (args) => <SidebarAt {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page links shown (not inside a closed group). */
const shownPages = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('nav a.docsnav-page')]
    .filter((a) => a.checkVisibility())
    .map((a) => a.querySelector('.docsnav-page-title')?.textContent);

/** The box, empty, above the sidebar's entries: labelled "Filter pages", its status silent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const box = nav.getByRole('searchbox', { name: 'Filter pages' });
    await expect(box).toHaveValue('');
    await expect(nav.getByRole('status')).toHaveTextContent('');
    await expect(nav.getByRole('link', { name: /Quickstart/ })).toBeVisible();
  },
};

/** Typing "auth": the pages under "Authentication" (group trail) and "OAuth" (title) stay, their groups
 *  open, "auth" highlighted; the count is announced. ArrowDown moves to the first match, and the sidebar's
 *  arrow keys go on from there. */
export const TypingWithMatches: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const box = nav.getByRole('searchbox', { name: 'Filter pages' });
    await userEvent.type(box, 'auth');
    await waitFor(() => expect(nav.getByRole('status')).toHaveTextContent('4 pages match'));
    await expect(shownPages(canvasElement)).toEqual(['API keys', 'OAuth', 'SAML', 'OpenID Connect']);
    await expect(nav.getByRole('button', { name: /^Single sign-on/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Highlighted with the CSS Custom Highlight API: "Auth" in the group label, "Auth" in "OAuth".
    await waitFor(() => expect(CSS.highlights.get('docsnav-filter')?.size).toBe(2));
    await userEvent.keyboard('{ArrowDown}');
    await expect(nav.getByRole('link', { name: 'API keys' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(nav.getByRole('link', { name: /OAuth/ })).toHaveFocus();
    box.focus();
  },
};

/** Nothing matches: the list is empty and the status, announced, is shown. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await userEvent.type(nav.getByRole('searchbox', { name: 'Filter pages' }), 'zzqx');
    await waitFor(() => expect(nav.getByRole('status')).toHaveTextContent('No page matches'));
    await expect(nav.getByRole('status')).toBeVisible();
    await expect(shownPages(canvasElement)).toEqual([]);
  },
};

/** The reader opens "Billing" and closes "Deploy", filters ("s" opens every group under "Security"), then
 *  presses Escape: the box is empty and exactly the groups the reader had open are open again. */
export const ClearedRestoresGroups: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const toggle = (name: RegExp) => nav.getByRole('button', { name, hidden: true });
    await userEvent.click(toggle(/^Billing/));
    await userEvent.click(toggle(/^Deploy/));
    const state = () =>
      [/^Billing/, /^Deploy/, /^Toggle Authentication/, /^Single sign-on/].map((name) =>
        toggle(name).getAttribute('aria-expanded'),
      );
    // Closed groups are filled a moment after mount (in idle time): wait for the nested one's toggle.
    await waitFor(() => expect(toggle(/^Single sign-on/)).toBeInTheDocument(), { timeout: 5000 });
    const before = state();
    await expect(before).toEqual(['true', 'false', 'false', 'false']);
    const pages = shownPages(canvasElement);
    const box = nav.getByRole('searchbox', { name: 'Filter pages' });
    await userEvent.type(box, 's');
    await waitFor(() => expect(toggle(/^Single sign-on/)).toHaveAttribute('aria-expanded', 'true'));
    await expect(toggle(/^Deploy/)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    // The whole sidebar is back: its closed groups are filled again in idle time, as after a mount.
    await waitFor(() => expect(toggle(/^Single sign-on/)).toBeInTheDocument(), { timeout: 5000 });
    await expect(state()).toEqual(before);
    await expect(shownPages(canvasElement)).toEqual(pages);
    await expect(CSS.highlights.has('docsnav-filter')).toBe(false);
  },
};
