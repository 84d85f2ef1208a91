import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Card, CardGroup } from '../packages/site/src/mdx/cards.js';
import { PageContent } from './support/page-content.js';

/** Three cards in a group of `cols` columns: two site links with icons and one without either. */
function Group({ cols, theme }: { cols?: number; theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <CardGroup cols={cols}>
        <Card title="Quickstart" icon="rocket" href="/quickstart">
          <p>Deploy your first app in five minutes.</p>
        </Card>
        <Card title="API keys" icon="key" href="/api/keys">
          <p>Create and rotate keys.</p>
        </Card>
        <Card title="Regions">
          <p>Where your projects can run.</p>
        </Card>
      </CardGroup>
    </PageContent>
  );
}

/** The top of each card in `canvas`, rounded: cards on one row share it. */
const rowsOf = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('.site-card')].map((card) =>
    Math.round(card.getBoundingClientRect().top),
  );

const meta = {
  title: 'Site content/Cards',
  render: () => <Group />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<Card href icon>`: the whole card is one link to the page, its icon before its title. */
export const LinkWithIcon: Story = {
  render: () => (
    <PageContent>
      <Card title="Quickstart" icon="rocket" href="/quickstart">
        <p>Deploy your first app in five minutes.</p>
      </Card>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Quickstart/ });
    await expect(link).toHaveAttribute('href', '/quickstart');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveTextContent('Deploy your first app in five minutes.');
    await waitFor(() => expect(link.querySelector('.site-card-icon svg')).not.toBeNull());
  },
};

/** A card linking out of the site opens in a new tab. */
export const ExternalLink: Story = {
  render: () => (
    <PageContent>
      <Card title="Status page" icon="activity" href="https://status.example.com">
        <p>Current incidents and uptime.</p>
      </Card>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Status page/ });
    await expect(link).toHaveAttribute('href', 'https://status.example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `<Card>` without `href` or `icon`: a plain box, no link. */
export const PlainBox: Story = {
  render: () => (
    <PageContent>
      <Card title="Regions">
        <p>Where your projects can run.</p>
      </Card>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Regions')).toBeVisible();
    await expect(canvas.getByText('Where your projects can run.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('.site-card-icon')).toBeNull();
  },
};

/** `<CardGroup>` without `cols`: two columns, the third card on a second row. */
export const GroupOfTwoColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
    const [first, second, third] = rowsOf(canvasElement);
    await expect(second).toBe(first);
    await expect(third).toBeGreaterThan(first as number);
  },
};

/** `<CardGroup cols={3}>`: the three cards side by side. */
export const GroupOfThreeColumns: Story = {
  render: () => <Group cols={3} />,
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(new Set(rows).size).toBe(1);
    await expect(rows).toHaveLength(3);
  },
};

/** On a phone the group is one column, whatever `cols` says. */
export const GroupOnPhone: Story = {
  render: () => <Group cols={3} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = rowsOf(canvasElement);
    await expect(second).toBeGreaterThan(first as number);
    await expect(third).toBeGreaterThan(second as number);
  },
};

/** The group in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Group theme="dark" />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /API keys/ });
    await expect(link).toHaveAttribute('href', '/api/keys');
    await waitFor(() => expect(canvasElement.querySelectorAll('.site-card-icon svg')).toHaveLength(2));
  },
};
