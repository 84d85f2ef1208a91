import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Step, Steps } from '../packages/site/src/mdx/steps.js';
import { PageContent } from './support/page-content.js';

/** A three-step procedure, as a quickstart writes it. */
function Procedure({ theme, start }: { theme?: 'light' | 'dark'; start?: number }) {
  return (
    <PageContent theme={theme}>
      <Steps>
        <Step title="Install the CLI" stepNumber={start}>
          <p>
            Run <code>npm install -g acme</code>.
          </p>
        </Step>
        <Step title="Log in" stepNumber={start === undefined ? undefined : start + 1}>
          <p>
            Run <code>acme login</code> and follow the link.
          </p>
        </Step>
        <Step title="Deploy" stepNumber={start === undefined ? undefined : start + 2}>
          <p>
            Run <code>acme deploy</code> in your project.
          </p>
        </Step>
      </Steps>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Steps',
  render: () => <Procedure />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<Steps>`: an ordered list, each step numbered in order in a circle, its title above its content. */
export const Numbered: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('.site-step-number')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    await expect(within(items[1] as HTMLElement).getByText('Log in')).toBeVisible();
    await expect(items[2]).toHaveTextContent('Run acme deploy in your project.');
  },
};

/** `stepNumber` overrides the count: a procedure continued from an earlier one, from 4. */
export const ContinuedNumbers: Story = {
  render: () => <Procedure start={4} />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('.site-step-number')?.textContent)).toEqual([
      '4',
      '5',
      '6',
    ]);
    await expect(items[0]).toHaveAttribute('value', '4');
  },
};

/** The steps in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Procedure theme="dark" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Install the CLI')).toBeVisible();
  },
};
