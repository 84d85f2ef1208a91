import { createNavIndex } from '@docsnav/core';
import { Sidebar, useNavigation } from '@docsnav/react';
import { Dropdown } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { dropdowns, guides, switchers, thousand } from './support/models.js';
import { JumpTo, SidebarAt, sidebarIn as sidebar } from './support/sidebar.js';

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  render: (args) => <SidebarAt {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top-level groups as headings, the current page marked, nested groups closed except `expanded: true`. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('link', { name: /Quickstart/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Deploy' })).toHaveAttribute('aria-expanded', 'true');
    // The entries far from the current page come with the sidebar's deferred second render.
    await waitFor(() => expect(nav.getByRole('link', { name: 'Regions' })).toBeVisible());
    await waitFor(() => expect(nav.getByRole('link', { name: 'Plans' })).not.toBeVisible());
  },
};

const deployId =
  createNavIndex(guides).nodes.find((n) => n.type === 'group' && n.label === 'Deploy')?.id ?? '';

/** Every nested group collapsed (the host's initial state closes Deploy, `expanded: true` in docs.json). */
export const Collapsed: Story = {
  render: () => <SidebarAt options={{ defaultExpanded: { [deployId]: false } }} />,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    for (const name of ['Billing', 'Deploy']) {
      await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(nav.getByRole('button', { name: 'Toggle Authentication' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(nav.getByRole('link', { name: 'Regions' })).not.toBeVisible());
  },
};

/** Everything open, by keyboard: Tab to each toggle, Enter and Space open it. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const billing = nav.getByRole('button', { name: 'Billing' });
    billing.focus();
    await userEvent.keyboard('{Enter}');
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    const auth = nav.getByRole('button', { name: 'Toggle Authentication' });
    auth.focus();
    await userEvent.keyboard(' ');
    await expect(auth).toHaveAttribute('aria-expanded', 'true');
    const sso = nav.getByRole('button', { name: /Single sign-on/ });
    await userEvent.click(sso);
    await expect(nav.getByRole('link', { name: 'SAML' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Plans' })).toBeVisible();
    const controlled = canvasElement.ownerDocument.getElementById(
      billing.getAttribute('aria-controls') ?? '',
    );
    await expect(controlled).toBeVisible();
  },
};

/** A group with a `root` page: the title is a link, the chevron a separate button that only toggles. */
export const LinkedGroupTitle: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const chevron = nav.getByRole('button', { name: 'Toggle Authentication' });
    await userEvent.click(chevron);
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Quickstart/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(chevron);
    await expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(nav.getByRole('link', { name: /^Authentication/ }));
    await expect(nav.getByRole('link', { name: /^Authentication/ })).toHaveAttribute('aria-current', 'page');
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Drill-down on: selecting a group title opens it and goes to its first page. */
export const DrilldownOn: Story = {
  render: () => <SidebarAt options={{ drilldown: true }} />,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: 'Billing' }));
    await expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Toggle Billing' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Drill-down off: selecting a group title only toggles it. */
export const DrilldownOff: Story = {
  render: () => <SidebarAt options={{ drilldown: false }} />,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await expect(nav.queryByRole('link', { name: 'Billing' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Billing' }));
    await expect(nav.getByRole('link', { name: /Quickstart/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  },
};

/** Icons, tags, method badges and a deprecated operation (the API reference tab). */
export const TagsIconsAndMethods: Story = {
  render: () => <SidebarAt path="/api-reference/pets/create-a-pet" />,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const create = nav.getByRole('link', { name: /Create a pet/ });
    await expect(create).toHaveAttribute('aria-current', 'page');
    await expect(within(create).getByText('POST')).toHaveAttribute('data-method', 'post');
    await expect(nav.getByRole('link', { name: /Delete a pet/ })).toHaveTextContent('Deprecated');
  },
};

/** Tags and lucide icons on pages and groups, loaded one icon at a time. */
export const Icons: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const quickstart = nav.getByRole('link', { name: /Quickstart/ });
    await expect(within(quickstart).getByText('NEW')).toBeVisible();
    await waitFor(() => expect(quickstart.querySelector('.docsnav-icon svg')).not.toBeNull());
  },
};

/** A page whose frontmatter `url` is external: new tab, safe rel, visible mark. */
export const ExternalLinks: Story = {
  play: async ({ canvasElement }) => {
    const status = sidebar(canvasElement).getByRole('link', { name: 'Status page (opens in a new tab)' });
    await expect(status).toHaveAttribute('target', '_blank');
    await expect(status).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(status.querySelector('.docsnav-external-mark')).toBeVisible();
  },
};

/** A very long label wraps inside a narrow sidebar. */
export const LongLabels: Story = {
  render: () => (
    <Frame width={220}>
      <Host model={guides} path="/guides/long">
        <Sidebar />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav');
    const link = sidebar(canvasElement).getByRole('link', { name: /remarkably long/ });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(nav && nav.scrollWidth <= nav.clientWidth).toBe(true);
  },
};

/** A dropdown and anchors at the top of the sidebar. */
export const AnchorsAndDropdown: Story = {
  render: () => (
    <Frame width={300}>
      <Host model={dropdowns} path="/platform/limits">
        <Sidebar header={<Dropdown />} />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('link', { name: /Documentation/ })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: /Status/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('button', { name: /Section: Platform/ })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

/** Arabic: the sidebar mirrors (chevrons, indentation guides) from `dir="rtl"`. */
export const ArabicRtl: Story = {
  render: () => (
    <Frame width={300} dir="rtl" lang="ar">
      <Host model={switchers} path="/ar/v2/advanced/tuning">
        <Sidebar />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    const current = nav.getByRole('link', { name: 'الضبط' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const list = current.closest('ul') as HTMLElement;
    await expect(getComputedStyle(list).borderRightWidth).toBe('1px');
  },
};

/** Dark theme from `[data-theme="dark"]`. */
export const Dark: Story = {
  render: () => (
    <Frame width={300} theme="dark">
      <Host model={guides} path="/guides/deploy/regions">
        <Sidebar />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav') as HTMLElement;
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgb(11, 17, 32)');
  },
};

/** 1,000 pages: the current page is scrolled into view only when hidden; the scroll is kept otherwise. */
export const ThousandPages: Story = {
  render: () => (
    <Frame width={300}>
      <Host model={thousand} path="/t1/g1/s0/page-1">
        <JumpTo href="/t1/g10/s4/page-10" label="Jump to the last page" />
        <JumpTo href="/t1/g1/s0/page-2" label="Jump to the second page" />
        <div style={{ blockSize: 480, display: 'grid', gridTemplateRows: 'minmax(0, 1fr)' }}>
          <Sidebar />
        </div>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvasElement.querySelector('nav') as HTMLElement;
    // The first render draws the entries around the current page; the rest follow a moment later.
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBeGreaterThanOrEqual(500));
    await expect(nav.scrollTop).toBe(0);
    // A visible page: no scrolling.
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to the second page' }));
    await expect(nav.scrollTop).toBe(0);
    // A page far below: brought into view inside the sidebar, the document itself does not move.
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to the last page' }));
    await waitFor(() => expect(nav.scrollTop).toBeGreaterThan(1000));
    const current = nav.querySelector('[aria-current="page"]') as HTMLElement;
    const box = nav.getBoundingClientRect();
    const rect = current.getBoundingClientRect();
    await expect(rect.top >= box.top && rect.bottom <= box.bottom).toBe(true);
    // Scrolled by hand, then a visible neighbour is selected: the scroll position stays.
    nav.scrollTop -= 40;
    const kept = nav.scrollTop;
    const neighbour = nav.querySelector('a[href="/t1/g10/s4/page-9"]') as HTMLElement;
    await userEvent.click(neighbour);
    await expect(neighbour).toHaveAttribute('aria-current', 'page');
    await expect(nav.scrollTop).toBe(kept);
  },
};

/** What the reader gets of the previous sidebar while it waits, hidden, for the transition that removes it
 *  after a navigation into another tab: nothing (not drawn, not focusable, no room taken). */
export const LeavingATab: Story = {
  render: () => (
    <SidebarAt
      model={thousand}
      path="/t1/g1/s0/page-1"
      before={<JumpTo href="/t2/g1/s0/page-1" label="Go to tab 2" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvasElement.querySelector('nav') as HTMLElement;
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBeGreaterThanOrEqual(500));
    const leaving = nav.querySelector('ul[data-level="0"]') as HTMLElement;
    const link = leaving.querySelector('a[href="/t1/g1/s0/page-2"]') as HTMLElement;
    let seen: { shown: boolean; height: number; focusable: boolean } | undefined;
    // Read in the navigation's commit, as React hides the list (the transition after it removes the list
    // before any observer would run).
    const setAttribute = leaving.setAttribute.bind(leaving);
    leaving.setAttribute = (name: string, value: string) => {
      setAttribute(name, value);
      if (name !== 'hidden' || seen) return;
      link.focus();
      const focusable = document.activeElement === link;
      seen = { shown: link.checkVisibility(), height: leaving.getBoundingClientRect().height, focusable };
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Go to tab 2' }));
    await waitFor(() => expect(seen).toBeDefined());
    await expect(seen).toEqual({ shown: false, height: 0, focusable: false });
    await expect(leaving).toHaveAttribute('aria-hidden', 'true');
    // The new sidebar takes the place: its current page is where the old list began.
    const current = nav.querySelector('a[aria-current="page"]') as HTMLElement;
    await expect(current.getAttribute('href')).toBe('/t2/g1/s0/page-1');
    await expect(current.checkVisibility()).toBe(true);
    await waitFor(() => expect(leaving.isConnected).toBe(false));
    await expect(nav.querySelectorAll('ul[data-level="0"]')).toHaveLength(1);
  },
};

/** A host that remounts the sidebar on every page (a layout per page): the scroll position survives. */
function RemountingSidebar() {
  const { location } = useNavigation();
  return <Sidebar key={location.pathname} scrollKey="story-remount" />;
}

/** Scrolls `nav` as a reader does with the mouse wheel: the wheel event, then the new offset. */
function wheel(nav: HTMLElement, to: number) {
  nav.dispatchEvent(new WheelEvent('wheel', { deltaY: to - nav.scrollTop, bubbles: true }));
  nav.scrollTop = to;
  nav.dispatchEvent(new Event('scroll'));
}

/** Longer than a reveal asked for by a mount or a navigation (next frame) takes, even on a loaded machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

export const KeepsScrollAcrossRemounts: Story = {
  render: () => (
    <Frame width={300}>
      <Host model={thousand} path="/t1/g1/s0/page-1">
        <div style={{ blockSize: 480, display: 'grid', gridTemplateRows: 'minmax(0, 1fr)' }}>
          <RemountingSidebar />
        </div>
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const navOf = () => canvasElement.querySelector('nav') as HTMLElement;
    // The reader scrolls right away: in a production build the mount's reveal of page 1 is still to come
    // then, and must not bring page 1 back.
    const before = navOf();
    wheel(before, 300);
    const visible = (nav: HTMLElement) =>
      [...nav.querySelectorAll<HTMLElement>('a')].filter((a) => {
        const r = a.getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        return r.top > box.top + 40 && r.bottom < box.bottom - 40;
      });
    const target = visible(before)[0] as HTMLElement;
    const href = target.getAttribute('href');
    await userEvent.click(target);
    const after = navOf();
    await waitFor(() =>
      expect(after.querySelector(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page'),
    );
    await expect(after).not.toBe(before);
    await expect(after.scrollTop).toBe(300);
    // Still there once every reveal has had its frame: nothing brought the old or new page back.
    await settle();
    await expect(navOf()).toBe(after);
    await expect(after.scrollTop).toBe(300);

    // A navigation, and the reader scrolls on down as soon as the sidebar has remounted, before the next
    // frame, leaving the new page's entry above: the reveal the mount asked for is dropped.
    const next = visible(after).at(-1) as HTMLElement;
    const nextHref = next.getAttribute('href');
    const remounted = new Promise<[HTMLElement, number]>((resolve) => {
      const observer = new MutationObserver(() => {
        const nav = navOf();
        if (nav === after) return;
        observer.disconnect();
        wheel(nav, 1000);
        resolve([nav, nav.scrollTop]);
      });
      observer.observe(canvasElement, { childList: true, subtree: true });
    });
    next.click();
    const [third, reached] = await remounted;
    await waitFor(() =>
      expect(third.querySelector(`a[href="${nextHref}"]`)).toHaveAttribute('aria-current', 'page'),
    );
    await settle();
    await expect(navOf()).toBe(third);
    await expect(reached).toBeGreaterThan(300);
    await expect(third.scrollTop).toBe(reached);
    await expect(visible(third).some((a) => a.getAttribute('href') === nextHref)).toBe(false);
  },
};
