import { GlobalAnchors } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides } from './support/models.js';

const meta = {
  title: 'Components/GlobalAnchors',
  component: GlobalAnchors,
  render: (args) => (
    <Frame>
      <Host model={guides} path="/quickstart">
        <GlobalAnchors {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof GlobalAnchors>;
export default meta;
type Story = StoryObj<typeof meta>;

/** External links with icons, a visible external mark, new tab and safe `rel`. */
export const External: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Links' }));
    const github = list.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    await expect(github).toHaveAttribute('href', 'https://github.com/acme');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(github.querySelector('.docsnav-external-mark')).toBeVisible();
  },
};

/** `omit`: an anchor whose href is shown beside the list already (DocsLayout: the navbar's) is left out. */
export const Omitted: Story = {
  args: { omit: ['https://github.com/acme'] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Links' }));
    await expect(list.queryByRole('link', { name: /^GitHub/ })).toBeNull();
    await expect(list.getByRole('link', { name: /^Community/ })).toBeVisible();
  },
};
