import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The docs layout stays mounted around every page: the sidebar is never redrawn from scratch.
export default [
  layout('routes/docs.tsx', [index('routes/page.tsx', { id: 'home' }), route('*', 'routes/page.tsx')]),
] satisfies RouteConfig;
