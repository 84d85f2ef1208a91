import { locate, nodeHref, sharedSplitIndex } from '@docsnav/core';
import { redirect } from 'react-router';
import { loadedScopes, preloadScopes, routerPathname, type ScopeSource, stateOf } from './scope-source.js';

/** What the docs layout route's loaders return (read by this entry's `RouterNavigationProvider`). */
export interface DocsRouteData {
  /** The ids of the first page's scopes, loaded by then; null on later client navigations (the provider
   *  loads every other sidebar itself). */
  scopeIds: string[] | null;
  /** The page's language (BCP 47) and direction, for `<html lang dir>` (server and prerender only). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}

/** The `loader` and `clientLoader` of a React Router layout route that renders the docs navigation. */
export interface DocsRoute {
  /** Server or prerender: loads the page's scopes and returns their ids (each scope stays its own cacheable
   *  chunk, not a copy in every page's HTML). `/` when it is no page redirects to the first page. */
  loader(args: { request: Request }): Promise<DocsRouteData>;
  /** Browser: for a page that was not prerendered, loads its scopes before the first render; once the
   *  navigation is mounted, returns at once (the provider loads the next sidebar), but `/` when it is no
   *  page still redirects to the first page. */
  clientLoader(args: { request: Request }): Promise<DocsRouteData>;
  /** The route's `shouldRevalidate`: React Router's default, and `/` (a layout's loaders are not run again on
   *  a navigation between its pages, so a link to `/` would otherwise not reach the redirect above). */
  shouldRevalidate(args: { nextUrl: URL; defaultShouldRevalidate: boolean }): boolean;
}

/** At `/` when it is no page: a redirect to the first page of the navigation (thrown, as React Router wants). */
export function leaveHome(source: ScopeSource, pathname: string, scopeIds: readonly string[]): void {
  if (pathname !== '/') return;
  const index = sharedSplitIndex(source.shell, loadedScopes(source, scopeIds));
  const home = nodeHref(index, 0);
  if (locate(index, pathname).page < 0 && home !== undefined && home !== '/') throw redirect(home, 307);
}

/** The loaders of the docs layout route for a split navigation (`import * as docs from 'virtual:docsnav'`).
 *  In a data router without a server (`createBrowserRouter`), `clientLoader` is the route's `loader`. */
export function docsRoute(source: ScopeSource): DocsRoute {
  return {
    // Its body is a module of its own: a browser never calls it (React Router drops a route module's `loader`
    // from the client build; a single-page app uses `clientLoader`), so a first page does not ship it.
    async loader(args) {
      return (await import('./server-loader.js')).serverLoader(source, args);
    },
    async clientLoader({ request }) {
      const pathname = routerPathname(new URL(request.url).pathname);
      const { mounted } = stateOf(source);
      if (mounted && pathname !== '/') return { scopeIds: null };
      const scopeIds = await preloadScopes(source, pathname).catch(() => []);
      leaveHome(source, pathname, scopeIds);
      return { scopeIds: mounted ? null : scopeIds };
    },
    shouldRevalidate: ({ nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || routerPathname(nextUrl.pathname) === '/',
  };
}
