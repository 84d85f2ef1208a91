import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The docs layout (navigation, loaded by `docs-route.tsx`) stays mounted around every page: `/` and every
 * other path render the page of that path (or the not-found page) inside it.
 */
export default [
  layout('docs-route.tsx', [
    index('docs-page.tsx', { id: 'home' }),
    route('*', 'docs-page.tsx', { id: 'page' }),
  ]),
] satisfies RouteConfig;
