import { createContext, type ReactNode } from 'react';
import type { LinkComponent, SidebarGroup, SidebarPage } from '../hook/types.js';

/**
 * How a collapsed nested group keeps its pages:
 * - `until-found` (default): mounted, with `hidden="until-found"` where the browser supports it (plain
 *   `hidden` in the server HTML): find-in-page finds and opens them, crawlers see every link.
 * - `unmount`: not rendered until opened: a smaller server HTML and a faster first mount on huge sidebars,
 *   but find-in-page cannot reach a closed group.
 */
export type CollapsedMode = 'until-found' | 'unmount';

/** Texts of the sidebar, for translation. */
export interface SidebarLabels {
  /** Accessible name of the sidebar `nav`. */
  nav: string;
  /** Accessible name of the separate chevron of a group whose title is a link. */
  toggle: (groupLabel: string) => string;
  deprecated: string;
}

/** Shared by every sidebar item; stable while the sidebar is mounted. */
export interface SidebarContextValue {
  Link: LinkComponent;
  collapsed: CollapsedMode;
  labels: SidebarLabels;
  renderPageLabel?: ((page: SidebarPage) => ReactNode) | undefined;
  renderGroupLabel?: ((group: SidebarGroup) => ReactNode) | undefined;
}

/** The English default texts. */
export const DEFAULT_SIDEBAR_LABELS: SidebarLabels = {
  nav: 'Sidebar',
  toggle: (label) => `Toggle ${label}`,
  deprecated: 'Deprecated',
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);
