/** What a node or a brand link points at and shows: its link target and its icon, as docs.json writes them. */

/** An icon as written in docs.json or frontmatter: a lucide name, a URL, or `{ name, library?, style? }`. */
export type IconRef = string | { name: string; library?: string; style?: string };

/** A link target on a division or a global anchor. */
export interface LinkTarget {
  /** The target: an absolute URL, or a site path (internal links include the `basePath`). */
  href: string;
  /** `http(s):` or `mailto:`: opens in a new tab with `rel="noopener noreferrer"`. */
  external: boolean;
}
