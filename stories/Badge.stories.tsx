import { Badge } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Frame } from './support/host.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  render: (args) => (
    <Frame>
      <Badge {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Badge>;
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

/** Every method colour, light and dark (contrast checked by axe). */
export const AllMethods: Story = {
  args: { children: '' },
  render: () => (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{ background: 'var(--docsnav-bg)', padding: 12, display: 'flex', gap: 8 }}
        >
          {['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'WEBHOOK'].map((m) => (
            <Badge key={m} variant="method" method={m}>
              {m}
            </Badge>
          ))}
          <Badge>Beta</Badge>
          <Badge variant="deprecated">Deprecated</Badge>
        </div>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('DELETE')).toHaveLength(2);
  },
};
