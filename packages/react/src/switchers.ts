'use client';
/**
 * @docsnav/react/switchers: the parts built on Radix menus and dialogs — product, version and language
 * switchers, the dropdown, the tab bar with tab menus, the mobile drawer — and the `DocsLayout` that
 * assembles everything. A separate entry, so a site using only the sidebar does not ship them.
 */
export { DocsLayout, type DocsLayoutLabels, type DocsLayoutProps } from './components/docs-layout.js';
export { type MenuButtonProps, type MenuOption, OptionContent } from './components/menu-button.js';
export { MobileNav, type MobileNavLabels, type MobileNavProps } from './components/mobile-nav.js';
export {
  type SidebarCollapse,
  SidebarCollapseButton,
  type SidebarCollapseButtonProps,
  type SidebarCollapseOptions,
  useSidebarCollapse,
} from './components/sidebar-collapse.js';
export {
  Dropdown,
  LanguageSwitcher,
  ProductSwitcher,
  type SwitcherLabels,
  type SwitcherProps,
  VersionSwitcher,
} from './components/switchers.js';
export { TabBar, type TabBarLabels, type TabBarProps } from './components/tab-bar.js';
export { type SwitchKind, useSwitchTargets } from './hook/switch-targets.js';
