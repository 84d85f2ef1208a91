import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from '../packages/site/src/mdx/callouts.js';
import { PageContent } from './support/page-content.js';

/** Every callout of the demo site, as a page writes them (`<Note>`, `<Tip>`, ...). */
function AllKinds({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <Note>
        <p>Projects are billed by the minute.</p>
      </Note>
      <Tip>
        <p>Press Ctrl K to search the docs.</p>
      </Tip>
      <Info>
        <p>Builds run in the region of the project.</p>
      </Info>
      <Warning>
        <p>Deleting a database removes its backups.</p>
      </Warning>
      <Check>
        <p>Your domain is verified.</p>
      </Check>
      <Danger>
        <p>This cannot be undone.</p>
      </Danger>
      <Callout>
        <p>A plain callout.</p>
      </Callout>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Callouts',
  render: () => <AllKinds />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<Note>`, `<Tip>`, `<Info>`, `<Warning>`, `<Check>`, `<Danger>`, `<Callout>`: each a note labelled with
 *  its kind, its content under the label. */
export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getAllByRole('note');
    await expect(notes.map((note) => note.querySelector('strong')?.textContent)).toEqual([
      'Note',
      'Tip',
      'Info',
      'Warning',
      'Check',
      'Danger',
      'Note',
    ]);
    await expect(notes[3]).toHaveTextContent('Deleting a database removes its backups.');
    await expect(notes[3]).toHaveAttribute('data-kind', 'warning');
  },
};

/** `title` replaces the kind's label. */
export const WithTitle: Story = {
  render: () => (
    <PageContent>
      <Warning title="Breaking change in v2">
        <p>
          The <code>region</code> field is now required.
        </p>
      </Warning>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(within(note).getByText('Breaking change in v2')).toBeVisible();
    await expect(within(note).queryByText('Warning')).toBeNull();
  },
};

/** Every kind in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <AllKinds theme="dark" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('note')).toHaveLength(7);
    await expect(within(canvasElement).getByText('This cannot be undone.')).toBeVisible();
  },
};
