import { MobileNav } from '@docsnav/react/layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides } from './support/models.js';

const meta = {
  title: 'Components/MobileNav',
  component: MobileNav,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <Frame width={375}>
      <Host model={guides} path="/guides/deploy/regions">
        <MobileNav {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof MobileNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** True when `el` or an ancestor is hidden from assistive technology (`aria-hidden="true"` or `inert`). */
function hiddenFromAT(el: Element): boolean {
  for (let x: Element | null = el; x; x = x.parentElement) {
    if (x.getAttribute('aria-hidden') === 'true' || x.hasAttribute('inert')) return true;
  }
  return false;
}

/**
 * The drawer is modal: `aria-modal="true"`, the page behind it hidden from assistive technology while it is
 * open (so a screen reader's virtual cursor cannot leave it either); focus moves in and is trapped, Escape
 * closes it, the page comes back and focus returns to the button.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The drawer loads on the first intent (the focus here) and draws its button again: looked up again.
    const trigger = () =>
      within(canvasElement).getByRole('button', { name: 'Open navigation', hidden: true });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(hiddenFromAT(dialog)).toBe(false);
    await waitFor(() => expect(hiddenFromAT(trigger())).toBe(true));
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let i = 0; i < 25; i++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(hiddenFromAT(trigger())).toBe(false);
  },
};

/** Following a link in the drawer navigates and closes it. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(dialog).getByRole('link', { name: /Quickstart/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Open on a phone-sized viewport, showing the sidebar with the current page. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Navigation',
    });
    await expect(within(dialog).getByRole('link', { name: /Regions/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close navigation' })).toBeVisible();
  },
};

/** Open, dark. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Frame width={375} theme="dark">
      <Host model={guides} path="/guides/deploy/regions">
        <MobileNav {...args} />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Navigation',
    });
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(11, 17, 32)');
  },
};
