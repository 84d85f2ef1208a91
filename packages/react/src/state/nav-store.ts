import {
  type DivisionOption,
  divisionOptions,
  type NavIndex,
  type NavLocation,
  nodeHref,
  normalizePathname,
} from '@docsnav/core';
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

/** External store of one provider: location and expansion, with per-node subscriptions. */
export interface NavStore {
  /** The core index of the (basePath-adjusted) model. */
  index: NavIndex;
  /** Effective drill-down. */
  drilldown: boolean;
  /** The current location. */
  loc: NavLocation;
  /** The effective expansion state. */
  exp: ExpandedState;
  /** The latest provider props. */
  p: StoreProps;
  /** The actions (stable). */
  actions: NavigationActions;
  /** The node index of a public `NodeRef` (a node's string id, or already an index); -1 when unknown. */
  node(ref: NodeRef): number;
  /** Subscribes to one node's changes, or to every change when `node` is undefined. */
  sub(fn: () => void, node?: number): () => void;
  /** The static sidebar of a scope, built once per scope. */
  view(scope: number): SidebarView;
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

/** `map.get(key)`, made and kept on first use. */
function memo<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/** The store of one provider, from its index, drill-down, first location and expansion state. */
export function createStore(
  index: NavIndex,
  drilldown: boolean,
  loc: NavLocation,
  exp: ExpandedState,
): NavStore {
  const nodes = index.nodes;
  // Subscribers by node; -1: every change.
  const subs = new Map<number, Set<() => void>>();
  const views = new Map<number, SidebarView>();
  const opts = new Map<string, DivisionOption[]>();
  const ids = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (n.type === 'group') ids.set(n.id, i);
  });
  const notify = (i: number) => {
    for (const f of subs.get(i) ?? []) f();
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
  // Every node's id → index, built on the first lookup by id.
  let all: Map<string, number> | undefined;
  const at = (ref: NodeRef): number => {
    if (typeof ref === 'number') return ref;
    all ??= new Map(nodes.map((n, i) => [n.id, i]));
    return all.get(ref) ?? -1;
  };
  const setOpen = (ref: NodeRef, open: boolean) =>
    commit(withOpen(nodes, s.exp, at(ref), open, s.p.accordion));
  const toggle = (ref: NodeRef) => setOpen(ref, !isOpen(nodes, s.exp, at(ref)));
  const s: NavStore = {
    index,
    drilldown,
    loc,
    exp,
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
      selectDivision(node, href = nodeHref(index, node)) {
        s.p.prefetch?.(node);
        if (href) s.p.choose?.({ node, path: normalizePathname(index, href), from: s.loc.pathname });
      },
      selectGroup(ref) {
        const node = at(ref);
        const g = nodes[node];
        if (g?.type !== 'group') return;
        const { page, trail } = s.loc;
        const root = nodes[g.root ?? -1];
        const href =
          root?.type === 'page'
            ? g.root !== page && root.href
            : drilldown && !trail.includes(node) && nodeHref(index, node);
        if (href) navigate(href);
        else toggle(node);
      },
    },
    node: at,
    sub(fn, node = -1) {
      const set = memo(subs, node, () => new Set<() => void>());
      set.add(fn);
      return () => set.delete(fn);
    },
    view(scope) {
      return memo(views, scope, () => buildSidebar(index, scope, drilldown));
    },
    options(kind, l = s.loc) {
      return memo(opts, kind + l.divisions[kind], () => divisionOptions(index, l, kind));
    },
    set(l, e) {
      const [old, oldExp] = [s.loc, s.exp];
      const changed = new Set(l === old ? [] : [...old.trail, ...l.trail, old.page, l.page]);
      if (e !== oldExp) {
        for (const k in { ...oldExp, ...e }) if (oldExp[k] !== e[k]) changed.add(ids.get(k) ?? -1);
      }
      s.loc = l;
      s.exp = e;
      for (const i of changed) {
        if (i >= 0 && nodeBits(nodes, old, oldExp, i) !== nodeBits(nodes, l, e, i)) notify(i);
      }
      notify(-1);
    },
    go(l, base = s.exp) {
      const prev = s.exp;
      const next = openTrail(nodes, base, l, s.p.accordion);
      s.set(l, next);
      if (next !== prev) report(next);
    },
  };
  return s;
}
