import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeGroup } from '../packages/site/src/mdx/code-group.js';
import { CodeBlock } from '../packages/site/src/mdx/fields.js';
import { PageContent } from './support/page-content.js';

/** A request in three languages, as a page's `<CodeGroup>` of fenced blocks compiles (each `pre` with the
 *  title or language of its fence, build/code-meta.ts). */
function Request({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <CodeGroup>
        <CodeBlock data-language="bash" data-title="cURL">
          <code>{'curl https://api.example.com/v1/projects \\\n  -H "Authorization: Bearer $TOKEN"'}</code>
        </CodeBlock>
        <CodeBlock data-language="python" data-title="main.py">
          <code>{'import acme\n\nprojects = acme.Client().projects.list()'}</code>
        </CodeBlock>
        <CodeBlock data-language="javascript">
          <code>{'const projects = await acme.projects.list();'}</code>
        </CodeBlock>
      </CodeGroup>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Code group',
  render: () => <Request />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** One block shown under a tab per block, each tab named by its block's title, else its language; a click
 *  shows another block. */
export const SwitchByMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'cURL',
      'main.py',
      'javascript',
    ]);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('curl https://api.example.com/v1/projects');
    await userEvent.click(canvas.getByRole('tab', { name: 'main.py' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('projects = acme.Client().projects.list()');
    await expect(canvas.getByText(/curl https/)).not.toBeVisible();
  },
};

/** The arrow keys move between the blocks' tabs; Tab then reaches the shown block, which scrolls by
 *  keyboard. */
export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'cURL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'javascript' })).toHaveFocus();
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('const projects = await acme.projects.list();');
    await userEvent.tab();
    await expect(panel.querySelector('pre')).toHaveFocus();
  },
};

/** A lone block with a title in its fence (```` ```python main.py ````): the title in a header above it. */
export const LoneBlockWithTitle: Story = {
  render: () => (
    <PageContent>
      <CodeBlock data-language="python" data-title="main.py">
        <code>{'import acme\n\nprint(acme.__version__)'}</code>
      </CodeBlock>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('main.py');
    await expect(figure.querySelector('pre')).toHaveTextContent('print(acme.__version__)');
  },
};

/** The group in the dark scheme, its second block shown (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Request theme="dark" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'main.py' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('import acme');
  },
};
