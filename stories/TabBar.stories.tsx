import { TabBar } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides, switchers } from './support/models.js';

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  render: (args) => (
    <Frame>
      <Host model={guides} path="/guides/auth/keys">
        <TabBar {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Tabs' }));

/** Links with `aria-current` on the tab holding the page; an external tab at the end; a tab with a menu. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const bar = tabs(canvasElement);
    await expect(bar.getByRole('link', { name: /Guides/ })).toHaveAttribute('aria-current', 'true');
    await expect(bar.getByRole('link', { name: /API reference/ })).toHaveAttribute(
      'href',
      '/api-reference/pets/list-pets',
    );
    await expect(bar.getByRole('link', { name: /Status/ })).toHaveAttribute('target', '_blank');
    await expect(bar.getByRole('button', { name: /Blog/ })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** The tab menu opened by keyboard: arrows move, Enter follows, Escape closes and returns focus. */
export const TabMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const bar = tabs(canvasElement);
    bar.getByRole('button', { name: /Blog/ }).focus();
    // The first Enter opens the menu, loaded on that first intent.
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/blog/releases',
      '/blog/tutorials',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // The loaded menu draws the button again (same place and content): looked up again.
    await waitFor(() => expect(bar.getByRole('button', { name: /Blog/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(bar.getByRole('button', { name: /Blog/ }).closest('li')).toHaveAttribute('data-active'),
    );
    // Leave the menu open for the screenshot and the a11y check.
    await userEvent.click(bar.getByRole('button', { name: /Blog/ }));
    await body.findByRole('menu');
  },
};

/** Right-to-left tabs (Arabic). */
export const ArabicRtl: Story = {
  render: () => (
    <Frame dir="rtl" lang="ar">
      <Host model={switchers} path="/ar/v2/cli">
        <TabBar />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const bar = tabs(canvasElement);
    const current = bar.getByRole('link', { name: 'المرجع' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    const first = bar.getByRole('link', { name: 'الأدلة' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(current.getBoundingClientRect().left);
  },
};

/** Dark theme. */
export const Dark: Story = {
  render: () => (
    <Frame theme="dark">
      <Host model={guides} path="/blog/releases">
        <TabBar />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(tabs(canvasElement).getByRole('button', { name: /Blog/ }).closest('li')).toHaveAttribute(
      'data-active',
    );
  },
};
