import { Badge } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = { title: 'Components/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tag: Story = {
  args: { children: 'NEW' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('NEW');
    await expect(badge).toHaveAttribute('data-variant', 'tag');
  },
};

export const Method: Story = {
  args: { children: 'POST', variant: 'method', method: 'POST' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('POST');
    await expect(badge).toHaveAttribute('data-method', 'post');
  },
};
