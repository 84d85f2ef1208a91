'use client';
/**
 * @docsnav/react/switchers: the parts built on Radix menus — product, version and language switchers, the
 * dropdown, the tab bar with tab menus — and `useSwitchTargets`. A separate entry, so a site using only the
 * sidebar does not ship them. The layout and the drawer are in `@docsnav/react/layout`.
 */
import * as layout from './layout.js';

export { type MenuButtonProps, type MenuOption, OptionContent } from './components/menu-button.js';
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

// Moved to `@docsnav/react/layout`; kept here for one release.
/** @deprecated Import `DocsLayout` from `@docsnav/react/layout` (this path goes in the next release). */
export const DocsLayout = layout.DocsLayout;
/** @deprecated Import from `@docsnav/react/layout`. */
export type DocsLayoutLabels = layout.DocsLayoutLabels;
/** @deprecated Import from `@docsnav/react/layout`. */
export type DocsLayoutProps = layout.DocsLayoutProps;
/** @deprecated Import `MobileNav` from `@docsnav/react/layout` (this path goes in the next release). */
export const MobileNav = layout.MobileNav;
/** @deprecated Import from `@docsnav/react/layout`. */
export type MobileNavLabels = layout.MobileNavLabels;
/** @deprecated Import from `@docsnav/react/layout`. */
export type MobileNavProps = layout.MobileNavProps;
/** @deprecated Import from `@docsnav/react/layout`. */
export const SidebarCollapseButton = layout.SidebarCollapseButton;
/** @deprecated Import from `@docsnav/react/layout`. */
export const useSidebarCollapse = layout.useSidebarCollapse;
/** @deprecated Import from `@docsnav/react/layout`. */
export type SidebarCollapse = layout.SidebarCollapse;
/** @deprecated Import from `@docsnav/react/layout`. */
export type SidebarCollapseButtonProps = layout.SidebarCollapseButtonProps;
/** @deprecated Import from `@docsnav/react/layout`. */
export type SidebarCollapseOptions = layout.SidebarCollapseOptions;
