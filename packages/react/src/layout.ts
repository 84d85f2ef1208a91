'use client';
/**
 * @docsnav/react/layout: the assembled docs layout (`DocsLayout`: header, tabs, sidebar, content, pager),
 * the mobile drawer (`MobileNav`, on a Radix dialog), the desktop sidebar's collapse button, and the header's
 * docs.json brand (`SiteLogo`, `NavbarLinks`, `NavbarPrimary`, `BrandNavbar`, `BrandStyle`; `useBrand` gives
 * a host drawing its own header the same data). A separate entry, so a site drawing its own layout does not ship
 * them.
 */
export { DocsLayout, type DocsLayoutLabels } from './components/docs-layout.js';
export { MobileNav } from './components/mobile-nav.js';
export { SidebarCollapseButton, useSidebarCollapse } from './components/sidebar/sidebar-collapse.js';
export { SidebarFilterBox } from './components/sidebar/sidebar-filter.js';
export {
  BrandNavbar,
  BrandStyle,
  GitHubMark,
  NavbarLinks,
  NavbarPrimary,
  SiteLogo,
} from './components/site-brand.js';
export { useBrand } from './hook/brand-hooks.js';
export { useSidebarFilter } from './hook/sidebar-filter.js';
