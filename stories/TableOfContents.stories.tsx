import { TableOfContents } from '@docsnav/react/toc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame } from './support/host.js';
import { ARABIC_HEADINGS, TOC_HEADINGS, TocArticle } from './support/toc-page.js';

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  args: { headings: TOC_HEADINGS },
  render: (args) => (
    <Frame>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 14rem', gap: '2rem' }}>
        <TocArticle />
        <div style={{ position: 'sticky', insetBlockStart: '1rem', alignSelf: 'start' }}>
          <TableOfContents {...args} spy={{ offset: 24 }} />
        </div>
      </div>
    </Frame>
  ),
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'On this page' }));

/** At the top of the page: nested lists by level, no entry current yet (no heading has been read). */
export const Top: Story = {
  play: async ({ canvasElement }) => {
    const list = nav(canvasElement);
    await expect(list.getByRole('link', { name: 'Install' })).toHaveAttribute('href', '#install');
    await expect(list.getAllByRole('list')).toHaveLength(4);
    await expect(list.getByRole('link', { name: 'Failover' }).closest('ul')).toHaveAttribute(
      'data-level',
      '3',
    );
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** A click (here Enter on the focused link) marks its entry at once and scrolls the heading to the top. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const link = nav(canvasElement).getByRole('link', { name: 'Regions' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(link).toHaveAttribute('aria-current', 'location');
    const heading = canvasElement.ownerDocument.getElementById('regions') as HTMLElement;
    await waitFor(() => expect(Math.abs(heading.getBoundingClientRect().top - 0)).toBeLessThan(40));
  },
};

/** A link to a heading in the inactive tab selects the tab first (the reveal contract), then scrolls to it. */
export const InInactiveTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'With pnpm' }));
    await expect(canvas.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'With pnpm' })).toBeVisible());
    await expect(nav(canvasElement).getByRole('link', { name: 'With pnpm' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

/** The phone form: a disclosure, closed until the reader opens it. */
export const Disclosure: Story = {
  args: { form: 'disclosure' },
  render: (args) => (
    <Frame width={375}>
      <TableOfContents {...args} />
      <TocArticle />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const list = nav(canvasElement);
    await expect(list.getByRole('link', { name: 'Install', hidden: true })).not.toBeVisible();
    await userEvent.click(list.getByText('On this page'));
    await expect(list.getByRole('link', { name: 'Install' })).toBeVisible();
  },
};

/** Right to left, with translated texts: the level lines and indents are on the right. */
export const RightToLeft: Story = {
  args: { headings: ARABIC_HEADINGS, labels: { title: 'في هذه الصفحة' } },
  render: (args) => (
    <Frame dir="rtl" lang="ar">
      <TableOfContents {...args} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('navigation', { name: 'في هذه الصفحة' }));
    const link = list.getByRole('link', { name: 'باستخدام npm' });
    const style = getComputedStyle(link);
    await expect(style.borderRightWidth).toBe('2px');
    await expect(style.borderLeftWidth).toBe('0px');
  },
};
