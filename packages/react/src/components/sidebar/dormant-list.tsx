import type { ComponentType, MouseEvent } from 'react';
import { useNavigationActions } from '../../hook/index.js';
import type { SidebarGroup, SidebarItem } from '../../hook/types.js';
import { isExternalHref, isPlainClick, NavAnchor } from '../links.js';
import { pageText } from './page-text.js';
import { useSidebarContext } from './sidebar-context.js';

/**
 * The list of a group never shown, drawn by React: in the `until-found` mode (its server HTML and hydration
 * hold closed groups' pages, before the static markup's code, `dormant-code.ts`, loaded in idle time, can
 * have arrived), and where the static markup cannot draw an entry (an icon, an external link) or the host
 * draws group parts. Its pages are {@link DormantEntries}: plain links with the live entries' markup, without
 * state, subscription or the host's `Link`. Its nested groups are live (`Group`, `SidebarGroupItem`, passed
 * in by `sidebarList`, so neither file imports the other), whose content is dormant again. Closed groups of
 * the `deferred` mode hold the static markup instead, written outside React (`UntilFound`, `afterMount`).
 */
export function DormantList({
  items,
  level,
  Group,
}: {
  items: SidebarItem[];
  level: number;
  /** Called to wake the entries (unused: the plain links and live groups need no waking). */
  wake: () => void;
  /** Draws a live nested group (`SidebarGroupItem`). */
  Group: ComponentType<{ group: SidebarGroup }>;
}) {
  return (
    <ul className="docsnav-sidebar-list" data-level={level}>
      <DormantEntries items={items} Group={Group} />
    </ul>
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
