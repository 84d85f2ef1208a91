/** Texts of {@link PageFinder}, for translation. */
export interface PageFinderLabels {
  /** The button's text and the dialog's title. Default "Search pages". */
  button: string;
  /** The combobox's placeholder. Default "Find a page by title, section or path…". */
  placeholder: string;
  /** Accessible name of the close button. Default "Close". */
  close: string;
  /** Name of the list of recent pages. Default "Recent pages". */
  recent: string;
  /** Name of the list of results. Default "Pages". */
  results: string;
  /** Shown when nothing matches. Default "No pages match". */
  noResults: string;
  /** Shown for the empty query without recent pages. Default "Type a page title, section or path". */
  empty: string;
  /** Shown while the page list loads. Default "Loading pages…". */
  loading: string;
  /** Shown when the page list could not be loaded. Default "The page list could not be loaded". */
  error: string;
  /** The toggle widening the search to every version and language. Default "All versions and languages". */
  allDivisions: string;
  /** Badge of a page hidden from the sidebar. Default "Hidden". */
  hidden: string;
  /** Announced result count. Default "1 page" / "N pages". */
  count: (n: number) => string;
}
