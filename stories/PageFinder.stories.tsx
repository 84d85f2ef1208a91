import { createNavIndex, type NavModel } from '@docsnav/core';
import { buildFinderData, type FinderData } from '@docsnav/core/finder';
import { parseDocs } from '@docsnav/core/parse';
import { PageFinder, type PageFinderProps } from '@docsnav/react/finder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { finderDocs, finderSpecs } from '../packages/core/src/finder/test-support/fixture.js';
import { Frame, Host } from './support/host.js';
import { switchers } from './support/models.js';

/** Two versions of guides, an API tab with endpoints, a hidden group. */
const versioned = parseDocs(finderDocs, { specs: finderSpecs }).model;
const dataOf = (model: NavModel): FinderData => buildFinderData(createNavIndex(model));
const versionedData = dataOf(versioned);
const switchersData = dataOf(switchers);

/** Loads that count their calls, so a story can check the data is loaded on first use only. */
const loads = { count: 0 };
const loadVersioned = async () => {
  loads.count++;
  return versionedData;
};

interface StoryArgs extends PageFinderProps {
  model: NavModel;
  path: string;
  dir?: 'ltr' | 'rtl';
}

const meta = {
  title: 'Components/PageFinder',
  component: PageFinder,
  args: { load: loadVersioned, model: versioned, path: '/guides/redeploy', storageKey: 'story:finder' },
  render: ({ model, path, dir, ...props }) => (
    <Frame dir={dir} width={720} height={520}>
      <Host model={model} path={path}>
        <div style={{ padding: '1rem' }}>
          <PageFinder {...props} />
        </div>
      </Host>
    </Frame>
  ),
  beforeEach: () => {
    localStorage.removeItem('story:finder');
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.querySelector('.docsnav-finder-option-title')?.textContent);

/** Opens the finder from its button with Ctrl+K and returns the dialog. The shortcut, not a click: the
 *  finder's code loads on the first intent and its button replaces the stand-in when it arrives, which may be
 *  in the middle of a synthetic click here. A press before the code has arrived is the site's first-intent
 *  spec's (a real browser, the scripts held back until the press is done), a click on the loaded button the
 *  site's page-finder spec's. */
async function open(canvasElement: HTMLElement, name = 'Search pages') {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Control>}k{/Control}');
  return body(canvasElement).findByRole('dialog', { name });
}

/** Closed: the button with its shortcut; nothing loaded until it is hovered, focused or pressed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const before = loads.count;
    const button = within(canvasElement).getByRole('button', { name: 'Search pages' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(loads.count).toBe(before);
    button.focus();
    await waitFor(() => expect(loads.count).toBe(before + 1));
  },
};

/** Open with an empty query: the recent pages (from storage), the first active. */
export const OpenWithRecentPages: Story = {
  beforeEach: () => {
    localStorage.setItem(
      'story:finder',
      JSON.stringify([
        { title: 'Tokens', href: '/auth/tokens', trail: ['Guides', 'Auth'], version: 'v2' },
        {
          title: 'List users',
          href: '/api/users',
          trail: ['API', 'Users'],
          version: 'v2',
          method: 'GET',
          path: '/v1/users',
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const list = within(dialog).getByRole('listbox', { name: 'Recent pages' });
    await expect(optionTitles(list)).toEqual(['Tokens', 'GETList users']);
    const box = within(dialog).getByRole('combobox');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
  },
};

/** Open with an empty query and no recent pages: a hint of what to type. */
export const OpenEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Type a page title, section or path');
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
    await expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The data is still loading: said in the status line while the reader types. */
export const Loading: Story = {
  args: { load: () => new Promise<FinderData>(() => {}) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('combobox'), 'deploy');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading pages…');
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
  },
};

/** Results of "deploy", ranked: exact title, prefixes, word starts, the trail, substrings; arrows move. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const box = within(dialog).getByRole('combobox');
    await userEvent.type(box, 'deploy');
    await waitFor(() =>
      expect(optionTitles(dialog)).toEqual([
        'Deploy',
        'Deploy previews',
        'Deployment hooks',
        'Acme deploy',
        'Overview',
        'Redeploy',
      ]),
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('6 pages');
    await userEvent.keyboard('{ArrowDown}');
    const second = within(dialog).getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second?.id);
  },
};

/** A typo is forgiven: "deploi" still finds the deploy pages. */
export const Typo: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('combobox'), 'deploi');
    await waitFor(() => expect(optionTitles(dialog)).toContain('Acme deploy'));
  },
};

/** Nothing matches: said in the status line, no listbox, the combobox collapsed. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const box = within(dialog).getByRole('combobox');
    await userEvent.type(box, 'kubernetes');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No pages match'));
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Every version: "setup" is only in v1; the toggle widens the search to it. */
export const AllVersions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('combobox'), 'setup');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No pages match'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All versions and languages' }));
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['Setup']));
    await expect(dialog.querySelector('.docsnav-finder-option-division')).toHaveTextContent('v1');
  },
};

/** Right to left: an Arabic page, Arabic labels; the dialog takes the language's direction. */
export const RightToLeft: Story = {
  args: {
    model: switchers,
    path: '/ar/v2/install',
    dir: 'rtl',
    load: async () => switchersData,
    labels: { button: 'البحث في الصفحات', results: 'الصفحات', count: (n) => `عدد الصفحات: ${n}` },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'البحث في الصفحات');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAttribute('lang', 'ar');
    await userEvent.type(within(dialog).getByRole('combobox'), 'الضبط');
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['الضبط']));
    await expect(within(dialog).getByRole('option')).toHaveTextContent('الأدلة / البداية / متقدم');
  },
};

/** The data could not be loaded: the status line says so; nothing throws. */
export const LoadError: Story = {
  args: { load: () => Promise.reject(new Error('Network error')) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('combobox'), 'deploy');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('The page list could not be loaded'),
    );
  },
};

/** Escape closes the dialog and focus returns to the button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search pages' });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Search pages' });
    await expect(within(dialog).getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The dialog, loaded on the first intent (the focus), draws the button again: looked up again.
    await expect(within(canvasElement).getByRole('button', { name: 'Search pages' })).toHaveFocus();
  },
};
