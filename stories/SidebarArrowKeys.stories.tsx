import { Sidebar } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SidebarAt, sidebarIn as sidebar } from './support/sidebar.js';

const meta = {
  title: 'Components/Sidebar/ArrowKeys',
  component: Sidebar,
  render: (args) => <SidebarAt {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The focused element's accessible text. */
const focusedName = (doc: Document) => {
  const el = doc.activeElement as HTMLElement | null;
  return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
};

/** Keyboard only: Tab into the sidebar (which loads the key handler), then ArrowDown / ArrowUp between the visible entries, Home / End,
 *  ArrowRight opens a closed group and then moves into it, ArrowLeft closes it, and from inside a group moves
 *  to its header; typing "de" moves to "Deploy". The Tab order is unchanged: links stay links. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const nav = sidebar(canvasElement);
    await waitFor(() => expect(nav.getByRole('link', { name: 'Regions' })).toBeVisible());
    const navElement = canvasElement.querySelector('nav') as HTMLElement;
    const visible = () =>
      [...navElement.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.checkVisibility());
    await userEvent.tab();
    const first = visible()[0];
    await expect(first).toHaveFocus();
    // The key handler is loaded when focus enters the sidebar: a key pressed before it arrived still moves.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(visible()[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(visible().at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();

    // Type-ahead, then into and out of an open group.
    await userEvent.keyboard('de');
    const deploy = nav.getByRole('button', { name: 'Deploy' });
    await expect(deploy).toHaveFocus();
    await expect(deploy).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const inside = doc.activeElement as HTMLElement;
    await expect(inside).not.toBe(deploy);
    await expect(deploy.closest('li')?.contains(inside)).toBe(true);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(deploy).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(deploy).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Regions', hidden: true })).not.toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(deploy).toHaveAttribute('aria-expanded', 'true');
    await expect(deploy).toHaveFocus();

    // A closed group: ArrowRight opens it without moving.
    const billing = nav.getByRole('button', { name: 'Billing' });
    billing.focus();
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(focusedName(doc)).toBe('Billing');
    await waitFor(() => expect(nav.getByRole('link', { name: 'Plans' })).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedName(doc)).not.toBe('Billing');
  },
};
