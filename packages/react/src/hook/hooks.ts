import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { type Derived, DerivedContext, LinkContext, StoreContext } from './context.js';
import { nodeBits } from './expansion.js';
import type { NavStore } from './store.js';
import type {
  LinkComponent,
  NavigationActions,
  NavigationValue,
  SidebarNodeState,
  SidebarView,
} from './types.js';

const STATES: readonly SidebarNodeState[] = Array.from({ length: 8 }, (_, b) =>
  Object.freeze({ open: (b & 1) > 0, current: (b & 2) > 0, onTrail: (b & 4) > 0 }),
);
const state = (b: number): SidebarNodeState => STATES[b] ?? { open: false, current: false, onTrail: false };

function need<T>(v: T | null, name: string): T {
  if (v === null) throw new Error(`docsnav: ${name}() must be used inside <NavigationProvider>.`);
  return v;
}
const useStore = (name: string): NavStore => need(useContext(StoreContext), name);

/** Everything about the navigation at the current location (re-renders on navigation and expansion). */
export function useNavigation(): NavigationValue {
  const s = useStore('useNavigation');
  const d: Derived = need(useContext(DerivedContext), 'useNavigation');
  const sub = useCallback((f: () => void) => s.sub(f), [s]);
  const get = () => s.exp;
  const exp = useSyncExternalStore(sub, get, get);
  return useMemo(() => {
    const nodes = s.index.model.nodes;
    return {
      ...d,
      ...s.actions,
      model: s.index.model,
      index: s.index,
      drilldown: s.drilldown,
      sidebar: s.view(d.location.sidebar),
      expanded: exp,
      nodeState: (i: number) => state(nodeBits(nodes, d.location, exp, i)),
    };
  }, [s, d, exp]);
}

/** The static sidebar tree of the active scope; re-renders only when the scope changes. */
export function useSidebar(): SidebarView {
  const s = useStore('useSidebar');
  const sub = useCallback((f: () => void) => s.sub(f), [s]);
  const get = () => s.view(s.loc.sidebar);
  return useSyncExternalStore(sub, get, get);
}

/** Live `{ open, current, onTrail }` of one sidebar node; re-renders only when that node's state changes. */
export function useSidebarNode(node: number): SidebarNodeState {
  const s = useStore('useSidebarNode');
  const sub = useCallback((f: () => void) => s.sub(f, node), [s, node]);
  const get = () => nodeBits(s.index.model.nodes, s.loc, s.exp, node);
  return state(useSyncExternalStore(sub, get, get));
}

/** The actions (stable functions): selectGroup, toggle, open, close, navigate. */
export function useNavigationActions(): NavigationActions {
  return useStore('useNavigationActions').actions;
}

/** The link component for internal links (the host's `Link`, or an anchor); stable across navigations. */
export function useNavLink(): LinkComponent {
  return need(useContext(LinkContext), 'useNavLink');
}
