import * as Collapsible from '@radix-ui/react-collapsible';
import { type MouseEvent, memo, type ReactNode, useId } from 'react';
import { useNavigationActions, useSidebarNode } from '../../hook/index.js';
import type { SidebarGroup, SidebarItem, SidebarPage } from '../../hook/types.js';
import { Badge } from '../badge.js';
import { flag } from '../class-name.js';
import { isPlainClick, navAnchor } from '../links.js';
import { NavIcon } from '../nav-icon.js';
import { StrokeIcon } from '../stroke-icon.js';
import { DormantList } from './dormant-list.js';
import { UntilFound } from './group-content.js';
import { pageText } from './page-text.js';
import { useProgressiveItems } from './progressive.js';
import { useSidebarContext } from './sidebar-context.js';

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
  if (wake) return <DormantList items={items} level={level} wake={wake} Group={SidebarGroupItem} />;
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

/** The list of the scope or of a top-level group (`owner`, its id): its first render may draw part of it
 *  (`useProgressiveItems`). Nested groups' lists never do, so they use {@link SidebarList}, without the hook. */
export function ProgressiveList({ owner, items, ...rest }: SidebarListProps & { owner: string }) {
  return <SidebarList items={useProgressiveItems(items, owner)} {...rest} />;
}

/** A page entry; re-renders only when this page becomes or stops being current. */
export const SidebarPageItem = memo(function PageItem({ page }: { page: SidebarPage }) {
  const { Link, labels, components } = useSidebarContext();
  const state = useSidebarNode(page);
  const { current } = state;
  const Page = components?.Page;
  const Label = components?.PageLabel;
  if (Page) {
    return (
      <li className="docsnav-sidebar-item" data-level={page.level} data-active={flag(current)}>
        <Page page={page} state={state} />
      </li>
    );
  }
  return (
    <li className="docsnav-sidebar-item" data-level={page.level}>
      {navAnchor({
        className: 'docsnav-page',
        href: page.href,
        Link,
        external: page.external,
        current: current ? 'page' : false,
        children: pageText(page, labels, Label ? <Label page={page} /> : page.title),
      })}
    </li>
  );
});

/** A nested group's chevron: one element for every group (the same static SVG), so a sidebar of hundreds
 *  of groups renders no component for it, and React skips it when a group renders again. */
const CHEVRON = StrokeIcon({ className: 'docsnav-chevron', paths: ['m9 18 6-6-6-6'] });

function GroupLabel({ group }: { group: SidebarGroup }): ReactNode {
  const Label = useSidebarContext().components?.GroupLabel;
  return (
    <>
      {group.icon !== undefined && <NavIcon icon={group.icon} />}
      <span className="docsnav-group-label">{Label ? <Label group={group} /> : group.label}</span>
      {group.tag && <Badge>{group.tag}</Badge>}
    </>
  );
}

/** A group: a heading (top level, always open) or a collapsible nested group (disclosure pattern). */
// The inner function has its own name: inside it, `SidebarGroupItem` must be the memoized component (a
// function expression's name would shadow it and nested groups would re-render with their parent).
export const SidebarGroupItem = memo(function GroupItem({ group }: { group: SidebarGroup }) {
  const { Link, labels, collapsed, components } = useSidebarContext();
  const actions = useNavigationActions();
  // Pages the host draws itself are never dormant.
  const canSleep = !components?.Page && !components?.PageLabel;
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
    'data-state': group.collapsible ? (state.open ? 'open' : 'closed') : undefined,
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
      <li {...common}>
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
          navAnchor({
            id: headingId,
            className: 'docsnav-group-heading',
            href: group.href,
            Link,
            current: state.current ? 'page' : false,
            children: <GroupLabel group={group} />,
          })
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
    <li {...common}>
      <Collapsible.Root open={open} onOpenChange={() => actions.toggle(group.node)}>
        <div className="docsnav-group-header">
          {group.href ? (
            <>
              {navAnchor({
                className: 'docsnav-group-title',
                href: group.href,
                Link,
                current: state.current ? 'page' : false,
                onClick: onTitleClick,
                children: <GroupLabel group={group} />,
              })}
              <Collapsible.Trigger
                className="docsnav-group-toggle"
                aria-label={labels.toggle(group.label)}
                {...controls}
              >
                {CHEVRON}
              </Collapsible.Trigger>
            </>
          ) : (
            <Collapsible.Trigger className="docsnav-group-title docsnav-group-toggle" {...controls}>
              <GroupLabel group={group} />
              {CHEVRON}
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
