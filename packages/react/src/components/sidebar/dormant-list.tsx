import { type ComponentType, type MouseEvent, useId, useMemo, useRef } from 'react';
import { useNavigationActions } from '../../hook/index.js';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import { useNavigationSnapshot } from '../../hook/sidebar-hooks.js';
import type { SidebarGroup, SidebarItem } from '../../hook/types.js';
import { isExternalHref, isPlainClick, NavAnchor } from '../links.js';
import { dormantClick, dormantMatch } from './dormant-fill.js';
import { dormantMarkup } from './dormant-html.js';
import { pageText } from './page-text.js';
import { useSidebarContext } from './sidebar-context.js';

/**
 * The list of a group never shown: its entries as static markup (`dormantMarkup`), nested groups included,
 * with one element per list for React instead of a component tree per entry, for the thousands of entries
 * of closed groups. Its handlers do what the live entries would: a plain click on a link navigates
 * through the provider; a toggle opens (or closes) its group and wakes the list (live entries replace the
 * markup); find-in-page revealing a nested group opens it. Entries the markup cannot draw (icons,
 * external links) are drawn by {@link DormantEntries}. A dormant list drawn by React holds live nested
 * groups, whose content is dormant again: `Group` draws them (`SidebarGroupItem`, passed in by
 * `sidebarList`, so neither file imports the other).
 */
export function DormantList({
  items,
  level,
  wake,
  Group,
}: {
  items: SidebarItem[];
  level: number;
  wake: () => void;
  /** Draws a live nested group (`SidebarGroupItem`). */
  Group: ComponentType<{ group: SidebarGroup }>;
}) {
  const { labels, collapsed, components } = useSidebarContext();
  const actions = useNavigationActions();
  const snapshot = useNavigationSnapshot();
  const idBase = useId();
  // The host draws group titles itself: nested groups are drawn by React (`DormantEntries`).
  const hostGroups = Boolean(components?.GroupLabel || components?.Group);
  // Server HTML (`until-found`): the markup is rendered, and kept for hydration. Else the list is filled by
  // a layout effect and the text dropped (at nav-50k it is about 0.8 MB over the closed groups).
  const eager = collapsed === 'until-found';
  // Memoized with its `__html` object: React 19 sets `innerHTML` again for a new object, which would replace
  // the elements find-in-page has highlighted.
  const markup = useMemo(() => {
    if (hostGroups) return null;
    const now = snapshot();
    const drawn = dormantMarkup(items, { labels, idBase, isOpen: (group) => now.isOpen(group.node) });
    return drawn && { idBase, groups: drawn.groups, inner: { __html: drawn.html }, eager };
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
    const onMatch = (event: Event) => dormantMatch(event.target as HTMLElement, markup, actions);
    list.addEventListener('beforematch', onMatch);
    return () => list.removeEventListener('beforematch', onMatch);
  }, [markup, actions]);
  if (!markup) {
    return (
      <ul className="docsnav-sidebar-list" data-level={level}>
        <DormantEntries items={items} Group={Group} />
      </ul>
    );
  }
  const onClick = (event: MouseEvent<HTMLUListElement>) => dormantClick(event, markup, actions, wake);
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
 * (`components.Page`, `components.PageLabel`: see `SidebarGroupItem`).
 */
function DormantEntries({
  items,
  Group,
}: {
  items: SidebarItem[];
  Group: ComponentType<{ group: SidebarGroup }>;
}) {
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
      <Group key={item.id} group={item} />
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
