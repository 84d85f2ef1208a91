import { MobileNav } from '@docsnav/react/switchers';
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

/** The drawer: focus moves in and is trapped, Escape closes it and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let i = 0; i < 25; i++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
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
