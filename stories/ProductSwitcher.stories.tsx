import { ProductSwitcher } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { switchers } from './support/models.js';
import { openByKeyboard } from './support/switcher-play.js';

const meta = {
  title: 'Components/ProductSwitcher',
  component: ProductSwitcher,
  render: (args) => (
    <Frame>
      <Host model={switchers} path="/v2/install?tab=npm#setup">
        <ProductSwitcher {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof ProductSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button shows the current product. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Product: Cloud' })).toBeVisible();
  },
};

/** Open: name, description and icon per product; the current one marked; query and hash are kept. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Product: Cloud/);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveTextContent('Functions at the edge');
    await expect(items[1]).toHaveAttribute('href', '/edge?tab=npm#setup');
    await expect(items[1]?.querySelector('.docsnav-icon[data-icon="zap"]')).not.toBeNull();
  },
};

/** Selecting a product navigates there. */
export const Switches: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Product: Cloud/);
    await userEvent.click(items[1] as HTMLElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Product: Edge' })).toBeVisible();
  },
};
