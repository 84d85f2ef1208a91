'use client';
/**
 * @docsnav/react/finder: the page finder — a "Search pages" button and Ctrl+K / ⌘K dialog (`PageFinder`),
 * and the headless `usePageFinder()` for hosts that draw their own. Its data (`@docsnav/core/finder`) and
 * its matcher (uFuzzy) load lazily, on first use. A separate entry, so a site without it ships none of it.
 */
export { PageFinder, type PageFinderLabels, type PageFinderProps } from './finder/page-finder.js';
export { usePageFinder } from './finder/use-page-finder.js';
