/**
 * "A custom sidebar from the public hooks": a host's own sidebar, built only from what `@docsnav/react`
 * exports (no kit component, no internal module), with the kit's guarantees, each checked by a play
 * function: a deferred first render (closed groups and far groups drawn after mount), the current page
 * scrolled into view only when hidden, and a navigation re-rendering only the entries whose state changed
 * (a render counter in `data-renders` on every entry).
 */
import {
  type SidebarGroup,
  type SidebarItem,
  type SidebarPage,
  useNavigationActions,
  useNavigationLink,
  useNavigationSnapshot,
  useSidebar,
  useSidebarNode,
  useSidebarScroll,
} from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { thousand } from './support/models.js';
import { JumpTo } from './support/sidebar.js';

/** How many times the calling component has rendered (shown in `data-renders`). */
function useRenderCount(): number {
  const count = useRef(0);
  count.current += 1;
  return count.current;
}

/** Top-level groups drawn in the first render: the current page's and its neighbours (the rest after mount). */
const FirstGroups = createContext<ReadonlySet<string> | null>(null);

/** A list entry: memoized, so an entry re-renders only through its own node's state. */
const Entry = memo(function Entry({ item }: { item: SidebarItem }) {
  return item.type === 'group' ? <GroupEntry group={item} /> : <PageEntry page={item} />;
});

function PageEntry({ page }: { page: SidebarPage }) {
  const { current } = useSidebarNode(page.id);
  const Link = useNavigationLink();
  const renders = useRenderCount();
  return (
    <li data-renders={renders} data-entry={page.id}>
      <Link
        href={page.href}
        aria-current={current ? 'page' : undefined}
        style={{ display: 'block', padding: '2px 8px', fontWeight: current ? 700 : 400 }}
      >
        {page.title}
      </Link>
    </li>
  );
}

/** A group: a heading (top level) or a disclosure; a closed group's entries are filled after mount. */
function GroupEntry({ group }: { group: SidebarGroup }) {
  const { open } = useSidebarNode(group.id);
  const { toggle } = useNavigationActions();
  const renders = useRenderCount();
  const id = useId();
  const first = useContext(FirstGroups);
  // Deferred: a closed group (or a top-level group far from the current page) starts empty; a low-priority
  // transition fills it right after mount, so the first render does not grow with the site.
  const [filled, setFilled] = useState(() => open && (group.collapsible || !first || first.has(group.id)));
  useEffect(() => {
    if (!filled) startTransition(() => setFilled(true));
  }, [filled]);
  return (
    <li data-renders={renders} data-entry={group.id}>
      {group.collapsible ? (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => toggle(group.id)}>
          {group.label}
        </button>
      ) : (
        <strong style={{ display: 'block', marginBlockStart: 8 }}>{group.label}</strong>
      )}
      <ul id={id} hidden={!open} data-filled={filled || undefined} style={{ paddingInlineStart: 12 }}>
        {(filled || (open && group.collapsible)) &&
          group.children.map((child) => <Entry key={child.id} item={child} />)}
      </ul>
    </li>
  );
}

/** The host's sidebar: the static tree from `useSidebar`, the live state per entry, the kit's scrolling. */
function CustomSidebar() {
  const { items } = useSidebar();
  const read = useNavigationSnapshot();
  const ref = useRef<HTMLElement>(null);
  const renders = useRenderCount();
  useSidebarScroll(ref, 'custom-sidebar');
  // Read once at mount (no subscription): which top-level groups the first render draws.
  const [first] = useState(() => {
    const { location } = read();
    const at = items.findIndex((item) => item.type === 'group' && location.trail.includes(item.node));
    return new Set(items.slice(Math.max(0, at - 1), at + 2).map((item) => item.id));
  });
  // What the first commit drew, for the play functions.
  useLayoutEffect(() => {
    const nav = ref.current;
    if (nav) nav.dataset.firstRenderLinks = String(nav.querySelectorAll('a').length);
  }, []);
  return (
    <nav
      ref={ref}
      aria-label="Custom sidebar"
      data-renders={renders}
      style={{ overflowY: 'auto', blockSize: '100%', font: '14px system-ui' }}
    >
      <FirstGroups.Provider value={first}>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Entry key={item.id} item={item} />
          ))}
        </ul>
      </FirstGroups.Provider>
    </nav>
  );
}

