/** The headless navigation hook of @docsnav/react (DESIGN.md §5). */
export { useNavigation, useNavigationActions, useNavLink, useSidebar, useSidebarNode } from './hooks.js';
export { NavigationProvider } from './provider.js';
export type * from './types.js';
