import * as Collapsible from '@radix-ui/react-collapsible';
import { type MouseEvent, memo, type ReactNode, useContext, useId, useMemo, useRef } from 'react';
import { useNavigationActions, useSidebarNode } from '../hook/index.js';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';
import { useNavigationSnapshot } from '../hook/sidebar-hooks.js';
import type { SidebarGroup, SidebarItem, SidebarPage } from '../hook/types.js';
import { Badge } from './badge.js';
import { flag } from './class-name.js';
import { dormantMarkup, markOpen } from './dormant-html.js';
import { UntilFound } from './group-content.js';
import { isExternalHref, NavAnchor } from './links.js';
import { NavIcon } from './nav-icon.js';
import { useProgressiveItems } from './progressive.js';
import { SidebarContext, type SidebarContextValue, type SidebarLabels } from './sidebar-context.js';
import { StrokeIcon } from './stroke-icon.js';

function useSidebarContext(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('docsnav: sidebar items must be rendered inside <Sidebar>');
  return value;
}

/** The element of one sidebar entry: a group or a page. */
function sidebarEntry(item: SidebarItem) {
  return item.type === 'group' ? (
    <SidebarGroupItem key={item.id} group={item} />
  ) : (
    <SidebarPageItem key={item.id} page={item} />
  );
}

/** Props of {@link SidebarList}: the entries of one level and the attributes of its `ul`. */
interface SidebarListProps {
  items: SidebarItem[];
  level: number;
  id?: string;
  labelledBy?: string;
  hidden?: boolean;
  /** The entries are drawn dormant (a group never shown, see `UntilFound`); called to wake them (a nested
   *  group's toggle in the dormant markup was pressed). */
  wake?: (() => void) | undefined;
}

/** The list of a nested group's level: every entry at once (a closed group's are filled or left out as a
 *  whole, see `UntilFound`). */
export function SidebarList({ items, level, id, labelledBy, hidden, wake }: SidebarListProps) {
  if (wake) return <DormantList items={items} level={level} wake={wake} />;
  return (
    <ul
      className="docsnav-sidebar-list"
      id={id}
      aria-labelledby={labelledBy}
      data-level={level}
      hidden={hidden || undefined}
      aria-hidden={hidden || undefined}
    >
      {items.map(sidebarEntry)}
    </ul>
  );
}

/**
 * The list of a group never shown: its entries as static markup (`dormantMarkup`), nested groups included,
 * with one element per list for React instead of a component tree per entry, for the thousands of entries
 * of closed groups. Its handlers do what the live entries would: a plain click on a link navigates
 * through the provider; a toggle opens (or closes) its group and wakes the list (live entries replace the
 * markup); find-in-page revealing a nested group opens it. Entries the markup cannot draw (icons,
 * external links) are drawn by {@link DormantEntries}.
 */
function DormantList({ items, level, wake }: { items: SidebarItem[]; level: number; wake: () => void }) {
  const { labels, collapsed, renderGroupLabel, components } = useSidebarContext();
  const actions = useNavigationActions();
  const snapshot = useNavigationSnapshot();
  const idBase = useId();
  // The host draws group titles itself: nested groups are drawn by React (`DormantEntries`).
  const hostGroups = Boolean(renderGroupLabel || components?.Group);
  // Server HTML (`until-found`): the markup is rendered, and kept for hydration. Else the list is filled by
  // a layout effect and the text dropped (at nav-50k it is about 0.8 MB over the closed groups).
  const eager = collapsed === 'until-found';
  // Memoized with its `__html` object: React 19 sets `innerHTML` again for a new object, which would replace
  // the elements find-in-page has highlighted.
  const markup = useMemo(() => {
    if (hostGroups) return null;
    const drawn = dormantMarkup(items, { labels, idBase, isOpen: (group) => snapshot().isOpen(group.node) });
    return drawn && { groups: drawn.groups, inner: { __html: drawn.html }, eager };
  }, [items, labels, idBase, snapshot, hostGroups, eager]);
  const ref = useRef<HTMLUListElement>(null);
  // A layout effect: the markup's handlers are there as soon as its elements are (a find-in-page match, or a
  // test, right after the fill must find them).
  useIsoLayoutEffect(() => {
    const list = ref.current;
    if (!list || !markup) return;
    if (!markup.eager && markup.inner.__html) {
      list.innerHTML = markup.inner.__html;
      markup.inner.__html = '';
    }
    const onMatch = (event: Event) => {
      const content = event.target as HTMLElement;
      const group = markup.groups.get(content.id);
      if (!group) return;
      markOpen(content);
      actions.open(group.node);
    };
    list.addEventListener('beforematch', onMatch);
    return () => list.removeEventListener('beforematch', onMatch);
  }, [markup, actions]);
  if (!markup) {
    return (
      <ul className="docsnav-sidebar-list" data-level={level}>
        <DormantEntries items={items} />
      </ul>
    );
  }
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const target = (event.target as Element).closest('a, button');
    const group = markup.groups.get(target?.getAttribute('aria-controls') ?? '');
    if (group) {
      if (target?.getAttribute('aria-expanded') === 'true') actions.close(group.node);
      else actions.open(group.node);
      wake();
      return;
    }
    const href = target?.getAttribute('href');
    if (href && isPlainClick(event)) {
      event.preventDefault();
      actions.navigate(href);
    }
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the links and buttons inside take the keys.
    <ul
      key={markup.eager ? 'server' : 'effect'}
      ref={ref}
      className="docsnav-sidebar-list"
      data-level={level}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped markup of the entries (dormantMarkup).
      dangerouslySetInnerHTML={markup.eager ? markup.inner : undefined}
    />
  );
}

