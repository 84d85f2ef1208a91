/**
 * Public types of the headless navigation hook (DESIGN.md §5). Components and hosts draw from these.
 * Stable: changes are additive only.
 */
import type {
  Crumb,
  DivisionOption,
  GlobalAnchor,
  NavIndex,
  NavLocation,
  NavModel,
  NavScope,
  NavShell,
  PageNode,
} from '@docsnav/core';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import type { ExpandedState, NavigationActions, NodeRef, Persistence, SidebarView } from '../state/types.js';

export type {
  ExpandedState,
  NavigationActions,
  NodeRef,
  Persistence,
  PersistenceAdapter,
  SidebarGroup,
  SidebarItem,
  SidebarPage,
  SidebarView,
} from '../state/types.js';

/** Props every link receives: a real anchor's attributes with a required `href`. */
export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The target: a site path (with the `basePath`), `#fragment` or URL. */
  href: string;
  /** The link content. */
  children?: ReactNode;
}

/** The host's link component (Next `Link`, a react-router wrapper mapping `href` to `to`, ...). */
export type LinkComponent = ComponentType<NavLinkProps>;

/** Options of `NavigationProvider` besides the model and the pathname. */
export interface NavigationOptions {
  /** The host's drill-down default, used when docs.json has no `interaction.drilldown`. Default false. */
  drilldown?: boolean;
  /** Keep the expansion state across reloads. Off by default. Read after mount, so SSR output is unaffected. */
  persistence?: Persistence;
  /** Storage key for `'session'` / `'local'` persistence. Default `'docsnav:expanded'`. */
  storageKey?: string;
  /** Remembers the version or language the reader picks (by its id) and, after mount on a later visit, opens
   *  a page listed in several of them in that one. `'local'` (or true, the default), `'session'`, a host
   *  adapter, or false (off). The server and first client render ignore it. */
  rememberChoice?: boolean | Persistence;
  /** Storage key of `rememberChoice` in session/local storage. Default `'docsnav:division'`. */
  choiceStorageKey?: string;
  /** Opening a nested group closes its sibling groups. Default false. */
  accordion?: boolean;
  /**
   * Prefix for every internal href (pages, internal division links and page `url`s), replacing the model's
   * `settings.basePath` (e.g. `'/docs'`; `'docs/'` is normalized to it, `'/'` and `''` mean none).
   */
  basePath?: string;
}

/** Props of `NavigationProvider`: the whole model. A split model (DESIGN §4) has its own provider,
 *  `SplitNavigationProvider` of `@docsnav/react/split`, with the same props but `model`. */
export interface NavigationProviderProps extends NavigationOptions {
  /** The whole navigation model (from `@docsnav/node`, `virtual:docsnav/model`, or `parseDocs`). Without it,
   *  an empty navigation. */
  model?: NavModel;
  /** The current URL path. May carry `?query` and `#hash`: they are kept in switch targets. Pass the same
   *  value on the server and on the first client render. */
  pathname: string;
  /** The host's link component. Without it, plain `<a>` elements are rendered; a plain left click on an
   *  internal link then calls `navigate` when it is given (else the browser follows the link). */
  Link?: LinkComponent;
  /** The host's imperative navigation, used by actions (drill-down, group `root`, `navigate`). Without it,
   *  `window.location.assign` is used. */
  navigate?: (href: string) => void;
  /** Controlled expansion state. With it, the provider never changes the state itself: it asks through
   *  `onExpandedChange` (including the ancestors opened on a navigation). */
  expanded?: ExpandedState;
  /** Initial state in uncontrolled mode (merged over the docs.json defaults). */
  defaultExpanded?: ExpandedState;
  /** Called with the next state on every change (controlled and uncontrolled). */
  onExpandedChange?: (next: ExpandedState) => void;
  /** The UI that reads the navigation. */
  children?: ReactNode;
}

