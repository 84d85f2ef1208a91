import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Update } from '../packages/site/src/mdx/update.js';
import { PageContent } from './support/page-content.js';

/** Two changelog entries, as a changelog page writes them. */
function Changelog({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <Update label="March 2026" description="Faster builds" tags={['Builds', 'CLI']}>
        <p>Builds reuse the cache of the previous deployment.</p>
      </Update>
      <Update label="v2.1.0">
        <p>
          The <code>region</code> field is required.
        </p>
      </Update>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Update',
  render: () => <Changelog />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry a region named by its label; the label a pill linking to the entry's own anchor, the
 *  description and tags under it, the content beside them. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const march = canvas.getByRole('region', { name: 'March 2026' });
    await expect(march).toHaveAttribute('id', 'march-2026');
    await expect(within(march).getByRole('link', { name: 'March 2026' })).toHaveAttribute(
      'href',
      '#march-2026',
    );
    await expect(within(march).getByText('Faster builds')).toBeVisible();
    await expect(
      within(march)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Builds', 'CLI']);
    await expect(march).toHaveTextContent('Builds reuse the cache of the previous deployment.');
    const version = canvas.getByRole('region', { name: 'v2.1.0' });
    await expect(within(version).getByRole('link')).toHaveAttribute('href', '#v2-1-0');
  },
};

/** The entries in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Changelog theme="dark" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'v2.1.0' })).toBeVisible();
  },
};
