import { DocsLayout } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides, switchers } from './support/models.js';

function Page() {
  return (
    <article style={{ fontFamily: 'system-ui', lineHeight: 1.6 }}>
      <h1 style={{ marginBlock: '0 1rem' }}>Page title</h1>
      <p>The page body goes here. The layout draws the navigation around it.</p>
    </article>
  );
}

const meta = {
  title: 'Layout/DocsLayout',
  component: DocsLayout,
  render: (args) => (
    <Frame width="100%">
      <Host model={switchers} path="/v2/advanced/tuning">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof DocsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Products, versions and languages switchers, tabs, sidebar, eyebrow, pager. */
export const Switchers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Product: Cloud' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Version: v2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tuning' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Advanced', { selector: '.docsnav-eyebrow' })).toBeVisible();
  },
};

/** Tabs with a menu, anchors, global anchors, breadcrumbs above the page. */
export const TabsAndBreadcrumbs: Story = {
  args: { above: 'breadcrumbs' },
  render: (args) => (
    <Frame width="100%">
      <Host model={guides} path="/guides/auth/keys">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Next/ }));
    await expect(canvas.getByRole('link', { name: /^OAuth/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Switching language to Arabic flips the whole layout right-to-left. */
export const ArabicRtl: Story = {
  render: (args) => (
    <Frame width="100%">
      <Host model={switchers} path="/ar/v2/advanced/tuning">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('.docsnav-layout') as HTMLElement;
    await expect(layout).toHaveAttribute('dir', 'rtl');
    await expect(layout).toHaveAttribute('lang', 'ar');
    const sidebar = within(canvasElement).getAllByRole('navigation', { name: 'Sidebar' })[0] as HTMLElement;
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
  },
};

/** Dark theme. */
export const Dark: Story = {
  render: (args) => (
    <Frame width="100%" theme="dark">
      <Host model={guides} path="/api-reference/pets/get-a-pet">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('.docsnav-layout') as HTMLElement;
    await expect(getComputedStyle(layout).backgroundColor).toBe('rgb(11, 17, 32)');
  },
};

/** A phone-sized layout, closed: no sidebar column, a menu button in the header. */
export const PhoneClosed: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <Frame width={375} height={720}>
      <Host model={switchers} path="/v2/install">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    await expect(trigger).toBeVisible();
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(main.getBoundingClientRect().left).toBeLessThan(20);
  },
};

/** A phone-sized layout: the sidebar moves into the drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <Frame width={375} height={720}>
      <Host model={guides} path="/guides/deploy/regions">
        <DocsLayout logo="Acme" {...args}>
          <Page />
        </DocsLayout>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.docsnav-layout-sidebar')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Regions/ })).toBeVisible());
  },
};
