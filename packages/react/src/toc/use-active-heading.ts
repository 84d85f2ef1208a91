import { useCallback, useEffect, useRef, useState } from 'react';
import { isRendered, revealAndScroll, VISIBILITY_EVENT } from './reveal.js';

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

/** How long the page must be still, in ms, before the standings are read afresh without a `scrollend`. */
const SETTLE_MS = 150;

/** Where a heading stands relative to the reading line, from the last IntersectionObserver entry. */
type Standing = 'above' | 'below' | 'hidden';

function readingLine(offset: number | undefined): number {
  if (offset !== undefined) return offset;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isFinite(padding) ? padding : 0) + 8;
}

/** The decoded id of a location hash (`#set-x` → `set-x`), or undefined. */
function hashId(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scroll-spy of a page's headings (headless; `TableOfContents` draws it). The active heading is the last
 * one, in document order, whose top has passed the reading line near the top of the viewport (below the
 * sticky header); at the end of the page it is the last heading. Headings that are not rendered (in a
 * closed `<details>`, an inactive tab) are never active. A `go(id)` or a hash navigation makes a heading
 * active at once and reveals it first (see `revealAndScroll`: the reveal contract of `reveal.ts`).
 *
 * Built on one IntersectionObserver (no layout reads; a passive scroll listener only restarts a timer); it re-reads the
 * headings' visibility when a `<details>` toggles or a component of the reveal contract reports a change,
 * and their standing when a scroll ends (`scrollend`).
 * Nothing is active on the server and during hydration: the first value comes from the observer.
 */
export function useActiveHeading(ids: readonly string[], options: ActiveHeadingOptions = {}): ActiveHeading {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  /** Set by `go` and hash navigations: the observer does not override it until the reader scrolls. */
  const pinned = useRef<string | undefined>(undefined);
  const key = ids.join('\n');
  const { offset, end } = options;

  useEffect(() => {
    // Without IntersectionObserver (old browsers, jsdom) the links still work; nothing is marked.
    if (typeof IntersectionObserver !== 'function') return;
    const list = key ? key.split('\n') : [];
    const elements = list.map((id) => document.getElementById(id));
    const standing = new Map<Element, Standing>();
    let atEnd = false;
    let line = readingLine(offset);

    const update = () => {
      let active: string | undefined;
      let lastVisible: string | undefined;
      for (let i = 0; i < elements.length; i++) {
        const element = elements[i];
        const state = element ? standing.get(element) : undefined;
        if (!element || state === 'hidden' || state === undefined) continue;
        lastVisible = list[i];
        if (state === 'above') active = list[i];
      }
      if (atEnd && lastVisible !== undefined) active = lastVisible;
      if (pinned.current !== undefined) return;
      setActiveId(active);
    };

    const last = end ?? document.querySelector('[data-docsnav-page-end]');
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      line = readingLine(offset);
      // The root is the viewport from the reading line down (far below the screen): a heading leaves it
      // exactly when its top passes the line, however fast the page scrolls or jumps.
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const box = entry.boundingClientRect;
            const top = entry.rootBounds?.top ?? line;
            const hidden = (box.width === 0 && box.height === 0) || !isRendered(entry.target);
            const state: Standing = hidden ? 'hidden' : box.top <= top + 1 ? 'above' : 'below';
            standing.set(entry.target, state);
          }
          update();
        },
        { rootMargin: `${-line}px 0px 100000px 0px`, threshold: [0, 1] },
      );
      for (const element of elements) if (element) observer.observe(element);
    };
    observe();
    // The end of the page, against the plain viewport.
    const endObserver = new IntersectionObserver((entries) => {
      for (const entry of entries) atEnd = entry.isIntersecting;
      update();
    });
    if (last) endObserver.observe(last);

    // The reader scrolled (or jumped): the observer's next report is theirs again.
    const unpin = () => {
      if (pinned.current === undefined) return;
      pinned.current = undefined;
      update();
    };
    const onHash = () => {
      const id = hashId(location.hash);
      if (id === undefined || !list.includes(id)) return;
      pinned.current = id;
      setActiveId(id);
      revealAndScroll(id);
    };
    const reobserve = () => observe();
    // When a scroll ends, a new observer reports every heading afresh: a jump (Home after End) whose frames
    // the observer coalesced cannot leave a heading marked as passed (no layout read here: the observer
    // measures, asynchronously).
    let idle: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(idle);
      if (pinned.current === undefined) observe();
    };
    // Chromium fires no `scrollend` for a keyboard scroll that retargets one still running (Home pressed
    // during End's animation), and the observer may then keep a standing from mid-scroll: a passive scroll
    // listener only restarts a timer, and when the page has been still for a moment it settles the same way.
    const onScroll = () => {
      clearTimeout(idle);
      idle = setTimeout(settle, SETTLE_MS);
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('scrollend', settle);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', unpin, { passive: true });
    window.addEventListener('touchmove', unpin, { passive: true });
    window.addEventListener('keydown', unpin);
    window.addEventListener('resize', reobserve);
    document.addEventListener('toggle', reobserve, true);
    document.addEventListener(VISIBILITY_EVENT, reobserve);
    // A page opened at `#id`: reveal its heading (it may be in a closed tab) and go there.
    onHash();
    return () => {
      observer?.disconnect();
      endObserver.disconnect();
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('scrollend', settle);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(idle);
      window.removeEventListener('wheel', unpin);
      window.removeEventListener('touchmove', unpin);
      window.removeEventListener('keydown', unpin);
      window.removeEventListener('resize', reobserve);
      document.removeEventListener('toggle', reobserve, true);
      document.removeEventListener(VISIBILITY_EVENT, reobserve);
    };
  }, [key, offset, end]);

  const go = useCallback((id: string) => {
    pinned.current = id;
    setActiveId(id);
    if (revealAndScroll(id) && location.hash !== `#${id}`)
      history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
  }, []);

  return { activeId, go };
}
