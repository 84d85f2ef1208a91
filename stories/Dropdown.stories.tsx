import { Dropdown } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { dropdowns } from './support/models.js';
import { openByKeyboard } from './support/switcher-play.js';

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown,
  render: (args) => (
    <Frame width={280}>
      <Host model={dropdowns} path="/platform/changelog">
        <Dropdown {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: each dropdown with icon and description; selecting one goes to its first page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Section: Platform/);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveTextContent('Client libraries');
    await expect(items[1]).toHaveAttribute('href', '/sdks');
  },
};

/** Selecting a dropdown switches the section. */
export const Switches: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Section: Platform/);
    await userEvent.click(items[1] as HTMLElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Section: SDKs/ })).toBeVisible();
  },
};
