'use client';
/**
 * @docsnav/react/layout: the assembled docs layout (`DocsLayout`: header, tabs, sidebar, content, pager),
 * the mobile drawer (`MobileNav`, on a Radix dialog), the desktop sidebar's collapse button, and the header's
 * docs.json brand (`SiteLogo`, `NavbarLinks`, `NavbarPrimary`, `BrandNavbar`, `BrandStyle`; `useBrand` in the
 * main entry gives a host the same data). A separate entry, so a site drawing its own layout does not ship them.
 */
export { DocsLayout, type DocsLayoutLabels, type DocsLayoutProps } from './components/docs-layout.js';
export { MobileNav, type MobileNavLabels, type MobileNavProps } from './components/mobile-nav.js';
export {
  type SidebarCollapse,
  SidebarCollapseButton,
  type SidebarCollapseButtonProps,
  type SidebarCollapseOptions,
  useSidebarCollapse,
} from './components/sidebar/sidebar-collapse.js';
export {
  BrandNavbar,
  type BrandNavbarProps,
  BrandStyle,
  GitHubMark,
  NavbarLinks,
  type NavbarLinksLabels,
  type NavbarLinksProps,
  NavbarPrimary,
  type NavbarPrimaryProps,
  SiteLogo,
  type SiteLogoProps,
} from './components/site-brand.js';
