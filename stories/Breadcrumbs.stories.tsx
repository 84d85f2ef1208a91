import { Breadcrumbs } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides, switchers } from './support/models.js';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Frame>
      <Host model={guides} path="/guides/auth/sso/saml">
        <Breadcrumbs {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `nav aria-label="Breadcrumb"` > `ol`: tab, groups, then the page (current). Crumbs link to first pages. */
export const Deep: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Guides',
      'Security',
      'Authentication',
      'Single sign-on',
      'SAML',
    ]);
    await expect(within(nav).getByText('SAML')).toHaveAttribute('aria-current', 'page');
    const auth = within(nav).getByRole('link', { name: 'Authentication' });
    await expect(auth).toHaveAttribute('href', '/guides/auth/overview');
    await userEvent.click(auth);
    // The group's root page: the group and the page are one crumb.
    await waitFor(() =>
      expect(within(nav).getByText('Authentication')).toHaveAttribute('aria-current', 'page'),
    );
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Guides', 'Security', 'Authentication']);
  },
};

/** Right-to-left. */
export const ArabicRtl: Story = {
  render: () => (
    <Frame dir="rtl" lang="ar">
      <Host model={switchers} path="/ar/v2/advanced/tuning">
        <Breadcrumbs />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('الضبط')).toHaveAttribute('aria-current', 'page');
  },
};
