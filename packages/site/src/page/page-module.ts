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
  compileError?: { message: string; line?: number; column?: number };
}

/** A map of page path → lazy module, as `virtual:docsnav-pages` exports it. */
export type PageLoaders = Record<string, () => Promise<PageModule>>;

/**
 * The page file to show: for a page of the navigation, the file at its path (`x` or `x/index`); for a
 * pathname that is in no navigation, a page file at that path (unlisted pages are reachable). Undefined
 * for endpoint pages without a file and for pathnames that match nothing.
 */
export function pageFileKey(
  loaders: PageLoaders,
  page: { source: string } | undefined,
  pathname: string,
  basePath = '',
): string | undefined {
  let path: string;
  if (page) path = page.source;
  else {
    let rest = pathname.split(/[?#]/)[0] ?? '';
    if (basePath && (rest === basePath || rest.startsWith(`${basePath}/`)))
      rest = rest.slice(basePath.length);
    try {
      rest = decodeURIComponent(rest);
    } catch {
      // keep the raw path
    }
    path = rest.replace(/^\/+|\/+$/g, '');
  }
  const candidates = path ? [path, `${path}/index`] : ['index'];
  return candidates.find((key) => Object.hasOwn(loaders, key));
}

const cache = new Map<string, Promise<PageModule>>();

/** Loads a page module once; the same promise is returned on every render (for React's `use`). */
export function loadPage(loaders: PageLoaders, key: string): Promise<PageModule> {
  let promise = cache.get(key);
  if (!promise) {
    const load = loaders[key];
    promise = load ? load() : Promise.reject(new Error(`no page file ${key}`));
    cache.set(key, promise);
  }
  return promise;
}
