import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Visibility } from '../packages/site/src/mdx/visibility.js';
import { PageContent } from './support/page-content.js';

const meta = {
  title: 'Site content/Visibility',
  render: () => (
    <PageContent>
      <p>Deploy from the dashboard or the CLI.</p>
      <Visibility for="humans">
        <p>Click Deploy in the top right corner.</p>
      </Visibility>
      <Visibility for="agents">
        <p>Agents: call POST /v1/deployments with the project id.</p>
      </Visibility>
      <Visibility for="humnas">
        <p>A mistyped audience is shown, so nothing is lost.</p>
      </Visibility>
    </PageContent>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `for="humans"` content is shown as it is, with no box; `for="agents"` content (for the page's Markdown
 *  export) is not; any other value is shown. */
export const HumansAndAgents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const human = canvas.getByText('Click Deploy in the top right corner.');
    await expect(human).toBeVisible();
    await expect(human.parentElement).toHaveClass('site-prose');
    await expect(canvas.queryByText(/Agents: call/)).toBeNull();
    await expect(canvas.getByText('A mistyped audience is shown, so nothing is lost.')).toBeVisible();
  },
};