/**
 * The entries of a group never shown that the static markup cannot draw (an icon, an external link, host
 * group titles): each page is a plain link with the live entry's markup and text (find-in-page matches the
 * same words), and no state, subscription or host `Link`. A plain click goes through the provider's
 * `navigate`. Nested groups stay live (their toggles work). Not used when the host draws pages itself
 * (`components.Page`, `renderPageLabel`: see `SidebarGroupItem`).
 */
function DormantEntries({ items }: { items: SidebarItem[] }) {
  const { Link, labels } = useSidebarContext();
  const actions = useNavigationActions();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href');
    if (href !== null && isPlainClick(event)) {
      event.preventDefault();
      actions.navigate(href);
    }
  };
  return items.map((item) =>
    item.type === 'group' ? (
      <SidebarGroupItem key={item.id} group={item} />
    ) : (
      <li key={item.id} className="docsnav-sidebar-item" data-level={item.level}>
        {item.external || isExternalHref(item.href) ? (
          <NavAnchor className="docsnav-page" href={item.href} Link={Link} external>
            {pageText(item, labels)}
          </NavAnchor>
        ) : (
          <a className="docsnav-page" href={item.href} onClick={follow}>
            {pageText(item, labels)}
          </a>
        )}
      </li>
    ),
  );
}

/** What a page entry's link holds: icon, method, title, tag, deprecated mark. */
function pageText(page: SidebarPage, labels: SidebarLabels, label: ReactNode = page.title) {
  return (
    <>
      {page.icon !== undefined && <NavIcon icon={page.icon} />}
      {page.method && (
        <Badge variant="method" method={page.method}>
          {page.method}
        </Badge>
      )}
      <span className="docsnav-page-title" data-deprecated={flag(page.deprecated)}>
        {label}
      </span>
      {page.tag && <Badge>{page.tag}</Badge>}
      {page.deprecated && <Badge variant="deprecated">{labels.deprecated}</Badge>}
    </>
  );
}

/** The list of the scope or of a top-level group (`owner`, its id): its first render may draw part of it
 *  (`useProgressiveItems`). Nested groups' lists never do, so they use {@link SidebarList}, without the hook. */
export function ProgressiveList({ owner, items, ...rest }: SidebarListProps & { owner: string }) {
  return <SidebarList items={useProgressiveItems(items, owner)} {...rest} />;
}

/** A page entry; re-renders only when this page becomes or stops being current. */
export const SidebarPageItem = memo(function PageItem({ page }: { page: SidebarPage }) {
  const { Link, labels, renderPageLabel, components } = useSidebarContext();
  const state = useSidebarNode(page);
  const { current } = state;
  const Page = components?.Page;
  if (Page) {
    return (
      <li className="docsnav-sidebar-item" data-level={page.level} data-active={flag(current)}>
        <Page page={page} state={state} />
      </li>
    );
  }
  return (
    <li className="docsnav-sidebar-item" data-level={page.level}>
      <NavAnchor
        className="docsnav-page"
        href={page.href}
        Link={Link}
        external={page.external}
        current={current ? 'page' : false}
      >
        {pageText(page, labels, renderPageLabel ? renderPageLabel(page) : page.title)}
      </NavAnchor>
    </li>
  );
});

function Chevron() {
  return <StrokeIcon className="docsnav-chevron" paths={['m9 18 6-6-6-6']} />;
}

function GroupLabel({ group }: { group: SidebarGroup }): ReactNode {
  const { renderGroupLabel } = useSidebarContext();
  return (
    <>
      {group.icon !== undefined && <NavIcon icon={group.icon} />}
      <span className="docsnav-group-label">{renderGroupLabel ? renderGroupLabel(group) : group.label}</span>
      {group.tag && <Badge>{group.tag}</Badge>}
    </>
  );
}

