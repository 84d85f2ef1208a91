'use client';
/**
 * @docsnav/react: the headless navigation hook and the components of a docs navigation. The menus,
 * switchers, drawer and the assembled layout are in `@docsnav/react/switchers`.
 */

export { Badge } from './components/badge.js';
export { Breadcrumbs } from './components/breadcrumbs.js';
export { Eyebrow } from './components/eyebrow.js';
export { GlobalAnchors } from './components/global-anchors.js';
export { registerIcons } from './components/icon-loader.js';
export { useActiveLanguage } from './components/language.js';
export { NavAnchor, NewTabLabelProvider } from './components/links.js';
export { IconResolverProvider, NavIcon } from './components/nav-icon.js';
export { Pager } from './components/pager.js';
export { Sidebar, type SidebarProps } from './components/sidebar/sidebar.js';
export type {
  SidebarComponents,
  SidebarFilterBoxProps,
  SidebarGroupComponentProps,
  SidebarPageComponentProps,
} from './components/sidebar/sidebar-context.js';
export { useSidebarScroll } from './components/sidebar/sidebar-scroll.js';
export { useIconLibrary } from './hook/icon-library.js';
export type {
  ExpandedState,
  LinkComponent,
  NavigationProviderProps,
  NavLinkProps,
  SidebarGroup,
  SidebarItem,
  SidebarPage,
} from './hook/index.js';
// Named re-exports only: a 'use client' module may not `export *` (Next.js rejects it in a client boundary).
export {
  NavigationProvider,
  persistenceAdapter,
  useDivisionOptions,
  useNavigationActions,
  useNavigationIndex,
  useNavigationLink,
  useNavigationLocation,
  useSidebar,
  useSidebarNode,
} from './hook/index.js';
export { useNavigation } from './hook/navigation.js';
export { useNavigationSnapshot, useOnNavigate } from './hook/sidebar-hooks.js';
export { useBreadcrumbs, useEyebrow, useGlobalAnchors, usePager } from './hook/trail-hooks.js';
