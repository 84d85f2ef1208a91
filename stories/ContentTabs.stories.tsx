import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, Tabs } from '../packages/site/src/mdx/tabs.js';
import { PageContent } from './support/page-content.js';

/** Install instructions per system, as `<Tabs>` of three `<Tab title>`. */
function InstallTabs({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <Tabs>
        <Tab title="macOS">
          <p>Install with Homebrew.</p>
        </Tab>
        <Tab title="Linux">
          <p>Install with the shell script.</p>
        </Tab>
        <Tab title="Windows">
          <p>Install with winget.</p>
        </Tab>
      </Tabs>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Tabs',
  render: () => <InstallTabs />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a tab shows its panel and hides the others. */
export const SwitchByMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Install with Homebrew.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Linux' }));
    await expect(canvas.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'false');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('Install with the shell script.');
    await expect(panel).toHaveAccessibleName('Linux');
    await expect(canvas.queryByText('Install with Homebrew.')).not.toBeVisible();
  },
};

/** The keyboard: Tab reaches the selected tab only; the arrow keys move between tabs (wrapping), each
 *  showing its panel. */
export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'macOS' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Linux' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Install with the shell script.');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const windows = canvas.getByRole('tab', { name: 'Windows' });
    await expect(windows).toHaveFocus();
    await expect(windows).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Install with winget.');
  },
};

/** The tabs in the dark scheme, the second selected (contrast checked by axe). */
export const Dark: Story = {
  render: () => <InstallTabs theme="dark" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Linux' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Install with the shell script.');
  },
};
