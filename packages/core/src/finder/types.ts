/**
 * The page finder's index: every page of a navigation as compact, JSON-serializable data, built once on the
 * server ({@link buildFinderData}) and loaded lazily by the browser. Columnar: per-page values are parallel
 * arrays indexed by page number; labels and trails are shared through tables.
 */
export interface FinderData {
  /** Format version; bumped on incompatible changes. */
  v: 1;
  /** The `basePath` the internal hrefs start with (`''` for none); a reader may move them under another. */
  base: string;
  /** Every distinct label (page titles, division and group labels), referenced by index. */
  labels: string[];
  /**
   * Distinct trails: `[version, language, ...crumbs]`, each a `labels` index (-1 for no version or
   * language). The crumbs are the product, tab, menu item, anchor, dropdown and group labels above the page,
   * outermost first (as breadcrumbs show them; versions and languages are not crumbs).
   */
  trails: number[][];
  /** Per page: its title (the sidebar label), a `labels` index (titles repeat: "Overview", "Quickstart"). */
  titles: number[];
  /**
   * Per page: where it leads (the page href, or its frontmatter `url`), front-coded against the previous
   * page's: the href is the first `shared[page]` characters of the previous page's href followed by
   * `hrefs[page]` (pages in document order share long prefixes). Decode with {@link finderHrefs}.
   */
  hrefs: string[];
  /** Per page: how many leading characters its href shares with the previous page's. */
  shared: number[];
  /** Per page: its `trails` index. */
  trail: number[];
  /** Endpoint pages: `[page, method, path]` (method upper case, or `WEBHOOK` with the webhook name). */
  endpoints: [number, string, string][];
  /**
   * Pages whose href is listed more than once in the navigation (in two tabs, versions...): `[page, id]`, the
   * stable id of the innermost division above that listing, so that opening it lands in that division.
   * Ascending by page; empty when every href is listed once.
   */
  places: [number, string][];
  /** Pages marked hidden (on the page or an ancestor), ascending. */
  hidden: number[];
  /** Pages whose `url` leads to another site (opened in a new tab), ascending. */
  external: number[];
}

/** One page of {@link FinderData}, decoded by {@link finderPage}. */
export interface FinderPage {
  /** The page's number in the finder data (document order). */
  page: number;
  /** Its title. */
  title: string;
  /** Where it leads. */
  href: string;
  /** Product, tab, menu item, anchor, dropdown and group labels above it, outermost first. */
  trail: string[];
  /** The version it belongs to, if the navigation has versions. */
  version?: string;
  /** The language it belongs to, if the navigation has languages. */
  language?: string;
  /** The endpoint's HTTP method (or `WEBHOOK`), for endpoint pages. */
  method?: string;
  /** The endpoint's path (or webhook name), for endpoint pages. */
  path?: string;
  /** The id of the division this listing is in, when the href is listed in several places. */
  division?: string;
  /** Hidden from the sidebar (reachable by its href). */
  hidden: boolean;
  /** Leads to another site. */
  external: boolean;
}
