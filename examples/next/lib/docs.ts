// Server-only: the docs folder loaded once per build process, and the page lookups the routes use.
import { resolve } from 'node:path';
import { createNavIndex, locate, type NavIndex, type NavLocation, type PageNode } from '@docsnav/core';
import { type NavScope, type SplitModel, splitModel } from '@docsnav/core/split';
import { formatDiagnostics, type LoadResult, loadDocs } from '@docsnav/node';

/** The docs folder: `DOCSNAV_DOCS` (relative to this example's folder), else the project's example docs. */
export const docsRoot = resolve(process.env.DOCSNAV_DOCS ?? '../../packages/site/docs');

interface Docs extends LoadResult {
  /** The whole model's runtime index (server side only: page lookups). */
  index: NavIndex;
  /** The model split into a shell and one scope per sidebar: what pages send to the browser. */
  split: SplitModel;
}

let loaded: Promise<Docs> | undefined;

/** `loadDocs()` of the docs folder with its index, read once per build worker (every route shares it). */
export function getDocs(): Promise<Docs> {
  loaded ??= loadDocs(docsRoot).then((result) => {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) console.warn(formatDiagnostics(errors));
    return { ...result, index: createNavIndex(result.model), split: splitModel(result.model) };
  });
  return loaded;
}

/** Every page href of the navigation (hidden pages too: they are reachable), without the basePath, and `/`
 *  (which redirects to the first page when the docs have no root page). */
export async function pagePaths(): Promise<string[]> {
  const { index } = await getDocs();
  return [...new Set(['/', ...index.pages.keys()])];
}

/** Href of the first page the navigation shows (the default divisions' first page). */
export async function firstPageHref(): Promise<string | undefined> {
  const { index } = await getDocs();
  const first = index.nodes[index.first[0] ?? -1];
  return first?.type === 'page' ? first.href : undefined;
}

/** The pathname of a `[[...slug]]` route. */
export const pathnameOf = (slug: string[] | undefined): string => `/${(slug ?? []).join('/')}`;

/** A located page and the pages listed beside it (its group's, or its sidebar's top level). */
export interface DocsPage {
  page: PageNode;
  location: NavLocation;
  siblings: PageNode[];
}

/** The page shown at `pathname`, or undefined when no page of the navigation has that href. */
export async function findPage(pathname: string): Promise<DocsPage | undefined> {
  const { index } = await getDocs();
  const location = locate(index, pathname);
  const page = index.nodes[location.page];
  if (page?.type !== 'page') return undefined;
  const siblings = (index.nodes[page.parent]?.children ?? [])
    .map((i) => index.nodes[i])
    .filter((n): n is PageNode => n?.type === 'page' && !n.hidden && !n.isGroupRoot && n !== page);
  return { page, location, siblings };
}

/** The scopes a pathname needs: its sidebar's, and the one holding it when that differs (a hidden page shown
 *  in another sidebar). An address that is no page gets the sidebar core locates for it (longest matching
 *  path prefix, else the default divisions). */
export async function scopesFor(pathname: string): Promise<NavScope[]> {
  const { split } = await getDocs();
  return split.scopesFor(pathname).flatMap((id) => split.scopes.get(id) ?? []);
}
