import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';

const supportsUntilFound = () => typeof document !== 'undefined' && 'onbeforematch' in document.body;

/** Props of {@link UntilFound}. */
export interface UntilFoundProps {
  /** Element id (the toggle's `aria-controls`). */
  id: string;
  /** The group is open: the content is shown. */
  open: boolean;
  /** Render a closed group's pages from the first render (server HTML included); else after mount. */
  eager: boolean;
  /** Called when find-in-page reveals something inside (`beforematch`). */
  onFound: () => void;
  /** The group's entries. */
  children: ReactNode;
}

/**
 * The content of a nested group, kept in the DOM while closed. React renders `hidden` as a boolean
 * (`hidden=""`); after mount it becomes `hidden="until-found"` where supported, so the browser's
 * find-in-page reveals a match and fires `beforematch`, which opens the group.
 *
 * Not `eager`: a closed group's pages are left out of the server HTML and of the first render (a fast
 * mount, like unmounting) and are filled in by a transition right after mount — low priority and
 * interruptible, so navigation and input are never blocked by it. Once filled, they stay.
 */
export function UntilFound({ id, open, eager, onFound, children }: UntilFoundProps) {
  const ref = useRef<HTMLDivElement>(null);
  const found = useRef(onFound);
  found.current = onFound;
  const [filled, setFilled] = useState(eager || open);
  useEffect(() => {
    if (!filled) startTransition(() => setFilled(true));
  }, [filled]);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el || open || !supportsUntilFound()) return;
    el.setAttribute('hidden', 'until-found');
    const onMatch = () => found.current();
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
      {filled || open ? children : null}
    </div>
  );
}
