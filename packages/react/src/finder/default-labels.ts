import type { PageFinderLabels } from './page-finder-labels.js';

/** The finder's English texts (`PageFinder`'s `labels` replace any of them). Loaded with the finder itself:
 *  the plain button a first page draws needs only `button`. */
export const DEFAULT_LABELS: PageFinderLabels = {
  button: 'Search pages',
  placeholder: 'Find a page by title, section or path…',
  close: 'Close',
  recent: 'Recent pages',
  results: 'Pages',
  noResults: 'No pages match',
  empty: 'Type a page title, section or path',
  loading: 'Loading pages…',
  error: 'The page list could not be loaded',
  allDivisions: 'All versions and languages',
  hidden: 'Hidden',
  count: (n) => (n === 1 ? '1 page' : `${n} pages`),
};
