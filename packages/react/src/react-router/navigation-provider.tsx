import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { NavigationProvider as Provider } from '../hook/provider.js';
import type { NavigationProviderProps } from '../hook/types.js';
import type { DocsRouteData } from './docs-route.js';
import { RouterLink } from './router-link.js';
import { loadedScopes, routerPathname, type ScopeSource, stateOf } from './scope-source.js';

/** `NavigationProvider`'s options; the navigation and the router come from `source` and React Router. */
export interface RouterNavigationProps
  extends Omit<
    NavigationProviderProps,
    'model' | 'shell' | 'scopes' | 'loadScope' | 'resolveScopes' | 'pathname' | 'Link' | 'navigate'
  > {
  /** The split navigation: `import * as docs from 'virtual:docsnav'`. */
  source: ScopeSource;
}

/**
 * `NavigationProvider` wired to React Router: the location, `navigate`, `<Link>`, and the first page's
 * scopes from the route's loader data ({@link docsRoute}). Render it in the component of the layout route
 * whose loaders are `docsRoute(source)`'s, so that it stays mounted across navigations.
 */
export function NavigationProvider({ source, ...props }: RouterNavigationProps) {
  const data = useLoaderData() as DocsRouteData | undefined;
  const [scopes] = useState(() => loadedScopes(source, data?.scopeIds ?? []));
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    stateOf(source).mounted = true;
  }, [source]);
  return (
    <Provider
      {...props}
      shell={source.shell}
      scopes={scopes}
      loadScope={source.loadScope}
      resolveScopes={source.resolveScopes}
      pathname={`${routerPathname(location.pathname)}${location.search}${location.hash}`}
      Link={RouterLink}
      navigate={navigate}
    />
  );
}
