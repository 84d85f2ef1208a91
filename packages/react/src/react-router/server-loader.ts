import { locate, sharedSplitIndex } from '@docsnav/core';
import type { DocsRouteData } from './docs-route.js';
import { leaveHome } from './docs-route.js';
import { loadedScopes, preloadScopes, routerPathname, type ScopeSource } from './scope-source.js';

/**
 * `docsRoute(source).loader` (server or prerender): loads the page's scopes and returns their ids and the
 * page's language; `/` when it is no page redirects to the first page. Loaded with `import()` by the
 * loader, so that no browser bundle holds it.
 */
export async function serverLoader(
  source: ScopeSource,
  { request }: { request: Request },
): Promise<DocsRouteData> {
  if (request.headers.get('X-React-Router-SPA-Mode') === 'yes') return { scopeIds: [] };
  const pathname = routerPathname(new URL(request.url).pathname);
  const scopeIds = await preloadScopes(source, pathname);
  leaveHome(source, pathname, scopeIds);
  const index = sharedSplitIndex(source.shell, loadedScopes(source, scopeIds));
  const active = locate(index, pathname).divisions.language;
  const node = active === undefined ? undefined : index.nodes[active];
  const language = node?.type === 'division' ? node.language : undefined;
  return { scopeIds, lang: language?.bcp47, dir: language?.dir };
}
