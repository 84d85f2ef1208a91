'use client';
/**
 * @docsnav/react/layout: the assembled docs layout (`DocsLayout`: header, tabs, sidebar, content, pager),
 * the mobile drawer (`MobileNav`, on a Radix dialog) and the desktop sidebar's collapse button. A separate
 * entry, so a site drawing its own layout does not ship them.
 */
export { DocsLayout, type DocsLayoutLabels, type DocsLayoutProps } from './components/docs-layout.js';
export { MobileNav, type MobileNavLabels, type MobileNavProps } from './components/mobile-nav.js';
export {
  type SidebarCollapse,
  SidebarCollapseButton,
  type SidebarCollapseButtonProps,
  type SidebarCollapseOptions,
  useSidebarCollapse,
} from './components/sidebar-collapse.js';
