/**
 * The navigation store: the state of one provider without React (location, expansion, the user's division
 * choice, a split model's scopes it loads and prefetches: scope-loader.ts), with per-node subscriptions. The provider (hook/provider.tsx) creates it, pushes its props with
 * `setOptions` after each render and this render's location with `setCurrent`; the hooks read it through
 * `useSyncExternalStore`. Tested without React or a DOM (nav-store.test.ts).
 */
import {
  cached,
  type DivisionOption,
  divisionOptions,
  type NavIndex,
  type NavLocation,
  nodeById,
  nodeHref,
  normalizePathname,
} from '@docsnav/core';
import { isOpen, nodeBits, openTrail, withOpen } from './expansion.js';
import { buildSidebar, groupHref } from './sidebar-view.js';
import type {
  CarriedState,
  CurrentPage,
  ExpandedState,
  NavigationStore,
  NodeRef,
  SidebarView,
  StoreOptions,
} from './types.js';

export type * from './types.js';

/** The subscription key of `current` (no node id starts with a NUL). */
export const CURRENT = '\0c';
/** The subscription key of `choice`. */
export const CHOICE = '\0d';
/** The key of the subscribers of every change. */
const ALL = '\0';

/** On a server, the sidebar views of an index (without, with drill-down): a static build renders the pages
 *  of a sidebar in a row on one index (core's `sharedIndex`), and each page's store would build the same
 *  tree again (about 5% of a page's render at nav-10k). A browser's store keeps its own: `replaceIndex`
 *  renumbers them in place (split-views.ts). */
type Views = Map<string, SidebarView>;
const serverViews = new WeakMap<NavIndex, [Views, Views]>();

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The store of one provider, from the core index of the (basePath-adjusted) model, the effective drill-down,
 * the first location (`current`), the first expansion state (the page's ancestors are opened in it), the
 * first options (a controlled `expanded` among them is taken as already applied), and what it takes over from
 * the provider's previous store: its division choice and, for a split model, its scope loader (a whole model
 * has none: the split-model code is not in its bundle).
 */
