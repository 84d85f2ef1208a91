/**
 * The types the navigation store owns (state/nav-store.ts): the expansion state and its persistence, the
 * sidebar view, node references and the actions. React-free; the hook re-exports the public ones
 * (hook/types.ts).
 */
import type { DivisionOption, IconRef, NavIndex, NavLocation, PageNode } from '@docsnav/core';
import type { ScopeLoader, ScopeSource } from './scope-loader.js';

/** Open state of nested groups chosen by the user or the host: node `id` → open. Groups absent from it
 *  use their default (`expanded` in docs.json). Top-level groups are always open and never listed. */
export type ExpandedState = Readonly<Record<string, boolean>>;

/** A host store for the expansion state (persisted across reloads). Read once, after mount. */
export interface PersistenceAdapter {
  /** The saved state, or null/undefined when nothing is saved. May throw: errors are ignored. */
  read(): ExpandedState | null | undefined;
  /** Called with the whole state after every change. May throw: errors are ignored. */
  write(state: ExpandedState): void;
}

/** Where the expansion state is kept across reloads: `sessionStorage`, `localStorage`, or a host adapter. */
export type Persistence = 'session' | 'local' | PersistenceAdapter;

/** A page entry of the sidebar. Static: does not change with navigation or expansion. */
export interface SidebarPage {
  /** Discriminant of {@link SidebarItem}. */
  type: 'page';
  /** Node index in `index.nodes` (shifts when docs.json changes, and when a split model loads a scope: prefer
   *  `id`). */
  node: number;
  /** The node's stable `id`: a React key that survives reloads, the key for `useSidebarNode`. */
  id: string;
  /** Sidebar label. */
  title: string;
  /** Where the entry links: the page href, or its frontmatter `url`. */
  href: string;
  /** True for `http(s):`/`mailto:` targets (frontmatter `url`): open in a new tab. */
  external: boolean;
  /** Frontmatter `icon`. */
  icon?: IconRef;
  /** Frontmatter `tag`, shown as a badge. */
  tag?: string;
  /** OpenAPI method badge (`GET`, `POST`, `WEBHOOK`...), for endpoint pages. */
  method?: string;
  /** The page is deprecated (shown as a mark). */
  deprecated?: boolean;
  /** Nesting level inside the sidebar: 0 directly under the division, 1 inside a top-level group, ... */
  level: number;
}

/** A group of the sidebar. Static: does not change with navigation or expansion. */
export interface SidebarGroup {
  /** Discriminant of {@link SidebarItem}. */
  type: 'group';
  /** Node index in `index.nodes` (shifts when docs.json changes, and when a split model loads a scope: prefer
   *  `id`). */
  node: number;
  /** The node's stable `id`: the key of the expansion state, for `useSidebarNode` and the actions. */
  id: string;
  /** The group's title. */
  label: string;
  /** Group `icon`. */
  icon?: IconRef;
  /** Group `tag`, shown as a badge. */
  tag?: string;
  /** GroupNode.depth: 1 for a top-level group. */
  depth: number;
  /** False for top-level groups: headings, always open, no toggle. */
  collapsible: boolean;
  /** Where selecting the title leads: the `root` page, or with drill-down on the first page. Undefined when
   *  the title only toggles. Render the title as a link to it and call `selectGroup` on click. */
  href?: string;
  /** Node index of the group's `root` page, when it has one. */
  root?: number;
  /** Visible children (hidden pages and the root page are left out). */
  children: SidebarItem[];
  /** Nesting level inside the sidebar (0 for a top-level group). */
  level: number;
}

/** One entry of the sidebar tree. */
export type SidebarItem = SidebarGroup | SidebarPage;

/** The sidebar of the active scope. Changes only when the scope (the innermost active division) changes. */
export interface SidebarView {
  /** Node index whose content is shown (`location.sidebar`). */
  scope: number;
  /** The stable id of that node (the same across the indexes of a split model as its scopes load). */
  id: string;
  /** The entries of the scope, in document order. */
  items: SidebarItem[];
}

