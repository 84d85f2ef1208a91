import { type ComponentType, createContext, type ReactNode, type RefObject, useContext } from 'react';
import type {
  LinkComponent,
  SidebarGroup,
  SidebarNodeState,
  SidebarPage,
  SidebarView,
} from '../../hook/types.js';
import type { CurrentPages } from './current-page.js';

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
  /** Accessible name and placeholder of the filter box (the `filter` prop). Default "Filter pages" (the
   *  default lives with the box, in `@docsnav/react/layout`, not in a first page's code). */
  filter?: string;
  /** What the filter announces (politely) for a number of matching pages: "3 pages match", "No page matches". */
  filterCount?: (count: number) => string;
}

/** Props of a host's page entry (`components.Page`): rendered inside the entry's `li`. */
export interface SidebarPageComponentProps {
  /** The page entry (static: title, href, icon, tag, method...). */
  page: SidebarPage;
  /** Its live state; `current` is the page shown (render the link with `aria-current="page"`). */
  state: SidebarNodeState;
}

/** Props of a host's group entry (`components.Group`): rendered inside the entry's `li`. */
export interface SidebarGroupComponentProps {
  /** The group entry (static: label, icon, tag, href, collapsible, children...). */
  group: SidebarGroup;
  /** Its live state: `open` (always true for a top-level group), `current`, `onTrail`. */
  state: SidebarNodeState;
  /** The id of the element holding the group's entries: the `aria-controls` of a toggle button. */
  contentId: string;
  /** The group's entries as the kit renders them (closed groups: hidden, filled after mount as the
   *  sidebar's `collapsed` mode says; each entry uses `components` again). Place it under the title. */
  children: ReactNode;
}

/** Replaceable parts of the sidebar (each optional: the kit's own where not given). Keep the object
 *  stable (module level or memoized): every entry re-renders when it changes. */
export interface SidebarComponents {
  /** Draws a page entry. Use `useNavigationLink()` for its link (or `NavAnchor`) and `state.current`. */
  Page?: ComponentType<SidebarPageComponentProps>;
  /** Draws a group entry: its title (a heading, or a disclosure calling `useNavigationActions().toggle`)
   *  and its `children`. */
  Group?: ComponentType<SidebarGroupComponentProps>;
  /** The label of a page entry inside the kit's link (default: its title). */
  PageLabel?: ComponentType<{ page: SidebarPage }>;
  /** The label of a group title inside the kit's heading or disclosure (default: its label). */
  GroupLabel?: ComponentType<{ group: SidebarGroup }>;
}

/** Props of the filter box a {@link Sidebar}'s `filter` prop draws (the kit's is `SidebarFilterBox`, in
 *  `@docsnav/react/layout`; `DocsLayout` passes it). */
export interface SidebarFilterBoxProps {
  /** The sidebar's texts (defaults merged with the host's). */
  labels: SidebarLabels;
  /** The sidebar's `nav`, whose entries the box highlights and moves focus into. */
  nav: RefObject<HTMLElement | null>;
  /** Reports the narrowed sidebar to draw instead of the whole one (undefined: the whole one). */
  onNarrow(view: SidebarView | undefined): void;
}

/** Shared by every sidebar item; stable while the sidebar is mounted. */
export interface SidebarContextValue {
  /** The link component for internal links. */
  Link: LinkComponent;
  /** How closed groups keep their pages. */
  collapsed: CollapsedMode;
  /** The texts, defaults merged with the host's. */
  labels: SidebarLabels;
  /** The host's replacements of the sidebar's parts. */
  components?: SidebarComponents | undefined;
  /** Which page entry is current (one navigation listener for the sidebar's page entries). */
  pages: CurrentPages;
}

/** The English default texts. */
export const DEFAULT_SIDEBAR_LABELS: SidebarLabels = {
  nav: 'Sidebar',
  toggle: (label) => `Toggle ${label}`,
  deprecated: 'Deprecated',
};

/** The mounted sidebar's shared values, for its items. */
export const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The mounted sidebar's shared values; throws outside `<Sidebar>` (a kit component used out of place). */
export function useSidebarContext(): SidebarContextValue {
  return sidebarContext(useContext(SidebarContext));
}

/** The sidebar's shared values read from its context (a class entry's `this.context`); throws when absent. */
export function sidebarContext(value: SidebarContextValue | null): SidebarContextValue {
  if (!value) throw new Error('docsnav: sidebar items must be rendered inside <Sidebar>');
  return value;
}
