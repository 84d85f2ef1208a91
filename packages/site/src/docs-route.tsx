import * as docs from 'virtual:docsnav';
import { docsRoute } from '@docsnav/react/react-router';
import { useEffect } from 'react';
import { type ClientLoaderFunctionArgs, Outlet } from 'react-router';
import { Shell } from './app.js';
import { preloadPageFile } from './page/use-page-file.js';
import { sitePathname } from './site-pathname.js';

/** The navigation's loaders (React Router adapter): at build time, the scopes of the page's sidebar, which
 *  its HTML is rendered with (the HTML carries their ids; the browser loads the same scope chunks before
 *  hydrating, `entry.client.tsx`), the page's language for `<html lang dir>`, and `/` when it is no page
 *  leads to the first page of the navigation. */
const route = docsRoute(docs);
export const loader = route.loader;
export const shouldRevalidate = route.shouldRevalidate;

/** True once the site runs in the browser: later client loads leave the page files to the page. */
let mounted = false;

/**
 * In the browser. A prerendered page hydrates with the data of `loader` (this is not called). A path that
 * was not prerendered (the fallback HTML: a mistyped path, a page added since the build) loads its scopes
 * and its page file here before the first render; a later client navigation returns at once and the
 * provider loads the new sidebar, keeping the previous one meanwhile.
 */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const pathname = sitePathname(new URL(args.request.url).pathname);
  const [data] = await Promise.all([
    route.clientLoader(args),
    mounted ? undefined : preloadPageFile(pathname, docs.shell.settings.basePath),
  ]);
  return data;
}

export { HydrateFallback } from './root.js';

/** The docs site around the page of the current path (the child route). It stays mounted across
 *  navigations: the sidebar is never redrawn from scratch. */
export default function DocsRoute() {
  useEffect(() => {
    mounted = true;
    // The page works from here on (its prerendered links and buttons are live): `<html data-hydrated>`.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
