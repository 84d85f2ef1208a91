import { type NavIndex, type NavLocation, nodeHref } from '@docsnav/core';
import { isOpen, nodeBits, openTrail, withOpen } from './expansion.js';
import { buildSidebar } from './sidebar.js';
import type { ExpandedState, NavigationActions, PersistenceAdapter, SidebarView } from './types.js';

/** Latest provider props the store acts with (updated after every render). */
export interface StoreProps {
  navigate?: (href: string) => void;
  onExpandedChange?: (next: ExpandedState) => void;
  controlled?: boolean;
  accordion?: boolean;
  persist?: PersistenceAdapter;
}

/** External store of one provider: location and expansion, with per-node subscriptions. */
export interface NavStore {
  index: NavIndex;
  drilldown: boolean;
  loc: NavLocation;
  exp: ExpandedState;
  p: StoreProps;
  actions: NavigationActions;
  /** Subscribes to one node's changes, or to every change when `node` is undefined. */
  sub(fn: () => void, node?: number): () => void;
  /** `sub` bound to every change (for `useSyncExternalStore`). */
  subAll(fn: () => void): () => void;
  view(scope: number): SidebarView;
  /** Replaces location and/or state, notifying only the nodes whose state may have changed. */
  set(loc: NavLocation, exp: ExpandedState): void;
  /** Applies a navigation: opens the new page's ancestors and reports the change. */
  go(loc: NavLocation): void;
}

export function createStore(
  index: NavIndex,
  drilldown: boolean,
  loc: NavLocation,
  exp: ExpandedState,
): NavStore {
  const nodes = index.model.nodes;
  const all = new Set<() => void>();
  const per = new Map<number, Set<() => void>>();
  const views = new Map<number, SidebarView>();
  const ids = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (n.type === 'group') ids.set(n.id, i);
  });
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
  const setOpen = (node: number, open: boolean) => commit(withOpen(nodes, s.exp, node, open, s.p.accordion));
  const toggle = (node: number) => setOpen(node, !isOpen(nodes, s.exp, node));
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
      selectGroup(node) {
        const g = nodes[node];
        if (g?.type !== 'group') return;
        const l = s.loc;
        const root = g.root === undefined ? undefined : nodes[g.root];
        const href =
          root?.type === 'page'
            ? g.root === l.page
              ? undefined
              : root.href
            : drilldown && !l.trail.includes(node)
              ? nodeHref(index, node)
              : undefined;
        if (href) navigate(href);
        else toggle(node);
      },
    },
    sub(fn, node) {
      let set = all;
      if (node !== undefined) {
        const found = per.get(node);
        if (found) set = found;
        else {
          set = new Set();
          per.set(node, set);
        }
      }
      set.add(fn);
      return () => set.delete(fn);
    },
    subAll: (fn) => s.sub(fn),
    view(scope) {
      let v = views.get(scope);
      if (!v) {
        v = buildSidebar(index, scope, drilldown);
        views.set(scope, v);
      }
      return v;
    },
    set(l, e) {
      const old = s.loc;
      const oldExp = s.exp;
      const changed = new Set<number>();
      if (l !== old) {
        for (const i of [...old.trail, ...l.trail, old.page, l.page]) changed.add(i);
      }
      if (e !== oldExp) {
        for (const k in { ...oldExp, ...e }) {
          const i = oldExp[k] !== e[k] ? ids.get(k) : undefined;
          if (i !== undefined) changed.add(i);
        }
      }
      s.loc = l;
      s.exp = e;
      for (const i of changed) {
        if (nodeBits(nodes, old, oldExp, i) !== nodeBits(nodes, l, e, i))
          for (const f of per.get(i) ?? []) f();
      }
      for (const f of all) f();
    },
    go(l) {
      const prev = s.exp;
      const next = openTrail(nodes, prev, l, s.p.accordion);
      s.set(l, next);
      if (next !== prev) report(next);
    },
  };
  return s;
}