/** Live state of one sidebar node, from `useSidebarNode(node)`. */
export interface SidebarNodeState {
  /** Groups: shown open (always true for top-level groups). Pages: false. */
  open: boolean;
  /** The node is the current page, or a group whose `root` page is the current page. */
  current: boolean;
  /** The node is an ancestor of the current page (or is the current page). */
  onTrail: boolean;
}

/** A prev/next pager entry. */
export interface PagerLink {
  /** The page (node index). */
  node: number;
  /** Its sidebar label. */
  title: string;
  /** Its href. */
  href: string;
}

/** The value of `useNavigation()`. Re-renders on every navigation and expansion change; large UIs should
 *  prefer the narrower hooks (`useSidebar`, `useSidebarNode`, `useNavigationActions`). */
export interface NavigationValue extends NavigationActions {
  /** Core query index of the (basePath-adjusted) model, for direct use of `@docsnav/core` queries. */
  index: NavIndex;
  /** Core location: page, trail, active divisions, sidebar scope, pathname. */
  location: NavLocation;
  /** The current page node, when the pathname is a page of the navigation. */
  page?: PageNode;
  /** Effective drill-down: `interaction.drilldown` ?? the host's `drilldown` ?? false. */
  drilldown: boolean;
  /** The tabs of the active scope, the one holding the page marked `current`. */
  tabs: DivisionOption[];
  /** Menu items of the active tab. */
  menu: DivisionOption[];
  /** The anchors of the active scope (shown at the top of the sidebar). */
  anchors: DivisionOption[];
  /** The dropdowns of the active scope. */
  dropdowns: DivisionOption[];
  /** The sidebar of the active scope (static items; live state via `nodeState` or `useSidebarNode`). */
  sidebar: SidebarView;
  /** Live state of a sidebar node at this render. */
  nodeState(node: NodeRef): SidebarNodeState;
  /** The effective expansion state (controlled value, or the internal one). */
  expanded: ExpandedState;
  /** Product, tab, menu item, anchor, dropdown, groups, then the page (DESIGN §5). */
  breadcrumbs: Crumb[];
  /** `styling.eyebrows`: the whole trail, or the nearest group only. */
  eyebrow: Crumb[];
  /** The previous page in the active sidebar. */
  prev?: PagerLink;
  /** The next page in the active sidebar. */
  next?: PagerLink;
  /** `navigation.global` links plus the active divisions' `global` links. */
  globalAnchors: GlobalAnchor[];
  /** The link component to render every internal link with (the host's, or a plain anchor). */
  Link: LinkComponent;
}

/** Props of `SplitNavigationProvider` (`@docsnav/react/split`): a split model's shell and scopes instead of
 *  `model`, and how the provider gets the scopes it does not have. */
export interface SplitNavigationProviderProps extends Omit<NavigationProviderProps, 'model'> {
  /** A split model's shell: settings, global anchors and every division (`splitModel(model).shell`, or
   *  `virtual:docsnav`). */
  shell: NavShell;
  /** The scopes the host has: at least those of the current pathname (`splitModel(model).scopesFor`). A host
   *  that renders each page on the server passes the page's scopes here with each page; the provider keeps
   *  every scope it saw. */
  scopes?: readonly NavScope[];
  /** Loads a scope by id: called to prefetch on hover and focus of a tab, anchor, dropdown or switcher
   *  option, when a division is selected, and for a pathname the loaded scopes do not hold. While a scope
   *  the location needs loads, the previous sidebar stays. A host that holds the scope may return it
   *  (not a promise): the provider then shows it before the browser paints. */
  loadScope?: (id: string) => NavScope | Promise<NavScope>;
  /** The scope ids a pathname needs, for hosts that do not pass them with each page (a client-rendered
   *  app): asked when the loaded scopes do not hold the pathname. An array returned synchronously, with
   *  `loadScope` answering synchronously, shows the pathname's sidebar before the browser paints. */
  resolveScopes?: (pathname: string) => Promise<readonly string[]> | readonly string[];
}
