import { shell } from 'virtual:docsnav';
import { locate, nodeHref, sharedIndex } from '@docsnav/core';
import { useEffect, useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  Outlet,
  redirect,
  useLoaderData,
} from 'react-router';
import { Shell } from './app.js';
import { loadedScopes, loadPathScopes } from './nav-scopes.js';
import { preparePath } from './prepare-path.js';
import { sitePathname } from './site-pathname.js';

/** What the route hands its component: the ids of the navigation scopes of the first page, loaded by
 *  then (null on later client navigations: the provider loads every other sidebar itself). */
export interface DocsRouteData {
  scopeIds: string[] | null;
  /** The page's language (BCP 47) and direction, for `<html lang dir>` in its HTML (build time only). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}

/** True once the site runs in the browser: later client loads leave the scopes to the provider. */
let mounted = false;

/**
 * At build time (prerendering every page): loads the scopes of the page's sidebar, which its HTML is
 * rendered with. The HTML carries their ids only; the browser loads the same scope chunks before hydrating
 * (`entry.client.tsx`). `/` when it is no page leads to the first page of the navigation.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<DocsRouteData> {
  // The fallback HTML (for paths that were not prerendered) is rendered down to the root only, from a
  // request for `/`: it carries no navigation (the browser loads that of its path) and leads nowhere.
  if (request.headers.get('X-React-Router-SPA-Mode') === 'yes') return { scopeIds: [] };
  const pathname = sitePathname(new URL(request.url).pathname);
  const scopeIds = await loadPathScopes(pathname);
  // The pages of a sidebar are prerendered in a row: they share one index, the provider's too.
  const index = sharedIndex(shell, loadedScopes(scopeIds));
  const where = locate(index, pathname);
  const home = nodeHref(index, 0);
  if (pathname === '/' && where.page < 0 && home !== undefined && home !== '/') throw redirect(home, 307);
  const active = where.divisions.language;
  const node = active === undefined ? undefined : index.nodes[active];
  const language = node?.type === 'division' ? node.language : undefined;
  return { scopeIds, lang: language?.bcp47, dir: language?.dir };
}

/**
 * In the browser. A prerendered page hydrates with the data of `loader` (this is not called). A path that
 * was not prerendered (the fallback HTML: a mistyped path, a page added since the build) loads its scopes
 * and its page file here before the first render; a later client navigation returns at once and the
 * provider loads the new sidebar, keeping the previous one meanwhile.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<DocsRouteData> {
  if (mounted) return { scopeIds: null };
  const pathname = sitePathname(new URL(request.url).pathname);
  const scopeIds = await preparePath(pathname);
  return { scopeIds };
}

export { HydrateFallback } from './root.js';

/** The docs site around the page of the current path (the child route). It stays mounted across
 *  navigations: the sidebar is never redrawn from scratch. */
export default function DocsRoute() {
  const data = useLoaderData() as DocsRouteData;
  const [scopes] = useState(() => loadedScopes(data.scopeIds ?? []));
  useEffect(() => {
    mounted = true;
    // The page works from here on (its prerendered links and buttons are live): `<html data-hydrated>`.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Shell scopes={scopes}>
      <Outlet />
    </Shell>
  );
}
