import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from '../packages/site/src/mdx/tooltip.js';
import { PageContent } from './support/page-content.js';

/** A sentence with a term explained by a tooltip, as a page writes it. */
function Sentence({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <p style={{ marginBlockStart: '4rem' }}>
        Every request needs an <Tooltip tip="Application Programming Interface">API</Tooltip> key.
      </p>
    </PageContent>
  );
}

/** The term and its tip in `canvas`. */
function parts(canvas: HTMLElement) {
  const term = within(canvas).getByText('API', { selector: '.site-tooltip' });
  const tip = within(canvas).getByRole('tooltip', { hidden: true });
  return { term, tip };
}

const meta = {
  title: 'Site content/Tooltip',
  render: () => <Sentence />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the term and its tip shows, the term described by it; Escape hides the tip. Shown
 *  focused. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const { term, tip } = parts(canvasElement);
    await expect(tip).not.toBeVisible();
    await userEvent.tab();
    await expect(term).toHaveFocus();
    await expect(term).toHaveAccessibleDescription('Application Programming Interface');
    await waitFor(() => expect(tip).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tip).not.toBeVisible());
    await expect(term).toHaveFocus();
    // Out and back in: the tip shows again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(tip).toBeVisible());
  },
};

/** The pointer over the term shows the tip; leaving hides it. Shown hovered. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const { term, tip } = parts(canvasElement);
    await userEvent.hover(term);
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent('Application Programming Interface');
    await userEvent.unhover(term);
    await waitFor(() => expect(tip).not.toBeVisible());
    await userEvent.hover(term);
    await waitFor(() => expect(tip).toBeVisible());
  },
};

/** `headline` titles the tip; `cta` with `href` is a link after the term (a tooltip holds no link). */
export const HeadlineAndLink: Story = {
  render: () => (
    <PageContent>
      <p style={{ marginBlockStart: '5rem' }}>
        Requests are limited per{' '}
        <Tooltip headline="Rate limit" tip="100 requests a minute per key." cta="Limits" href="/limits">
          key
        </Tooltip>
        .
      </p>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('key', { selector: '.site-tooltip' });
    await expect(canvas.getByRole('link', { name: 'Limits' })).toHaveAttribute('href', '/limits');
    await userEvent.tab();
    await expect(term).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(term).toHaveAccessibleDescription('Rate limit 100 requests a minute per key.');
  },
};

/** The tip shown in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Sentence theme="dark" />,
  play: async ({ canvasElement }) => {
    const { term, tip } = parts(canvasElement);
    await userEvent.tab();
    await expect(term).toHaveFocus();
    await waitFor(() => expect(tip).toBeVisible());
  },
};