/**
 * A node as the public API addresses it: its stable string `id` (`SidebarItem.id`, the key of the expansion
 * state: it survives an edit elsewhere in docs.json and hot reloads), or its index in `index.nodes` (the
 * older form, kept: indices shift when docs.json changes). An unknown id is ignored.
 */
export type NodeRef = string | number;

/** Everything a UI can do. Functions are stable across renders. */
export interface NavigationActions {
  /** Selecting a group title (DESIGN §5): a group containing the current page toggles; else a group with
   *  `root` opens its root page; else with drill-down on it opens and goes to its first page; else toggles. */
  selectGroup(group: NodeRef): void;
  /** Opens or closes a nested group (the chevron), by its `id` (or index). No effect on top-level groups. */
  toggle(group: NodeRef): void;
  /** Opens a nested group, by its `id` (or index). */
  open(group: NodeRef): void;
  /** Closes a nested group, by its `id` (or index). */
  close(group: NodeRef): void;
  /** Navigates through the host (`navigate` prop, else `window.location.assign`). */
  navigate(href: string): void;
  /** Call when the user selects a division — a tab, menu item, anchor, dropdown or switcher option — just
   *  before the host follows its link (`href`, default: the division's own href). When the target page is
   *  also listed in other divisions, it then resolves in the chosen one; when it is the current page, the
   *  location moves into the chosen division at once. The kit's components call it themselves. */
  selectDivision(node: number, href?: string): void;
  /** Split models: starts loading the sidebar a division leads into (a tab, anchor, dropdown or switcher
   *  option the reader hovers or focuses), so that selecting it shows its sidebar without waiting. No effect
   *  on a whole model or a loaded scope. The kit's components call it on hover and focus. */
  prefetch(division: NodeRef): void;
}

/** The location of the provider's `pathname`, computed once per navigation (`NavigationStore.current`). */
export interface CurrentPage {
  /** The location of the pathname (core `locate`, or the chosen division's). */
  location: NavLocation;
  /** The `pathname` prop as given (with its query and hash). */
  url: string;
  /** The current page node, if the pathname is one. */
  page?: PageNode | undefined;
  /** The node of the division choice the location was taken in (`DivisionChoice.id`), or -1. */
  chosen: number;
}

/** The division axes listed as options by the hook (switchers have their own hook). */
export type OptionKind = 'tab' | 'menu' | 'anchor' | 'dropdown';

/** A division the user chose (`selectDivision`), applied while the pathname is `path`. */
export interface DivisionChoice {
  /** The chosen division's stable id (the same in every index of a split model). */
  id: string;
  /** The pathname the choice applies to. */
  path: string;
  /** The pathname when the choice was made. */
  from: string;
}

/** What the store acts with, pushed by the provider from its props after every render (`setOptions`); a
 *  split model's `loadScope` and `resolveScopes` among them. */
export interface StoreOptions extends ScopeSource {
  /** The host's navigation (prop `navigate`); default `window.location.assign`. */
  navigate?: ((href: string) => void) | undefined;
  /** The host's listener of expansion changes. */
  onExpandedChange?: ((next: ExpandedState) => void) | undefined;
  /** The controlled expansion state (prop `expanded`): the store then only reports changes. */
  expanded?: ExpandedState | undefined;
  /** Opening a nested group closes its siblings. */
  accordion?: boolean | undefined;
  /** Where the expansion state is saved, when persistence is on. */
  persist?: PersistenceAdapter | undefined;
  /** Remembered version or language (provider props), read by the switchers entry's `rememberChoices`. */
  rememberChoice?: boolean | Persistence | undefined;
  /** Its storage key. */
  choiceStorageKey?: string | undefined;
}

/** What a provider's new store takes over from the previous one. */
export interface CarriedState {
  /** The division choice, while it applies. */
  choice?: DivisionChoice | undefined;
  /** The provider's scope loader (split models): the scopes loaded and asked for stay so. */
  scopeLoader?: ScopeLoader | undefined;
}

