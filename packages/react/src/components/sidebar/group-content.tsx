import { type ReactNode, startTransition, useRef, useState } from 'react';
import { useNavigationActions } from '../../hook/index.js';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import type { SidebarGroup } from '../../hook/types.js';
import { isExternalHref, isPlainClick } from '../links.js';
import { afterMount, type DormantGroups, dormantCode } from './dormant-fill.js';
import { useSidebarContext } from './sidebar-context.js';

const supportsUntilFound = () => typeof document !== 'undefined' && 'onbeforematch' in document.body;

/** Props of {@link UntilFound}. */
export interface UntilFoundProps {
  /** Element id (the toggle's `aria-controls`). */
  id: string;
  /** The group whose entries these are. */
  group: SidebarGroup;
  /** The group is open: the content is shown. */
  open: boolean;
  /** Render a closed group's pages from the first render (server HTML included); else after mount. */
  eager: boolean;
  /** The group holds the current page (its entries come alive, however it was opened). */
  onTrail: boolean;
  /** Its entries may be drawn dormant (not when the host draws pages). */
  canSleep: boolean;
  /** Draws the group's entries (a module-level function, not a closure per group): `wake` is given while
   *  they are dormant (the group has never been shown, or was only revealed by find-in-page, see
   *  `sidebarList`), and makes them live (a dormant entry was used). */
  draw: (group: SidebarGroup, wake: (() => void) | undefined) => ReactNode;
}

/**
 * The content of a nested group, kept in the DOM while closed. React renders `hidden` as a boolean
 * (`hidden=""`); after mount it becomes `hidden="until-found"` where supported, so the browser's
 * find-in-page reveals a match and fires `beforematch`, which opens the group.
 *
 * Not `eager`: a closed group's pages are left out of the server HTML and of the first render (a fast
 * mount, like unmounting) and are filled in by a transition right after mount — low priority and
 * interruptible, so navigation and input are never blocked by it. Once filled, they stay.
 *
 * A group never shown holds its entries dormant: static markup, or plain links (see `sidebarList`), without
 * state or subscription (a fraction of a live entry's memory and render time, for the thousands of entries
 * of closed groups). They come alive (re-rendered as live entries) when the group is opened, except when
 * find-in-page opened it: then they stay as they are, so the browser keeps the match highlighted, until the
 * group holds the current page, a dormant toggle is used (`wake`), or it is closed and opened again. Once
 * alive, they stay alive; focus stays on the same link or toggle.
 */
export function UntilFound({ id, group, open, eager, onTrail, canSleep, draw }: UntilFoundProps) {
  const actions = useNavigationActions();
  const { labels, pages, components } = useSidebarContext();
  const ref = useRef<HTMLDivElement>(null);
  // One ref for what the listeners read (fewer hooks for each of hundreds of groups): the group now, whether
  // find-in-page opened it since it was last closed, the dormant link that had focus (a reader who
  // reached a found entry with the keyboard: focus moves to its live entry when the group wakes, instead of
  // falling to the page's body), the entries' markup filled outside React (`outside`), and whether they are
  // live.
  const own = useRef({
    node: group.node,
    byFind: false,
    focused: null as HTMLElement | null,
    outside: undefined as DormantGroups | undefined,
    live: false,
  });
  const mine = own.current;
  mine.node = group.node;
  // One state (fewer hooks): 0 nothing drawn by React (a closed group, not `eager`: filled after mount), 1
  // entries drawn (dormant while never shown), 2 entries live.
  const [phase, setPhase] = useState(open ? 2 : eager ? 1 : 0);
  const filled = phase > 0 || open;
  const live = phase === 2;
  mine.live = live;
  if (!live && open && (onTrail || !mine.byFind)) setPhase(2);
  // The markup of a closed group is filled outside React, unless the host draws a part of the entries.
  const outside = canSleep && !components?.Group && !components?.GroupLabel;
  const dormantOutside = !live && mine.outside !== undefined;
  useIsoLayoutEffect(() => {
    const el = ref.current;
    const wake = () => {
      mine.byFind = false;
      setPhase(2);
    };
    // A closed group's entries are filled in after mount, a few groups per task (`afterMount`): as static
    // markup written outside React, so that no React update passes through the sidebar's entries; else
    // (the markup cannot draw an entry, or the host draws parts) by a transition: low priority and
    // interruptible.
    const fillLater = () => startTransition(() => setPhase((p) => p || 1));
    if (!filled && !mine.outside && !outside) fillLater();
    else if (!filled && !mine.outside && el)
      afterMount((code) => {
        if (mine.live || mine.outside || !el.isConnected || el.firstChild) return;
        const now = pages.read();
        mine.outside = code.fillGroup(el, group, {
          labels,
          isOpen: (g) => now.isOpen(g.node),
          isExternal: isExternalHref,
          isPlainClick,
          actions,
          wake,
          active: () => !mine.live,
        });
        if (!mine.outside) fillLater();
      });
    if (!open) mine.byFind = false;
    const gone = mine.focused;
    if (live) mine.focused = null;
    if (live && gone && !gone.isConnected) {
      // The same link (by href) or toggle (by its name) among the live entries.
      const key = (e: Element) => e.getAttribute('href') ?? e.getAttribute('aria-label') ?? e.textContent;
      const same = key(gone);
      const entries = [...(el?.querySelectorAll(gone.tagName) ?? [])];
      (entries.find((e) => key(e) === same) as HTMLElement | undefined)?.focus();
    }
    if (!el) return;
    const onFocus = (event: FocusEvent) => {
      mine.focused = event.target as HTMLElement;
    };
    const onMatch = (event: Event) => {
      // A nested group of the markup filled outside React (its own element), or this group.
      if (event.target !== el) {
        if (mine.outside && !mine.live)
          dormantCode()?.dormantMatch(event.target as HTMLElement, mine.outside, actions);
        return;
      }
      mine.byFind = true;
      actions.open(mine.node);
    };
    if (!live) el.addEventListener('focusin', onFocus);
    if (!open && supportsUntilFound()) el.setAttribute('hidden', 'until-found');
    if (!live || !open) el.addEventListener('beforematch', onMatch);
    return () => {
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('beforematch', onMatch);
    };
  }, [live, open, filled, actions, mine]);
  return (
    <div
      // A new element when markup filled outside React comes alive: React draws the live entries in it.
      key={live && mine.outside ? 1 : 0}
      ref={ref}
      id={id}
      className="docsnav-group-content"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
    >
      {(filled || open) && !dormantOutside
        ? draw(
            group,
            canSleep && !live
              ? () => {
                  mine.byFind = false;
                  setPhase(2);
                }
              : undefined,
          )
        : null}
    </div>
  );
}
