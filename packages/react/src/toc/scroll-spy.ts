import { type ActiveHeadingOptions, type SpyTarget, UNPIN_EVENTS } from './heading-spy.js';
import { isRendered, revealAndScroll, VISIBILITY_EVENT } from './reveal.js';

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
 * Watches the headings of `list` (their ids, in document order) and reports the active one to `target` until
 * the returned function is called: one IntersectionObserver (no layout reads; a passive scroll listener only
 * restarts a timer), the page's end, hash navigations, and the visibility changes of the reveal contract. Its
 * own module, loaded after hydration by `TableOfContents`: nothing is active before the observer's first
 * report anyway.
 */
export function watchHeadings(
  list: readonly string[],
  { offset, end }: ActiveHeadingOptions,
  { pinned, setActiveId, focusMoved }: SpyTarget,
): () => void {
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
  for (const type of UNPIN_EVENTS) window.addEventListener(type, unpin, { passive: true });
  window.addEventListener('resize', reobserve);
  document.addEventListener('toggle', reobserve, true);
  document.addEventListener(VISIBILITY_EVENT, reobserve);
  // A page opened at `#id`: reveal its heading (it may be in a closed tab) and go there; not when the reader
  // already chose a heading (`go`) or moved focus (opened a menu...) before this loaded: the browser went to
  // the address's heading on arrival, and the reader has moved on since.
  if (pinned.current === undefined && !focusMoved()) onHash();
  return () => {
    observer?.disconnect();
    endObserver.disconnect();
    window.removeEventListener('hashchange', onHash);
    window.removeEventListener('scrollend', settle);
    window.removeEventListener('scroll', onScroll);
    clearTimeout(idle);
    for (const type of UNPIN_EVENTS) window.removeEventListener(type, unpin);
    window.removeEventListener('resize', reobserve);
    document.removeEventListener('toggle', reobserve, true);
    document.removeEventListener(VISIBILITY_EVENT, reobserve);
  };
}