const meta = {
  title: 'Recipes/Custom sidebar from the public hooks',
  component: CustomSidebar,
  render: () => (
    <Frame width={320}>
      <Host model={thousand} path="/t1/g1/s0/page-1">
        <JumpTo href="/t1/g10/s4/page-10" label="Jump to the last page" />
        <JumpTo href="/t1/g1/s0/page-2" label="Jump to the second page" />
        <div style={{ blockSize: 480, display: 'grid', gridTemplateRows: 'minmax(0, 1fr)' }}>
          <CustomSidebar />
        </div>
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof CustomSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link to `href` in the sidebar (titles repeat across sections: "Page 2"). */
const linkTo = (nav: HTMLElement, href: string) => nav.querySelector(`a[href="${href}"]`) as HTMLElement;

const sidebarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('nav[aria-label="Custom sidebar"]') as HTMLElement;

/** The first commit draws the groups around the current page only; everything else (far groups, closed
 *  sections) arrives right after mount, closed sections hidden. */
export const DeferredFirstRender: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebarOf(canvasElement);
    const first = Number(nav.dataset.firstRenderLinks);
    await expect(first).toBeGreaterThan(0);
    await expect(first).toBeLessThanOrEqual(40);
    // Then the whole tab (500 pages) is in the DOM; a closed section's pages are there, hidden.
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBe(500), { timeout: 10_000 });
    const section = within(nav).getByRole('button', { name: 'Section 1.5.2' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(section.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(list.hidden).toBe(true);
    await expect(list.querySelectorAll('a').length).toBe(10);
  },
};

/** After a navigation the current page is scrolled into view only when it is not visible already. */
export const ScrollIntoViewOnlyWhenHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = sidebarOf(canvasElement);
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBe(500), { timeout: 10_000 });
    await expect(nav.scrollTop).toBe(0);
    // A visible page: no scrolling.
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to the second page' }));
    await waitFor(() => expect(linkTo(nav, '/t1/g1/s0/page-2')).toHaveAttribute('aria-current', 'page'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(nav.scrollTop).toBe(0);
    // A page far below, in a closed section: the section opens and the page is scrolled into view.
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to the last page' }));
    await waitFor(() => expect(nav.scrollTop).toBeGreaterThan(1000));
    const current = nav.querySelector('[aria-current="page"]') as HTMLElement;
    const box = nav.getBoundingClientRect();
    const rect = current.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(box.top);
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
  },
};

/** A navigation re-renders the two pages whose `current` changed, and nothing else: not the sidebar, not
 *  the group holding both (still on the trail), not the 500 other entries. */
export const RerendersOnlyChangedEntries: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebarOf(canvasElement);
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBe(500), { timeout: 10_000 });
    const counts = () =>
      new Map(
        [nav, ...nav.querySelectorAll<HTMLElement>('[data-renders]')].map((el) => [
          el.dataset.entry ?? 'nav',
          Number(el.dataset.renders),
        ]),
      );
    const before = counts();
    const [page1, page2] = [linkTo(nav, '/t1/g1/s0/page-1'), linkTo(nav, '/t1/g1/s0/page-2')];
    await userEvent.click(page2);
    await waitFor(() => expect(page2).toHaveAttribute('aria-current', 'page'));
    await expect(page1).not.toHaveAttribute('aria-current');
    const after = counts();
    const changed = [...after].filter(([key, n]) => before.get(key) !== n).map(([key]) => key);
    const entry = (link: HTMLElement) => link.closest('li')?.dataset.entry;
    await expect(changed.sort()).toEqual([entry(page1), entry(page2)].sort());
    await expect(after.size).toBeGreaterThan(500);
  },
};
