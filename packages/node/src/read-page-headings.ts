import type { PageHeading, PageNode } from '@docsnav/core';
import { pageCandidates } from './page-files.js';
import { extractHeadings } from './page-headings.js';
import { isReadText, type PathGuard } from './path-guard.js';

/**
 * The "On this page" headings of a page of the navigation, read from its file in the docs folder (the first
 * of `x.mdx`, `x.md`, `x/index.mdx`, `x/index.md` that exists, as Mintlify finds it) with `extractHeadings`.
 * None for a page without a file (a generated endpoint page, a missing file), and never a file outside the
 * folder (the guard refuses it).
 */
export async function readPageHeadings(
  guard: PathGuard,
  page: Pick<PageNode, 'source' | 'endpoint'>,
): Promise<PageHeading[]> {
  for (const candidate of pageCandidates(page.source)) {
    const resolved = guard.resolve(candidate);
    if (!resolved.ok) continue;
    const read = await guard.read(resolved.abs);
    if (isReadText(read))
      return extractHeadings(read.text, { format: candidate.endsWith('.md') ? 'md' : 'mdx' });
  }
  return [];
}
