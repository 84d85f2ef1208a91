'use client';
/**
 * @docsnav/react: the headless navigation hook and the components of a docs navigation. The menus,
 * switchers, drawer and the assembled layout are in `@docsnav/react/switchers`.
 */

export { Badge, type BadgeProps } from './components/badge.js';
export { Breadcrumbs, type BreadcrumbsLabels, type BreadcrumbsProps } from './components/breadcrumbs.js';
export { Eyebrow, type EyebrowProps } from './components/eyebrow.js';
export {
  GlobalAnchors,
  type GlobalAnchorsLabels,
  type GlobalAnchorsProps,
} from './components/global-anchors.js';
export {
  type IconImport,
  type IconSource,
  type IconTable,
  registerIcons,
} from './components/icon-loader.js';
export { type ActiveLanguage, useActiveLanguage } from './components/language.js';
export {
  ExternalMark,
  NavAnchor,
  type NavAnchorProps,
  NewTabLabelProvider,
  type NewTabLabelProviderProps,
} from './components/links.js';
export {
  type IconResolver,
  IconResolverProvider,
  type IconResolverProviderProps,
  NavIcon,
  type NavIconProps,
} from './components/nav-icon.js';
export { Pager, type PagerLabels, type PagerProps } from './components/pager.js';
export { Sidebar, type SidebarProps } from './components/sidebar/sidebar.js';
export type {
  CollapsedMode,
  SidebarComponents,
  SidebarGroupComponentProps,
  SidebarLabels,
  SidebarPageComponentProps,
} from './components/sidebar/sidebar-context.js';
export { useSidebarScroll } from './components/sidebar/sidebar-scroll.js';
export { useBrand } from './hook/brand-hooks.js';
export { useIconLibrary } from './hook/icon-library.js';
export type * from './hook/index.js';
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
export { type SidebarFilter, useSidebarFilter } from './hook/sidebar-filter.js';
export { type NavigationSnapshot, useNavigationSnapshot, useOnNavigate } from './hook/sidebar-hooks.js';
export { useBreadcrumbs, useEyebrow, useGlobalAnchors, usePager } from './hook/trail-hooks.js';
