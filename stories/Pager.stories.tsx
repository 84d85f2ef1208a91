import { Pager } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides } from './support/models.js';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  render: (args) => (
    <Frame width={640}>
      <Host model={guides} path="/guides/legacy">
        <Pager {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Previous and next page; the external "Status page" entry is skipped. Keyboard: Tab then Enter. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(nav.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/guides/long');
    const next = nav.getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', '/guides/auth/overview');
    await expect(next).toHaveAttribute('rel', 'next');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/guides/legacy');
  },
};

/** The first page: only "Next". */
export const First: Story = {
  render: () => (
    <Frame width={640}>
      <Host model={guides} path="/">
        <Pager />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(nav.queryByRole('link', { name: /Previous/ })).toBeNull();
    await expect(nav.getByRole('link', { name: /Next/ })).toHaveTextContent('Quickstart');
  },
};
