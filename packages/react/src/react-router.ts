'use client';
/**
 * @docsnav/react/react-router: the navigation wired to React Router 7 (framework mode): the docs layout
 * route's loaders, its provider, the link, and the client entry that loads a page's scopes before
 * hydrating. The list of paths to prerender is `prerenderPaths` of `@docsnav/node/react-router`.
 */
export { type DocsRoute, type DocsRouteData, docsRoute } from './react-router/docs-route.js';
export { hydrateDocs } from './react-router/hydrate-docs.js';
export { RouterNavigationProvider } from './react-router/navigation-provider.js';
export { RouterLink } from './react-router/router-link.js';
export {
  loadedScopes,
  preloadScopes,
  routerPathname,
  type ScopeSource,
} from './react-router/scope-source.js';