/** A subscription key of the store: a node's stable id, or one of the store's own keys (`CURRENT`...). */
export type StoreKey = string;

/**
 * The navigation state of one provider, without React: the location, the expansion state and the user's
 * division choice, with per-node subscriptions. It lives as long as the model: a split model's new index (a
 * scope loaded) replaces the old one (`replaceIndex`), so that subscribers keep their subscriptions and only
 * the nodes whose state changed are told.
 */
export interface NavigationStore {
  /** The core index of the (basePath-adjusted) model; replaced by `replaceIndex`. */
  readonly index: NavIndex;
  /** Effective drill-down. */
  readonly drilldown: boolean;
  /** The location the store shows (the last one applied by `setOptions`). */
  readonly location: NavLocation;
  /** The location of the provider's pathname: set as the provider renders (`setCurrent`), so that what
   *  renders after it in the same pass reads it; its subscribers (key `CURRENT`) are told by `setOptions`. */
  readonly current: CurrentPage;
  /** The effective expansion state. */
  readonly expanded: ExpandedState;
  /** The division the user chose last, while it applies (subscription key `CHOICE`). */
  readonly choice: DivisionChoice | undefined;
  /** The options pushed by the provider. */
  readonly options: StoreOptions;
  /** The split model's scopes this provider loads itself (`prefetch`, the scopes a location needs); none
   *  for a whole model. */
  readonly scopeLoader: ScopeLoader | undefined;
  /** The actions (stable functions). */
  readonly actions: NavigationActions;
  /** Sets the location of the provider's pathname as the provider renders; nobody is told until
   *  `setOptions`. */
  setCurrent(current: CurrentPage): void;
  /** Takes the provider's props once it has rendered (a layout effect), and applies them with `current`:
   *  a new controlled `expanded`; forgets a choice made elsewhere, remembers a chosen version or language,
   *  opens the page's ancestors, and tells the subscribers. */
  setOptions(options: StoreOptions): void;
  /** The node index of a `NodeRef` (a node's string id, or already an index); -1 when unknown. */
  nodeIndex(ref: NodeRef): number;
  /** Subscribes to the changes of one key (a node's stable id, `CURRENT`, `CHOICE`), or to every change
   *  when `key` is undefined. Returns the unsubscribe function. */
  subscribe(listener: () => void, key?: StoreKey): () => void;
  /** The static sidebar of a scope, built once per scope (and kept, renumbered, across `replaceIndex`). */
  sidebarView(scope: number): SidebarView;
  /** The options of an axis at a location (default: the store's); the same array while the axis's active
   *  division stays. */
  divisionOptions(kind: OptionKind, location?: NavLocation): DivisionOption[];
  /** Replaces location and/or expansion, telling only the nodes whose state may have changed. */
  setState(location: NavLocation, expanded: ExpandedState): void;
  /** Applies a navigation (and a state to merge, e.g. the persisted one): opens the new page's ancestors
   *  and reports the change. */
  moveTo(location: NavLocation, expanded?: ExpandedState): void;
  /** Replaces the index by another of the same split model (more scopes loaded) and the location by the same
   *  place in it (core `carryLocation`). Node ids, expansion and subscriptions stay; `keepViews` (split-views.ts,
   *  the split provider's) keeps the sidebar views of loaded scopes, the same objects with their node numbers
   *  updated, and drops the others. Every subscriber is told by the next `setOptions`. */
  replaceIndex(
    index: NavIndex,
    location: NavLocation,
    keepViews: (from: NavIndex, to: NavIndex, views: Map<string, SidebarView>) => void,
  ): void;
  /** Saves a chosen version or language (set once by the switchers entry, `rememberChoices`, so that a site
   *  without switchers does not ship the storage code). */
  saveChoice?: ((node: number, location: NavLocation) => void) | undefined;
}
