import { LanguageSwitcher } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { switchers } from './support/models.js';
import { openByKeyboard } from './support/switcher-play.js';

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  render: (args) => (
    <Frame>
      <Host model={switchers} path="/v2/install">
        <LanguageSwitcher {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: every language named in itself, with `lang` and `dir` on its label. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Language: English/);
    await expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية', 'Español']);
    const arabic = items[1]?.querySelector('[lang]');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(items[1]).toHaveAttribute('hreflang', 'ar');
    await expect(items[1]).toHaveAttribute('href', '/ar/v2/install');
  },
};

/** Arabic active: the page is right-to-left and the menu opens in that direction. */
export const ArabicRtl: Story = {
  render: () => (
    <Frame dir="rtl" lang="ar">
      <Host model={switchers} path="/ar/v2/install">
        <LanguageSwitcher />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Language: العربية/);
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(within(canvasElement.ownerDocument.body).getByRole('menu')).toHaveAttribute('dir', 'rtl');
  },
};
