import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';

const supportsUntilFound = () => typeof document !== 'undefined' && 'onbeforematch' in document.body;

/** Props of {@link UntilFound}. */
export interface UntilFoundProps {
  /** Element id (the toggle's `aria-controls`). */
  id: string;
  /** The group is open: the content is shown. */
  open: boolean;
  /** Render a closed group's pages from the first render (server HTML included); else after mount. */
  eager: boolean;
  /** The group holds the current page (its entries come alive, however it was opened). */
  onTrail: boolean;
  /** Called when find-in-page reveals something inside (`beforematch`). */
  onFound: () => void;
  /** Draws the group's entries: `live` false while the group has never been shown (dormant entries, see
   *  `SidebarList`) or was only revealed by find-in-page; `wake` makes them live (a dormant entry was used). */
  children: (live: boolean, wake: () => void) => ReactNode;
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
 * A group never shown holds its entries dormant: static markup, or plain links (see `SidebarList`), without
 * state or subscription (a fraction of a live entry's memory and render time, for the thousands of entries
 * of closed groups). They come alive (re-rendered as live entries) when the group is opened, except when
 * find-in-page opened it: then they stay as they are, so the browser keeps the match highlighted, until the
 * group holds the current page, a dormant toggle is used (`wake`), or it is closed and opened again. Once
 * alive, they stay alive; focus stays on the same link or toggle.
 */
export function UntilFound({ id, open, eager, onTrail, onFound, children }: UntilFoundProps) {
  const ref = useRef<HTMLDivElement>(null);
  const found = useRef(onFound);
  found.current = onFound;
  // Opened by find-in-page since it was last closed.
  const byFind = useRef(false);
  const [filled, setFilled] = useState(eager || open);
  const [live, setLive] = useState(open);
  if (!live && open && (onTrail || !byFind.current)) setLive(true);
  // The dormant link that had focus (a reader who reached a found entry with the keyboard): focus moves to
  // its live entry when the group wakes, instead of falling to the page's body.
  const focused = useRef<HTMLElement | null>(null);
  const wake = () => {
    byFind.current = false;
    setLive(true);
  };
  useEffect(() => {
    if (!filled) startTransition(() => setFilled(true));
  }, [filled]);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    const gone = focused.current;
    focused.current = null;
    if (live && gone && !gone.isConnected) {
      // The same link (by href) or toggle (by its name) among the live entries.
      const key = (e: Element) => e.getAttribute('href') ?? e.getAttribute('aria-label') ?? e.textContent;
      const same = key(gone);
      const entries = [...(el?.querySelectorAll(gone.tagName) ?? [])];
      (entries.find((e) => key(e) === same) as HTMLElement | undefined)?.focus();
    }
    if (live || !el) return;
    const onFocus = (event: FocusEvent) => {
      focused.current = event.target as HTMLElement;
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, [live]);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!open) byFind.current = false;
    if (!el || open || !supportsUntilFound()) return;
    el.setAttribute('hidden', 'until-found');
    const onMatch = () => {
      byFind.current = true;
      found.current();
    };
    el.addEventListener('beforematch', onMatch);
    return () => el.removeEventListener('beforematch', onMatch);
  }, [open]);
  return (
    <div
      ref={ref}
      id={id}
      className="docsnav-group-content"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
    >
      {filled || open ? children(live, wake) : null}
    </div>
  );
}
