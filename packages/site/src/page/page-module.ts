import { cached, type PageHeading } from '@docsnav/core';
import type { ComponentType } from 'react';

/** Frontmatter title and description of a page file. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** A compiled page file (see `src/build/compile-page.ts`). */
export interface PageModule {
  /** The MDX content, or null when the page did not compile. */
  default: ComponentType | null;
  head?: PageHead;
  /** The `##`–`####` headings with their ids, for "On this page" (empty when the page's mode hides it). */
  headings?: PageHeading[];
  compileError?: { message: string; line?: number; column?: number };
  /** The examples the page writes at its top level (`RequestExample`, `ResponseExample`), when it has any
   *  (build/api-examples.ts). */
  apiExamples?: string[];
}

/** A map of page path → lazy module, as a bucket of `virtual:docsnav-pages` exports it. */
export type PageLoaders = Record<string, () => Promise<PageModule>>;

/**
 * The page path whose file to show (`guides/intro`; empty for the root): for a page of the navigation, its
 * source; for a pathname that is in no navigation, the pathname itself (unlisted pages are reachable),
 * without query, hash, surrounding slashes, escapes and basePath.
 */
export function pagePath(page: { source: string } | undefined, pathname: string, basePath = ''): string {
  if (page) return page.source;
  let rest = pathname.split(/[?#]/)[0] ?? '';
  if (basePath && (rest === basePath || rest.startsWith(`${basePath}/`))) rest = rest.slice(basePath.length);
  try {
    rest = decodeURIComponent(rest);
  } catch {
    // keep the raw path
  }
  return rest.replace(/^\/+|\/+$/g, '');
}

/** The key of the file of a page path in a page map: the file at the path (`x`), else its index (`x/index`;
 *  `index` for the empty path). */
export function fileKeyAt(loaders: PageLoaders, path: string): string | undefined {
  const candidates = path ? [path, `${path}/index`] : ['index'];
  return candidates.find((key) => Object.hasOwn(loaders, key));
}

/**
 * The page file to show (`fileKeyAt` of `pagePath`): for a page of the navigation, the file at its path (`x`
 * or `x/index`); for a pathname that is in no navigation, a page file at that path. Undefined for endpoint
 * pages without a file and for pathnames that match nothing.
 */
export function pageFileKey(
  loaders: PageLoaders,
  page: { source: string } | undefined,
  pathname: string,
  basePath = '',
): string | undefined {
  return fileKeyAt(loaders, pagePath(page, pathname, basePath));
}

const cache = new Map<string, Promise<PageModule>>();

/** Loads a page module once; the same promise is returned on every render (for React's `use`). */
export function loadPage(loaders: PageLoaders, key: string): Promise<PageModule> {
  return cached(cache, key, () => {
    const load = loaders[key];
    return load ? load() : Promise.reject(new Error(`no page file ${key}`));
  });
}
