import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { SplitNavigationProvider as Provider } from '../hook/split-provider.js';
import type { SplitNavigationProviderProps } from '../hook/types.js';
import type { DocsRouteData } from './docs-route.js';
import { loadedScopes, routerPathname, type ScopeSource, stateOf } from './scope-source.js';

/** `SplitNavigationProvider`'s options; the navigation and the router come from `source` and React Router. */
export interface RouterNavigationProps
  extends Omit<
    SplitNavigationProviderProps,
    'model' | 'shell' | 'scopes' | 'loadScope' | 'resolveScopes' | 'pathname' | 'navigate'
  > {
  /** The split navigation: `import * as docs from 'virtual:docsnav'`. */
  source: ScopeSource;
}

/**
 * `SplitNavigationProvider` wired to React Router: the location, `navigate`, and the first page's scopes from
 * the route's loader data ({@link docsRoute}). Render it in the component of the layout route whose loaders
 * are `docsRoute(source)`'s, so that it stays mounted across navigations. Links are the kit's plain anchors,
 * whose plain clicks go through React Router's `navigate` (client-side): React Router's `<Link>` reads the
 * location, so every sidebar link would re-render on every navigation. Pass `Link={RouterLink}` for its
 * `<Link>` anyway.
 */
export function RouterNavigationProvider({ source, ...props }: RouterNavigationProps) {
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
      navigate={navigate}
    />
  );
}
