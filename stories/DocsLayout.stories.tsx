import type { NavModel } from '@docsnav/core';
import { DocsLayout } from '@docsnav/react/layout';
import { TableOfContents } from '@docsnav/react/toc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arabic } from '../packages/react/src/test-support/labels.js';
import { Frame, Host } from './support/host.js';
import { guides, switchers, thousand } from './support/models.js';
import { TOC_HEADINGS, TocArticle } from './support/toc-page.js';

function Page() {
  return (
    <article style={{ fontFamily: 'system-ui', lineHeight: 1.6 }}>
      <h1 style={{ marginBlock: '0 1rem' }}>Page title</h1>
      <p>The page body goes here. The layout draws the navigation around it.</p>
    </article>
  );
}

/** Where a story opens: its model and path, and the frame around the layout (full width by default). */
interface At {
  model: NavModel;
  path: string;
  frame?: Omit<ComponentProps<typeof Frame>, 'children'>;
}
const at = (model: NavModel, path: string, frame?: At['frame']) => ({ at: { model, path, frame } });

const meta = {
  title: 'Layout/DocsLayout',
  component: DocsLayout,
  parameters: at(switchers, '/v2/advanced/tuning'),
  render: (args, { parameters }) => {
    const { model, path, frame } = parameters.at as At;
    return (
      <Frame width="100%" {...frame}>
        <Host model={model} path={path}>
          <DocsLayout logo="Acme" {...args}>
            <Page />
          </DocsLayout>
        </Host>
      </Frame>
    );
  },
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
  parameters: at(guides, '/guides/auth/keys'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Next/ }));
    await expect(canvas.getByRole('link', { name: /^OAuth/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Arabic flips the whole layout right-to-left; `labels` gives the layout's texts in Arabic. */
export const ArabicRtl: Story = {
  args: { labels: arabic },
  parameters: at(switchers, '/ar/v2/install'),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('.docsnav-layout') as HTMLElement;
    await expect(layout).toHaveAttribute('dir', 'rtl');
    await expect(layout).toHaveAttribute('lang', 'ar');
    const sidebar = within(canvasElement).getAllByRole('navigation', {
      name: 'الشريط الجانبي',
    })[0] as HTMLElement;
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
    const pager = within(canvasElement).getByRole('navigation', { name: 'الصفحات' });
    await expect(within(pager).getByRole('link', { name: /التالي/ })).toHaveAttribute('rel', 'next');
    await expect(within(pager).getByRole('link', { name: /السابق/ })).toHaveAttribute('rel', 'prev');
    // The drawer button (hidden at this width) is named in Arabic too.
    const drawerButton = canvasElement.querySelector('.docsnav-mobile-trigger');
    await expect(drawerButton).toHaveAttribute('aria-label', 'افتح التنقل');
    await expect(
      within(canvasElement).getByRole('button', { name: 'إظهار الشريط الجانبي أو إخفاؤه' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Dark theme. */
export const Dark: Story = {
  parameters: at(guides, '/api-reference/pets/get-a-pet', { theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('.docsnav-layout') as HTMLElement;
    await expect(getComputedStyle(layout).backgroundColor).toBe('rgb(11, 17, 32)');
  },
};

/** A phone-sized layout, closed: no sidebar column, a menu button in the header. */
export const PhoneClosed: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at(switchers, '/v2/install', { width: 375, height: 720 }),
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
  parameters: at(guides, '/guides/deploy/regions', { width: 375, height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.docsnav-layout-sidebar')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Regions/ })).toBeVisible());
  },
};

/** Storage for the collapse stories: one key each, emptied after the story (other stories keep the default). */
function collapseKey(key: string, stored?: { collapsed: boolean }) {
  return {
    args: { sidebarCollapse: { storageKey: key } },
    beforeEach: () => {
      if (stored) localStorage.setItem(key, JSON.stringify(stored));
      return () => localStorage.removeItem(key);
    },
  };
}

/** The desktop sidebar shown, with its hide/show button first in the header: Tab reaches it, Enter hides the
 *  sidebar (gone from the accessibility tree, its column given to the content), Enter shows it again. */
export const SidebarShown: Story = {
  ...collapseKey('docsnav-story:sidebar-shown'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Toggle sidebar' });
    const sidebar = canvas.getByRole('navigation', { name: 'Sidebar' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(region).toContainElement(sidebar);
    const main = canvasElement.querySelector('main') as HTMLElement;
    const shown = main.getBoundingClientRect();
    await userEvent.tab(); // "Skip to content"
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    const wide = main.getBoundingClientRect();
    await expect(wide.left).toBeLessThan(shown.left - 200);
    await expect(wide.width).toBeGreaterThan(shown.width);
    await expect(JSON.parse(localStorage.getItem('docsnav-story:sidebar-shown') ?? '{}')).toEqual({
      collapsed: true,
    });
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(main.getBoundingClientRect().left).toBe(shown.left);
  },
};

/** The desktop sidebar collapsed (`defaultCollapsed`): the content spans the width; the button shows it. */
export const SidebarCollapsed: Story = {
  args: { sidebarCollapse: { defaultCollapsed: true, persistence: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(main.getBoundingClientRect().left).toBeLessThan(20);
    await userEvent.tab(); // "Skip to content"
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Tuning' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Collapsed on an earlier visit: the server render shows the sidebar, the saved state hides it after mount. */
export const SidebarRestored: Story = {
  ...collapseKey('docsnav-story:sidebar-restored', { collapsed: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    await userEvent.tab(); // "Skip to content"
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('docsnav-story:sidebar-restored') ?? '{}')).toEqual({
      collapsed: false,
    });
  },
};

/** A 1,000-page sidebar hidden and shown again keeps its scroll position (a hidden element loses it), and
 *  brings the current page into view when a navigation made while it was hidden moved it away. */
export const SidebarKeepsScroll: Story = {
  args: { sidebarCollapse: { persistence: false } },
  parameters: at(thousand, '/t1/g1/s0/page-1', { height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Toggle sidebar' });
    const nav = canvas.getByRole('navigation', { name: 'Sidebar' });
    await waitFor(() => expect(nav.scrollHeight).toBeGreaterThan(nav.clientHeight + 1500));
    nav.scrollTop = 1500;
    await waitFor(() => expect(nav.scrollTop).toBe(1500));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.click(button);
    await expect(nav).not.toBeVisible();
    await userEvent.click(button);
    await expect(nav).toBeVisible();
    await expect(nav.scrollTop).toBe(1500);
    // Hidden, the reader follows the pager: shown again, the new current page is in view.
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('link', { name: /Next/ }));
    await userEvent.click(button);
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Page 2');
    const box = nav.getBoundingClientRect();
    const rect = current.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(box.top);
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
  },
};

/** A phone-sized layout has no sidebar button: the drawer stays the way to the navigation. */
export const PhoneNoSidebarButton: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at(switchers, '/v2/install', { width: 375, height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};

/** "On this page" in the column at the inline end of a wide layout (the `toc` slot); the phone form above the
 *  content is hidden. A click marks the entry and brings its heading under the sticky header. */
export const TableOfContentsColumn: Story = {
  args: { toc: <TableOfContents headings={TOC_HEADINGS} /> },
  render: (args, { parameters }) => {
    const { model, path } = parameters.at as At;
    return (
      <Frame width="100%">
        <Host model={model} path={path}>
          <DocsLayout logo="Acme" {...args}>
            <TocArticle />
          </DocsLayout>
        </Host>
      </Frame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lists = canvas.getAllByRole('navigation', { name: 'On this page' });
    await expect(lists).toHaveLength(1);
    const column = lists[0] as HTMLElement;
    await expect(column.closest('.docsnav-toc-column')).not.toBeNull();
    const main = canvasElement.querySelector('main') as HTMLElement;
    await expect(column.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().right - 1);
    await userEvent.click(within(column).getByRole('link', { name: 'Deploy' }));
    await expect(within(column).getByRole('link', { name: 'Deploy' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    const heading = canvasElement.ownerDocument.getElementById('deploy') as HTMLElement;
    const header = canvasElement.querySelector('.docsnav-header') as HTMLElement;
    await waitFor(() =>
      expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** On a phone the list is a compact button in the header row (named "On this page"): the page title keeps
 *  its place, and the open list drops under the header, over the content. Escape closes it. */
export const TableOfContentsPhone: Story = {
  ...TableOfContentsColumn,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at(switchers, '/v2/install', { width: 375, height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('navigation', { name: 'On this page' });
    const header = canvasElement.querySelector('.docsnav-header') as HTMLElement;
    await expect(header.contains(list)).toBe(true);
    const title = canvasElement.querySelector('main h1') as HTMLElement;
    await expect(title.getBoundingClientRect().top).toBeLessThanOrEqual(160);
    await expect(within(list).getByRole('link', { name: 'Deploy', hidden: true })).not.toBeVisible();
    const summary = list.querySelector('summary') as HTMLElement;
    await userEvent.click(summary);
    await expect(within(list).getByRole('link', { name: 'Deploy' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(list).getByRole('link', { name: 'Deploy', hidden: true })).not.toBeVisible();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(within(list).getByRole('link', { name: 'Deploy' })).toBeVisible();
  },
};

/** The first Tab stop: "Skip to content", visible while focused; Enter moves focus to the main content, so the
 *  next Tab goes on inside the page instead of through the header, tabs and sidebar (WCAG 2.4.1). */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('main')).toHaveFocus();
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(canvasElement.querySelector('main')?.contains(focused)).toBe(true);
  },
};

/** A phone: the header keeps the menu button and the logo; the product, version and language switchers are
 *  one tap away, at the top of the drawer. */
export const PhoneSwitchersInDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at(switchers, '/v2/install', { width: 375, height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Version: v2' })).toBeNull();
    const header = canvasElement.querySelector('.docsnav-header') as HTMLElement;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(57);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Product: Cloud' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Version: v2' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
};
