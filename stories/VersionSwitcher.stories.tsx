import { VersionSwitcher } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { switchers } from './support/models.js';
import { openByKeyboard } from './support/switcher-play.js';

const meta = {
  title: 'Components/VersionSwitcher',
  component: VersionSwitcher,
  render: (args) => (
    <Frame>
      <Host model={switchers} path="/v2/install">
        <VersionSwitcher {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof VersionSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current version. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Version: v2' })).toBeVisible();
  },
};

/** Open: each version with its `tag`; targets keep the reader on the closest page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Version: v2/);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveTextContent('Legacy');
    await expect(items[1]).toHaveAttribute('href', '/v1/install');
  },
};

/** Dark, with the legacy version current. */
export const DarkLegacy: Story = {
  render: () => (
    <Frame theme="dark">
      <Host model={switchers} path="/v1/index">
        <VersionSwitcher />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Version: v1/ });
    await expect(button).toHaveTextContent('Legacy');
  },
};
