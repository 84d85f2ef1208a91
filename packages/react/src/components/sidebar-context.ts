import { createContext, type ReactNode } from 'react';
import type { LinkComponent, SidebarGroup, SidebarPage } from '../hook/types.js';

/**
 * How a closed nested group keeps its pages (see docs/components.md):
 * - `deferred` (default): left out of the server HTML and the first render (a mount as fast as
 *   `unmount`), then mounted by a low-priority transition with `hidden="until-found"`: find-in-page
 *   finds and opens them a moment after load.
 * - `until-found`: mounted from the first render, server HTML included (`hidden`, upgraded to
 *   `until-found` after mount): every link in the HTML for crawlers, at the cost of a bigger HTML and
 *   a slower mount on huge sidebars.
 * - `unmount`: not rendered until opened: find-in-page cannot reach a closed group.
 */
export type CollapsedMode = 'deferred' | 'until-found' | 'unmount';

/** Texts of the sidebar, for translation. */
export interface SidebarLabels {
  /** Accessible name of the sidebar `nav`. */
  nav: string;
  /** Accessible name of the separate chevron of a group whose title is a link. */
  toggle: (groupLabel: string) => string;
  /** Text of the deprecated mark on a page. Default "Deprecated". */
  deprecated: string;
}

/** Shared by every sidebar item; stable while the sidebar is mounted. */
export interface SidebarContextValue {
  /** The link component for internal links. */
  Link: LinkComponent;
  /** How closed groups keep their pages. */
  collapsed: CollapsedMode;
  /** The texts, defaults merged with the host's. */
  labels: SidebarLabels;
  /** Slot: a page entry's label. */
  renderPageLabel?: ((page: SidebarPage) => ReactNode) | undefined;
  /** Slot: a group title's label. */
  renderGroupLabel?: ((group: SidebarGroup) => ReactNode) | undefined;
}

/** The English default texts. */
export const DEFAULT_SIDEBAR_LABELS: SidebarLabels = {
  nav: 'Sidebar',
  toggle: (label) => `Toggle ${label}`,
  deprecated: 'Deprecated',
};

/** The mounted sidebar's shared values, for its items. */
export const SidebarContext = createContext<SidebarContextValue | null>(null);
