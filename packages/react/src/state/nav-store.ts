import {
  carryNode,
  type DivisionOption,
  divisionOptions,
  type NavIndex,
  type NavLocation,
  nodeById,
  nodeHref,
  normalizePathname,
} from '@docsnav/core';
import type { Here } from '../hook/context.js';
import type {
  ExpandedState,
  NavigationActions,
  NavigationOptions,
  NodeRef,
  PersistenceAdapter,
  SidebarView,
} from '../hook/types.js';
import { isOpen, nodeBits, openTrail, withOpen } from './expansion.js';
import { buildSidebar } from './sidebar-view.js';

/** A division the user chose, applied when the pathname is `path` (`from`: the pathname at that time). */
export interface Choice {
  /** The chosen division (node index). */
  node: number;
  /** The pathname the choice applies to. */
  path: string;
  /** The pathname when the choice was made. */
  from: string;
}

/** Latest provider props the store acts with (updated after every render). */
export interface StoreProps {
  /** Records a division choice (the provider re-locates with it). */
  choose?: (choice: Choice) => void;
  /** The host's navigation (prop `navigate`). */
  navigate?: (href: string) => void;
  /** Split models: loads the scope a division leads into, when it is not loaded (the provider's). */
  prefetch?: (node: number) => void;
  /** The host's listener of expansion changes. */
  onExpandedChange?: (next: ExpandedState) => void;
  /** The host controls `expanded`: changes are only reported. */
  controlled?: boolean;
  /** Opening a nested group closes its siblings. */
  accordion?: boolean;
  /** Where the expansion state is saved, when persistence is on. */
  persist?: PersistenceAdapter;
  /** Remembered choice (provider props, read by the switchers entry: state/remembered-choice.ts). */
  rememberChoice?: NavigationOptions['rememberChoice'];
  /** Its storage key. */
  choiceStorageKey?: string;
}

/** The division axes listed as options by the hook (switchers have their own hook). */
export type OptionKind = 'tab' | 'menu' | 'anchor' | 'dropdown';

/** External store of one provider: location and expansion, with per-node subscriptions. It lives as long as
 *  the model: a split model's new index (a scope loaded) is swapped in (`swap`), so that the components keep
 *  their subscriptions and only the nodes whose state changed re-render. */
export interface NavStore {
  /** The core index of the (basePath-adjusted) model; replaced by `swap`. */
  index: NavIndex;
  /** Effective drill-down. */
  drilldown: boolean;
  /** The current location. */
  loc: NavLocation;
  /** The location of the provider's pathname, with the pathname as given and its page: set by the provider
   *  as it renders (so what renders after it in the same pass reads it), its subscribers (`sub(fn, HERE)`)
   *  told at commit. A store, not a context: a new context value on every navigation made React walk every
   *  fiber below the provider (the whole sidebar, hidden groups included) to find its readers. */
  here: Here;
  /** The effective expansion state. */
  exp: ExpandedState;
  /** The latest provider props. */
  p: StoreProps;
  /** The actions (stable). */
  actions: NavigationActions;
  /** The node index of a public `NodeRef` (a node's string id, or already an index); -1 when unknown. */
  node(ref: NodeRef): number;
  /** Subscribes to one node's changes (by its stable id), or to every change when `id` is undefined. */
  sub(fn: () => void, id?: string): () => void;
  /** The static sidebar of a scope, built once per scope (and kept, renumbered, across `swap`). */
  view(scope: number): SidebarView;
  /** Replaces the index by another of the same split model (more scopes loaded) and the location by the same
   *  place in it (core `carryLocation`). Node ids, expansion and subscriptions stay; the sidebar views of
   *  loaded scopes stay the same objects, their node numbers updated. Subscribers of every change are told
   *  by `emit`, once the new index is committed. */
  swap(index: NavIndex, loc: NavLocation): void;
  /** Notifies the subscribers of every change, or of `id` (a node id, or `HERE`). */
  emit(id?: string): void;
  /** The options of an axis at a location (default: the current one); the same array while the axis's
   *  active division stays. */
  options(kind: OptionKind, loc?: NavLocation): DivisionOption[];
  /** Replaces location and/or state, notifying only the nodes whose state may have changed. */
  set(loc: NavLocation, exp: ExpandedState): void;
  /** Applies a navigation (and a state to merge, e.g. the persisted one): opens the new page's ancestors
   *  and reports the change. */
  go(loc: NavLocation, exp?: ExpandedState): void;
  /** Remembered choice: set by the first switcher to mount (state/remembered-choice.ts); the provider calls it
   *  with a chosen division and the location the choice led to. */
  chosen?: (node: number, loc: NavLocation) => void;
}

/** On a server, the sidebar views of an index (without, with drill-down): a static build renders the pages
 *  of a sidebar in a row on one index (core's `sharedIndex`), and each page's store would build the same
 *  tree again (about 5% of a page's render at nav-10k). A browser's store keeps its own: a swap renumbers
 *  them in place. */
type Views = Map<string, SidebarView>;
const serverViews = new WeakMap<NavIndex, [Views, Views]>();

/** `map.get(key)`, made and kept on first use. */
function memo<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/** The subscription key of `here` (no node id starts with a NUL). */
export const HERE = '\0here';

