import type { PageHeading } from '@docsnav/core';
import { TableOfContents } from '@docsnav/react/toc';

/** "On this page" of a page with headings (page-toc.tsx loads it when a page has some). */
export function HeadingList({ headings, title }: { headings: readonly PageHeading[]; title: string }) {
  return <TableOfContents headings={headings} labels={{ title }} />;
}
