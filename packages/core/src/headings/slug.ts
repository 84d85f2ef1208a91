/**
 * Heading ids: the one slug rule shared by the page renderer (which writes the `id` of each heading) and the
 * heading extractor (which lists them for "On this page"), so a list entry always points at its heading.
 */

/** A heading of a page as its table of contents lists it. */
export interface PageHeading {
  /** 2 for `##`, 3 for `###`, 4 for `####`. */
  depth: number;
  /** The heading's text content (markup removed). */
  text: string;
  /** The `id` the heading renders with: its custom id, else its slug, numbered when taken. */
  id: string;
}

/** Characters a slug keeps: letters, combining marks, digits, connector punctuation (`_`), `-` and space. */
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

/**
 * The slug of a heading's text, GitHub's rule (as `github-slugger`): lower-cased, every character that is
 * not a letter, mark, digit, `_`, `-` or space dropped, each space turned into `-`. `Getting Started!` →
 * `getting-started`, `` `SET X` `` (text `SET X`) → `set-x`, `Überblick` → `überblick`. Not unique: see
 * `createHeadingSlugger`.
 */
export function slugifyHeading(text: string): string {
  return text.toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
}

/** Gives a page's headings their ids in document order: each id is unique within the page. */
export interface HeadingSlugger {
  /**
   * The id of the next heading: `custom` (from `{#id}`) when given, else the slug of `text` (`section`
   * when the slug is empty). An id already given gets `-1`, `-2`, ... appended, as GitHub numbers
   * duplicates (`Setup`, `Setup` → `setup`, `setup-1`).
   */
  next(text: string, custom?: string): string;
}

/** A new slugger for one page (ids are unique per page, so one slugger per rendered page). */
export function createHeadingSlugger(): HeadingSlugger {
  const seen = new Map<string, number>();
  return {
    next(text, custom) {
      const base = custom || slugifyHeading(text) || 'section';
      let id = base;
      let count = seen.get(base) ?? 0;
      while (seen.has(id)) id = `${base}-${++count}`;
      seen.set(base, count);
      seen.set(id, 0);
      return id;
    },
  };
}

/** `{#custom-id}` at the end of a heading's text; the id may hold letters, digits, `-`, `_`, `.` and `:`. */
const CUSTOM_ID = /[ \t]*\\?\{#([\p{L}\p{N}_][\p{L}\p{N}_.:-]*)\\?\}[ \t]*$/u;

/**
 * Splits a custom heading id off a heading's text, the `## Title {#my-id}` syntax (Docusaurus, Mintlify
 * sites): `{ text: 'Title', id: 'my-id' }`. The braces may be escaped (`\{#my-id\}`). Text without one
 * comes back unchanged with no id.
 */
export function splitCustomHeadingId(text: string): { text: string; id?: string } {
  const match = CUSTOM_ID.exec(text);
  if (!match?.[1]) return { text };
  return { text: text.slice(0, match.index), id: match[1] };
}

/** Depths of the headings a table of contents lists (`##` to `####`). */
export const TOC_DEPTHS = { min: 2, max: 4 } as const;

/**
 * Whether a page with this frontmatter `mode` shows "On this page". Mintlify's `wide`, `custom`, `center`
 * and `frame` modes hide the table of contents; `default` (or no mode) shows it.
 */
export function pageModeShowsToc(mode: unknown): boolean {
  return !(typeof mode === 'string' && ['wide', 'custom', 'center', 'frame'].includes(mode.trim()));
}
