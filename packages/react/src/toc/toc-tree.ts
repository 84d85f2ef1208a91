import type { PageHeading } from '@docsnav/core';

/** A heading with the headings nested under it (deeper ones until the next heading of its depth or less). */
export interface TocEntry {
  heading: PageHeading;
  children: TocEntry[];
}

/** Nests a page's headings by depth. A heading deeper than the one before it by several levels (a `####`
 *  right under a `##`) nests one level; a list that starts deeper than it goes on keeps its first levels. */
export function tocTree(headings: readonly PageHeading[]): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const heading of headings) {
    while (open.length > 0 && (open.at(-1)?.heading.depth ?? 0) >= heading.depth) open.pop();
    const entry: TocEntry = { heading, children: [] };
    (open.at(-1)?.children ?? roots).push(entry);
    open.push(entry);
  }
  return roots;
}