export function createNavigationStore(
  index: NavIndex,
  drilldown: boolean,
  current: CurrentPage,
  expanded: ExpandedState,
  options: StoreOptions = {},
  { choice, scopeLoader }: CarriedState = {},
): NavigationStore {
  const { location } = current;
  // Subscribers by key (node id, CURRENT, CHOICE, ALL).
  const listeners = new Map<string, Set<() => void>>();
  // Views by scope id (kept across index replacements); options by axis and active division (cleared by a
  // replacement). On a server, shared by the stores of every page rendered on the same index (`serverViews`).
  const views =
    typeof document === 'object'
      ? new Map<string, SidebarView>()
      : cached(serverViews, index, (): [Views, Views] => [new Map(), new Map()])[drilldown ? 1 : 0];
  let optionLists = new Map<string, DivisionOption[]>();
  // A new index was swapped in: every subscriber hears of it at the next commit.
  let replaced = false;
  const notify = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const report = (next: ExpandedState) => {
    options.onExpandedChange?.(next);
    options.persist?.write(next);
  };
  /** A user's change: shown at once unless controlled (then the host decides). */
  const change = (next: ExpandedState) => {
    if (next === s.expanded) return;
    if (!options.expanded) setState(s.location, next);
    report(next);
  };
  const navigate = (href: string) =>
    options.navigate ? options.navigate(href) : window.location.assign(href);
  const nodeIndex = (ref: NodeRef): number => (typeof ref === 'number' ? ref : nodeById(s.index, ref));
  const setOpen = (ref: NodeRef, open: boolean) =>
    change(withOpen(s.index.nodes, s.expanded, nodeIndex(ref), open, options.accordion));
  const toggle = (ref: NodeRef) => setOpen(ref, !isOpen(s.index.nodes, s.expanded, nodeIndex(ref)));
  // Prefetching (split models): the scope a division leads into, when the index has not loaded it.
  const prefetch = (node: number) => scopeLoader?.prefetch(s.index, node, options);
  const s: Mutable<NavigationStore> = {
    index,
    drilldown,
    location,
    current,
    expanded: openTrail(index.nodes, expanded, location, options.accordion),
    choice,
    options,
    scopeLoader,
    actions: {
      toggle,
      open: (node) => setOpen(node, true),
      close: (node) => setOpen(node, false),
      navigate,
      prefetch: (division) => prefetch(nodeIndex(division)),
      selectDivision(node, href = nodeHref(s.index, node)) {
        prefetch(node);
        if (!href) return;
        s.choice = {
          id: s.index.nodes[node]?.id ?? '',
          path: normalizePathname(s.index, href),
          from: s.location.pathname,
        };
        notify(CHOICE);
      },
      selectGroup(ref) {
        const node = nodeIndex(ref);
        const group = s.index.nodes[node];
        if (group?.type !== 'group') return;
        // The title's link (groupHref), unless it leads where the reader is: its root page shown, or (no
        // root) a drill-down into the group that holds the current page. Then it toggles.
        const { page, trail } = s.location;
        const href =
          (group.root === undefined ? !trail.includes(node) : group.root !== page) &&
          groupHref(s.index, node, drilldown);
        if (href) navigate(href);
        else toggle(node);
      },
    },
    setCurrent(next) {
      s.current = next;
    },
    setOptions(nextOptions) {
      const last = options.expanded;
      s.options = options = nextOptions;
      if (nextOptions.expanded && nextOptions.expanded !== last) setState(s.location, nextOptions.expanded);
      const { location: next, chosen } = s.current;
      const { choice } = s;
      // Forget the choice once the reader is elsewhere than where it was made or leads.
      if (choice && next.pathname !== choice.path && next.pathname !== choice.from) {
        s.choice = undefined;
        notify(CHOICE);
      }
      if (next !== s.location) {
        if (chosen >= 0) s.saveChoice?.(chosen, next);
        moveTo(next);
      }
      // Whoever reads the index (or the views and options built from it) hears of the new one.
      if (replaced) notify(ALL);
      replaced = false;
      notify(CURRENT);
    },
    nodeIndex,
    subscribe(listener, key = ALL) {
      const set = cached(listeners, key, () => new Set<() => void>());
      set.add(listener);
      return () => set.delete(listener);
    },
    sidebarView(scope) {
      const id = s.index.nodes[scope]?.id ?? '';
      const kept = views.get(id);
      if (kept?.scope === scope) return kept;
      const built = buildSidebar(s.index, scope, drilldown);
      views.set(id, built);
      return built;
    },
    divisionOptions(kind, at = s.location) {
      return cached(optionLists, kind + at.divisions[kind], () => divisionOptions(s.index, at, kind));
    },
    setState,
    moveTo,
    replaceIndex(next, nextLocation, keepViews) {
      keepViews(s.index, next, views);
      s.index = next;
      s.location = nextLocation;
      optionLists = new Map();
      replaced = true;
    },
  };
  function setState(nextLocation: NavLocation, nextExpanded: ExpandedState) {
    const { nodes } = s.index;
    const old = s.location;
    const oldExpanded = s.expanded;
    const changed = new Set<number>(
      nextLocation === old ? [] : [...old.trail, ...nextLocation.trail, old.page, nextLocation.page],
    );
    s.location = nextLocation;
    s.expanded = nextExpanded;
    for (const i of changed) {
      const id = nodes[i]?.id;
      if (
        id !== undefined &&
        nodeBits(nodes, old, oldExpanded, i) !== nodeBits(nodes, nextLocation, nextExpanded, i)
      )
        notify(id);
    }
    // Expansion is keyed by id, as subscriptions are: no lookup of the node (a subscriber whose state
    // did not change reads the same bits and does not render).
    if (nextExpanded !== oldExpanded)
      for (const k in { ...oldExpanded, ...nextExpanded }) if (oldExpanded[k] !== nextExpanded[k]) notify(k);
    notify(ALL);
  }
  function moveTo(nextLocation: NavLocation, base = s.expanded) {
    const previous = s.expanded;
    const next = openTrail(s.index.nodes, base, nextLocation, options.accordion);
    setState(nextLocation, next);
    if (next !== previous) report(next);
  }
  return s;
}