/** True for a plain left click that the page itself should handle (no new tab, no modifier). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A group: a heading (top level, always open) or a collapsible nested group (disclosure pattern). */
// The inner function has its own name: inside it, `SidebarGroupItem` must be the memoized component (a
// function expression's name would shadow it and nested groups would re-render with their parent).
export const SidebarGroupItem = memo(function GroupItem({ group }: { group: SidebarGroup }) {
  const { Link, labels, collapsed, components, renderPageLabel } = useSidebarContext();
  const actions = useNavigationActions();
  // Pages the host draws itself are never dormant.
  const canSleep = !components?.Page && !renderPageLabel;
  const state = useSidebarNode(group);
  const contentId = useId();
  const controls = collapsed !== 'unmount' ? { 'aria-controls': contentId } : {};
  // A nested group's entries, hidden while closed (under the kit's title or a host's `components.Group`).
  const closedContent = () => (
    <UntilFound
      id={contentId}
      open={state.open}
      eager={collapsed === 'until-found'}
      onTrail={state.onTrail}
      onFound={() => actions.open(group.node)}
    >
      {(live, wake) => (
        <SidebarList
          items={group.children}
          level={group.level + 1}
          wake={canSleep && !live ? wake : undefined}
        />
      )}
    </UntilFound>
  );
  const common = {
    className: 'docsnav-group',
    'data-depth': group.depth,
    'data-level': group.level,
    'data-active': flag(state.current),
    'data-trail': flag(state.onTrail),
  };

  const Group = components?.Group;
  if (Group) {
    // The host draws the title; the kit keeps the entries' list, its hiding and deferred filling.
    const content = !group.collapsible ? (
      <ProgressiveList owner={group.id} items={group.children} id={contentId} level={group.level + 1} />
    ) : collapsed === 'unmount' ? (
      state.open && (
        <div className="docsnav-group-content" id={contentId} data-state="open">
          <SidebarList items={group.children} level={group.level + 1} />
        </div>
      )
    ) : (
      closedContent()
    );
    return (
      <li {...common} data-state={group.collapsible ? (state.open ? 'open' : 'closed') : undefined}>
        <Group group={group} state={state} contentId={contentId}>
          {content}
        </Group>
      </li>
    );
  }

  if (!group.collapsible) {
    const headingId = `${contentId}-label`;
    return (
      <li {...common}>
        {group.href ? (
          <NavAnchor
            id={headingId}
            className="docsnav-group-heading"
            href={group.href}
            Link={Link}
            current={state.current ? 'page' : false}
          >
            <GroupLabel group={group} />
          </NavAnchor>
        ) : (
          <div className="docsnav-group-heading" id={headingId}>
            <GroupLabel group={group} />
          </div>
        )}
        <ProgressiveList
          owner={group.id}
          items={group.children}
          labelledBy={headingId}
          level={group.level + 1}
        />
      </li>
    );
  }

  const open = state.open;
  const onTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // As `selectGroup`, but the host's Link does the navigation: to the root page (or, drill-down on, the
    // first page), which opens the group. When that page is already shown, the title only toggles.
    const shown = group.root !== undefined ? state.current : state.onTrail;
    if (shown && isPlainClick(event)) {
      event.preventDefault();
      actions.toggle(group.node);
    }
  };
  return (
    <li {...common} data-state={open ? 'open' : 'closed'}>
      <Collapsible.Root open={open} onOpenChange={() => actions.toggle(group.node)}>
        <div className="docsnav-group-header">
          {group.href ? (
            <>
              <NavAnchor
                className="docsnav-group-title"
                href={group.href}
                Link={Link}
                current={state.current ? 'page' : false}
                onClick={onTitleClick}
              >
                <GroupLabel group={group} />
              </NavAnchor>
              <Collapsible.Trigger
                className="docsnav-group-toggle"
                aria-label={labels.toggle(group.label)}
                {...controls}
              >
                <Chevron />
              </Collapsible.Trigger>
            </>
          ) : (
            <Collapsible.Trigger className="docsnav-group-title docsnav-group-toggle" {...controls}>
              <GroupLabel group={group} />
              <Chevron />
            </Collapsible.Trigger>
          )}
        </div>
        {collapsed !== 'unmount' ? (
          closedContent()
        ) : (
          <Collapsible.Content className="docsnav-group-content">
            <SidebarList items={group.children} level={group.level + 1} />
          </Collapsible.Content>
        )}
      </Collapsible.Root>
    </li>
  );
});
