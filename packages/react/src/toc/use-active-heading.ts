import { type ActiveHeading, type ActiveHeadingOptions, useHeadingSpy } from './heading-spy.js';
import { watchHeadings } from './scroll-spy.js';

export type { ActiveHeading, ActiveHeadingOptions } from './heading-spy.js';

/** The scroll-spy, at once (`TableOfContents` loads it after hydration instead). */
const atOnce = () => watchHeadings;

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
  return useHeadingSpy(ids, options, atOnce);
}
