import { endpointHeadings, type PageHeading, type PageNode } from '@docsnav/core';
import { pageCandidates } from './page-files.js';
import { extractHeadings } from './page-headings.js';
import { isReadText, PathGuard } from './path-guard.js';
import { specDocuments } from './spec-documents.js';

/** The "On this page" headings of a page of the navigation (see {@link pageHeadingsReader}). */
export type PageHeadingsReader = (page: Pick<PageNode, 'source' | 'endpoint'>) => Promise<PageHeading[]>;

/**
 * Reads the "On this page" headings of the pages of the docs folder at `root`, with the ids they render
 * with: for a page with a file (the first of `x.mdx`, `x.md`, `x/index.mdx`, `x/index.md`, as Mintlify finds
 * it), `extractHeadings` of its source; for a generated endpoint page (no file), the sections of its
 * operation (`endpointHeadings` of `@docsnav/core`, read from its spec, each spec read once per reader).
 * None for a missing file or spec; never a file outside the folder.
 */
export function pageHeadingsReader(root: string): PageHeadingsReader {
  const guard = new PathGuard(root);
  const spec = specDocuments(root);
  return async (page) => {
    for (const candidate of pageCandidates(page.source)) {
      const resolved = guard.resolve(candidate);
      if (!resolved.ok) continue;
      const read = await guard.read(resolved.abs);
      if (isReadText(read))
        return extractHeadings(read.text, { format: candidate.endsWith('.md') ? 'md' : 'mdx' });
    }
    const endpoint = page.endpoint;
    if (!endpoint?.spec || !endpoint.resolved) return [];
    return endpointHeadings(await spec(endpoint.spec), endpoint.method, endpoint.path, endpoint.webhook);
  };
}
