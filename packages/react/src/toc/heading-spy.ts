import { useCallback, useEffect, useRef, useState } from 'react';
import { revealAndScroll } from './reveal.js';

/** Options of {@link useActiveHeading}. */
export interface ActiveHeadingOptions {
  /**
   * The reading line, in CSS pixels from the top of the viewport: a heading whose top has passed it is
   * read. Default: the document's `scroll-padding-top` (the sticky header's height, which `DocsLayout`
   * sets) plus 8.
   */
  offset?: number;
  /** An element at the end of the page: while it is in view, the page is at its end and its last visible
   *  heading is active. Default: the element marked `data-docsnav-page-end` (`DocsLayout` has one). */
  end?: Element | null;
}

/** What {@link useActiveHeading} returns. */
export interface ActiveHeading {
  /** The id of the heading being read; undefined on the server, before the first heading, or without any. */
  activeId: string | undefined;
  /** Makes a heading active at once, reveals it (opens its tab or disclosure) and scrolls to it; the
   *  scroll-spy takes over again at the reader's next scroll past a heading. */
  go: (id: string) => void;
}

/** What the scroll-spy reads and sets in the hook that runs it. */
export interface SpyTarget {
  /** Set by `go` and hash navigations: the observer does not override it until the reader scrolls. */
  pinned: { current: string | undefined };
  setActiveId(id: string | undefined): void;
  /** Whether the reader moved focus between the hook's start and the spy's arrival (a spy loaded late must
   *  not take it away to go to the address's heading). */
  focusMoved(): boolean;
}

/** The scroll-spy (`watchHeadings` of `scroll-spy.ts`): watches the headings until the function it returns
 *  is called. */
export type WatchHeadings = (
  list: readonly string[],
  options: ActiveHeadingOptions,
  target: SpyTarget,
) => () => void;

/** The scroll-spy, at once or once its module has loaded. */
export type SpyLoader = () => WatchHeadings | Promise<WatchHeadings>;

/** The reader's own scrolling, which ends a pin (`scroll` alone cannot tell theirs from `go`'s). */
export const UNPIN_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * The state of `useActiveHeading` with the scroll-spy given by `load`: `useActiveHeading` passes it at once,
 * `TableOfContents` imports it after hydration, so a first page does not load it before it is interactive
 * (nothing is active on the server and during hydration either way: the first value comes from the
 * observer). `go` works before the spy has loaded. `load` must keep its identity.
 */
export function useHeadingSpy(
  ids: readonly string[],
  options: ActiveHeadingOptions,
  load: SpyLoader,
): ActiveHeading {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  /** Set by `go` and hash navigations: the observer does not override it until the reader scrolls. */
  const pinned = useRef<string | undefined>(undefined);
  const key = ids.join('\n');
  const { offset, end } = options;

  useEffect(() => {
    // Without IntersectionObserver (old browsers, jsdom) the links still work; nothing is marked.
    if (typeof IntersectionObserver !== 'function') return;
    const list = key ? key.split('\n') : [];
    let stop: (() => void) | undefined;
    let live = true;
    const focused = document.activeElement;
    const focusMoved = () => document.activeElement !== focused;
    // Until the spy has arrived, the reader's own scroll (a wheel, a touch, a key such as End pressed right
    // after a click in the list) unpins here: the spy's listeners are not there yet, and a heading pinned by
    // `go` would otherwise stay marked wherever the reader went.
    const early = () => {
      pinned.current = undefined;
    };
    for (const type of UNPIN_EVENTS) window.addEventListener(type, early, { passive: true });
    const quiet = () => {
      for (const type of UNPIN_EVENTS) window.removeEventListener(type, early);
    };
    const start = (watch: WatchHeadings) => {
      quiet();
      if (live) stop = watch(list, { offset, end }, { pinned, setActiveId, focusMoved });
    };
    const spy = load();
    // A spy that fails to load (the network) leaves the list as the server drew it: its links still work.
    if (typeof spy === 'function') start(spy);
    else spy.then(start, () => {});
    return () => {
      live = false;
      quiet();
      stop?.();
    };
  }, [key, offset, end, load]);

  const go = useCallback((id: string) => {
    pinned.current = id;
    setActiveId(id);
    if (revealAndScroll(id) && location.hash !== `#${id}`)
      history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
  }, []);

  return { activeId, go };
}
