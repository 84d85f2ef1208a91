import { use } from 'react';
import { createPageFiles } from './page-files.js';
import { fileKeyAt, loadPage, type PageLoaders, pagePath } from './page-module.js';
import { pageBuckets } from './site-pages.js';

/** The site's page-file map: one bucket chunk per ~200 page files, loaded on demand. */
export const pageFiles = createPageFiles(pageBuckets);

/** The file of a page path, as a page shows it. */
export interface PageFile {
  /** Page key (`guides/intro`, `guides/index`). */
  key: string;
  /** The file, relative to the docs folder (`guides/intro.mdx`). */
  file: string;
  /** The page map of its bucket (for `loadPage`). */
  pages: PageLoaders;
}

/** The file of a page path (`pagePath`), or undefined when it has none. Suspends while the bucket of the
 *  page-file map that would hold it loads (once per bucket). */
export function usePageFile(path: string): PageFile | undefined {
  const bucket = pageFiles.peek(path) ?? use(pageFiles.load(path));
  const key = fileKeyAt(bucket.pages, path);
  return key === undefined ? undefined : { key, file: bucket.files[key] ?? key, pages: bucket.pages };
}

/** Loads the page-file bucket of a pathname and its page module, before the first render (or hydration).
 *  Never rejects: a failure shows on the page (its error boundary), where the load is tried again. */
export async function preloadPageFile(pathname: string, basePath: string): Promise<void> {
  const path = pagePath(undefined, pathname, basePath);
  try {
    const bucket = await pageFiles.load(path);
    const key = fileKeyAt(bucket.pages, path);
    if (key !== undefined) await loadPage(bucket.pages, key).catch(() => undefined);
  } catch (error) {
    console.info('docsnav site: the page list of this page could not be loaded yet:', error);
  }
}
