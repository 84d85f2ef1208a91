'use client';
/**
 * @docsnav/react/switchers: the parts built on Radix menus — product, version and language switchers, the
 * dropdown, the tab bar with tab menus — `useSwitchTargets` and `useRememberedChoice`. A separate entry, so a site using only the
 * sidebar does not ship them. The layout and the drawer are in `@docsnav/react/layout`.
 */
export { Dropdown, LanguageSwitcher, ProductSwitcher, VersionSwitcher } from './components/switchers.js';
export { TabBar } from './components/tab-bar.js';
export { useRememberedChoice } from './hook/remembered-choice.js';
export { useSwitchTargets } from './hook/switch-targets.js';
