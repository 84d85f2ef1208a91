import { type ComponentType, type MouseEvent, memo, PureComponent, type ReactNode, useId } from 'react';
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
import {
  type SidebarComponents,
  SidebarContext,
  type SidebarContextValue,
  type SidebarPageComponentProps,
  sidebarContext,
  useSidebarContext,
} from './sidebar-context.js';

/** The element of one sidebar entry: a group or a page. */
function sidebarEntry(item: SidebarItem) {
  return item.type === 'group' ? (
    <SidebarGroupItem key={item.id} group={item} />
  ) : (
    <SidebarPageItem key={item.id} page={item} />
  );
}

/** Props of {@link sidebarList}: the entries of one level and the attributes of its `ul`. */
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
 *  whole, see `UntilFound`). A plain function, not a component: one fiber fewer for each list. */
export function sidebarList({ items, level, id, labelledBy, hidden, wake }: SidebarListProps) {
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

/** A nested group's entries, live or (`wake` given) dormant: `UntilFound`'s `draw`. */
const groupEntries = (group: SidebarGroup, wake: (() => void) | undefined) =>
  sidebarList({ items: group.children, level: group.level + 1, wake });

/** The list of the scope or of a top-level group (`owner`, its id): its first render may draw part of it
 *  (`useProgressiveItems`). Nested groups' lists never do, so they use {@link sidebarList}, without the hook. */
export function ProgressiveList({ owner, items, ...rest }: SidebarListProps & { owner: string }) {
  return sidebarList({ items: useProgressiveItems(items, owner), ...rest });
}

/** A page entry; re-renders only when this page becomes or stops being current. A class without hooks: the
 *  sidebar's one navigation listener draws it again (`CurrentPages`), so each of thousands of entries keeps no
 *  subscription, effect or closure of its own. A host's `components.Page` is drawn by {@link HostPageItem}. */
export class SidebarPageItem extends PureComponent<{ page: SidebarPage }> {
  static override contextType = SidebarContext;
  declare context: SidebarContextValue | null;
  /** Drawn as the current page in the last render. */
  private current = false;

  override render(): ReactNode {
    const { page } = this.props;
    const { Link, labels, components, pages } = sidebarContext(this.context);
    if (components?.Page) return <HostPageItem page={page} Page={components.Page} />;
    const Label = components?.PageLabel;
    const current = pages.isCurrent(page);
    this.current = current;
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
  }

  override componentDidMount(): void {
    this.context?.pages.drawn(this, this.current);
  }

  override componentDidUpdate(): void {
    this.context?.pages.drawn(this, this.current);
  }

  override componentWillUnmount(): void {
    this.context?.pages.gone(this);
  }
}

/** A page entry the host draws (`components.Page`), with the page's live state. */
function HostPageItem({ page, Page }: { page: SidebarPage; Page: ComponentType<SidebarPageComponentProps> }) {
  const state = useSidebarNode(page);
  return (
    <li className="docsnav-sidebar-item" data-level={page.level} data-active={flag(state.current)}>
      <Page page={page} state={state} />
    </li>
  );
}

/** A nested group's chevron: one element for every group (the same static SVG), so a sidebar of hundreds
 *  of groups renders no component for it, and React skips it when a group renders again. */
const CHEVRON = StrokeIcon({ className: 'docsnav-chevron', paths: ['m9 18 6-6-6-6'] });

/** A group title's content (a plain function: one component fewer for each group); `Label` is the host's
 *  `components.GroupLabel`; `after` ends it (a toggle title's chevron: in the same fragment, which React
 *  unwraps as an element's only child, rather than a fragment fiber beside the chevron in each group). */
function groupLabel(
  group: SidebarGroup,
  Label: SidebarComponents['GroupLabel'],
  after?: ReactNode,
): ReactNode {
  return (
    <>
      {group.icon !== undefined && <NavIcon icon={group.icon} />}
      <span className="docsnav-group-label">{Label ? <Label group={group} /> : group.label}</span>
      {group.tag && <Badge>{group.tag}</Badge>}
      {after}
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
  // A nested group's entries, hidden while closed (under the kit's title or a host's `components.Group`).
  const closedContent = () => (
    <UntilFound
      id={contentId}
      group={group}
      open={state.open}
      eager={collapsed === 'until-found'}
      onTrail={state.onTrail}
      canSleep={canSleep}
      draw={groupEntries}
    />
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
          {sidebarList({ items: group.children, level: group.level + 1 })}
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
            children: groupLabel(group, components?.GroupLabel),
          })
        ) : (
          <div className="docsnav-group-heading" id={headingId}>
            {groupLabel(group, components?.GroupLabel)}
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
  // A disclosure (WAI-ARIA): the markup Radix's Collapsible drew (its root's `div` and trigger's attributes),
  // without its components, context and state for each of hundreds of groups.
  const toggle = {
    type: 'button',
    'aria-controls': contentId,
    'aria-expanded': open,
    'data-state': common['data-state'],
    onClick: () => actions.toggle(group.node),
  } as const;
  return (
    <li {...common}>
      <div data-state={common['data-state']}>
        <div className="docsnav-group-header">
          {group.href ? (
            <>
              {navAnchor({
                className: 'docsnav-group-title',
                href: group.href,
                Link,
                current: state.current ? 'page' : false,
                onClick: onTitleClick,
                children: groupLabel(group, components?.GroupLabel),
              })}
              <button {...toggle} className="docsnav-group-toggle" aria-label={labels.toggle(group.label)}>
                {CHEVRON}
              </button>
            </>
          ) : (
            <button {...toggle} className="docsnav-group-title docsnav-group-toggle">
              {groupLabel(group, components?.GroupLabel, CHEVRON)}
            </button>
          )}
        </div>
        {collapsed !== 'unmount'
          ? closedContent()
          : open && (
              <div className="docsnav-group-content" id={contentId} data-state="open">
                {sidebarList({ items: group.children, level: group.level + 1 })}
              </div>
            )}
      </div>
    </li>
  );
});