/** The store of one provider, from its index, drill-down, first location, expansion state and `here`. */
export function createStore(
  index: NavIndex,
  drilldown: boolean,
  loc: NavLocation,
  exp: ExpandedState,
  here: Here,
): NavStore {
  // Subscribers by node id; ALL: every change.
  const subs = new Map<string, Set<() => void>>();
  const ALL = '\0';
  // Views by scope id (kept across swaps); options by axis and active division (cleared by a swap). On a
  // server, shared by the stores of every page rendered on the same index (`serverViews`).
  const views =
    typeof document === 'object'
      ? new Map<string, SidebarView>()
      : memo(serverViews, index, (): [Views, Views] => [new Map(), new Map()])[drilldown ? 1 : 0];
  let opts = new Map<string, DivisionOption[]>();
  const notify = (id: string) => {
    for (const f of subs.get(id) ?? []) f();
  };
  const report = (next: ExpandedState) => {
    s.p.onExpandedChange?.(next);
    s.p.persist?.write(next);
  };
  /** A user's change: shown at once unless controlled (then the host decides). */
  const commit = (next: ExpandedState) => {
    if (next === s.exp) return;
    if (!s.p.controlled) s.set(s.loc, next);
    report(next);
  };
  const navigate = (href: string) => (s.p.navigate ? s.p.navigate(href) : window.location.assign(href));
  const at = (ref: NodeRef): number => (typeof ref === 'number' ? ref : nodeById(s.index, ref));
  const setOpen = (ref: NodeRef, open: boolean) =>
    commit(withOpen(s.index.nodes, s.exp, at(ref), open, s.p.accordion));
  const toggle = (ref: NodeRef) => setOpen(ref, !isOpen(s.index.nodes, s.exp, at(ref)));
  const s: NavStore = {
    index,
    drilldown,
    loc,
    exp,
    here,
    p: {},
    actions: {
      toggle,
      open: (node) => setOpen(node, true),
      close: (node) => setOpen(node, false),
      navigate,
      prefetch(division) {
        const node = s.node(division);
        if (node >= 0) s.p.prefetch?.(node);
      },
      selectDivision(node, href = nodeHref(s.index, node)) {
        s.p.prefetch?.(node);
        if (href) s.p.choose?.({ node, path: normalizePathname(s.index, href), from: s.loc.pathname });
      },
      selectGroup(ref) {
        const { nodes } = s.index;
        const node = at(ref);
        const g = nodes[node];
        if (g?.type !== 'group') return;
        const { page, trail } = s.loc;
        const root = nodes[g.root ?? -1];
        const href =
          root?.type === 'page'
            ? g.root !== page && root.href
            : drilldown && !trail.includes(node) && nodeHref(s.index, node);
        if (href) navigate(href);
        else toggle(node);
      },
    },
    node: at,
    sub(fn, id = ALL) {
      const set = memo(subs, id, () => new Set<() => void>());
      set.add(fn);
      return () => set.delete(fn);
    },
    view(scope) {
      const id = s.index.nodes[scope]?.id ?? '';
      const kept = views.get(id);
      if (kept?.scope === scope) return kept;
      const built = buildSidebar(s.index, scope, drilldown);
      views.set(id, built);
      return built;
    },
    options(kind, l = s.loc) {
      return memo(opts, kind + l.divisions[kind], () => divisionOptions(s.index, l, kind));
    },
    set(l, e) {
      const { nodes } = s.index;
      const [old, oldExp] = [s.loc, s.exp];
      const changed = new Set<number>(l === old ? [] : [...old.trail, ...l.trail, old.page, l.page]);
      s.loc = l;
      s.exp = e;
      for (const i of changed) {
        const id = nodes[i]?.id;
        if (id !== undefined && nodeBits(nodes, old, oldExp, i) !== nodeBits(nodes, l, e, i)) notify(id);
      }
      // Expansion is keyed by id, as subscriptions are: no lookup of the node (a subscriber whose state
      // did not change reads the same bits and does not render).
      if (e !== oldExp) for (const k in { ...oldExp, ...e }) if (oldExp[k] !== e[k]) notify(k);
      notify(ALL);
    },
    go(l, base = s.exp) {
      const prev = s.exp;
      const next = openTrail(s.index.nodes, base, l, s.p.accordion);
      s.set(l, next);
      if (next !== prev) report(next);
    },
    swap(next, l) {
      const old = s.index;
      s.index = next;
      s.loc = l;
      opts = new Map();
      const map = carryNode(old, next);
      for (const [id, view] of views) {
        // A view is kept when its scope was loaded before (its entries are the same) and is still there.
        const scope = map(view.scope);
        if (scope < 0 || old.pending?.has(view.scope) || next.pending?.has(scope)) views.delete(id);
        else renumber(view, map, scope);
      }
    },
    emit: (id = ALL) => notify(id),
  };
  return s;
}

/** Updates the node numbers of a kept sidebar view to a new index (`map`: core `carryNode`). */
function renumber(view: SidebarView, map: (i: number) => number, scope: number): void {
  const walk = (items: SidebarView['items']) => {
    for (const item of items) {
      item.node = map(item.node);
      if (item.type === 'group') {
        if (item.root !== undefined) item.root = map(item.root);
        walk(item.children);
      }
    }
  };
  walk(view.items);
  view.scope = scope;
}
