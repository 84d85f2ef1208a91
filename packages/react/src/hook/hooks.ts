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

/** `{ open, current, onTrail }` of state bits, one shared frozen object per combination. */
const STATES: readonly SidebarNodeState[] = [0, 1, 2, 3, 4, 5, 6, 7].map((b) =>
  Object.freeze({ open: (b & 1) > 0, current: (b & 2) > 0, onTrail: (b & 4) > 0 }),
);
const state = (b: number): SidebarNodeState =>
  STATES[b & 7] ?? STATES[0] ?? { open: false, current: false, onTrail: false };

/** The value of a provider context, or a clear error when a hook is used outside the provider. */
function need<T>(v: T | null): T {
  if (v === null) throw new Error('docsnav: navigation hooks must be used inside <NavigationProvider>.');
  return v;
}
const useStore = (): NavStore => need(useContext(StoreContext));

/** Everything about the navigation at the current location (re-renders on navigation and expansion). */
export function useNavigation(): NavigationValue {
  const s = useStore();
  const d: Derived = need(useContext(DerivedContext));
  const get = () => s.exp;
  const exp = useSyncExternalStore(s.subAll, get, get);
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
  const s = useStore();
  const get = () => s.view(s.loc.sidebar);
  return useSyncExternalStore(s.subAll, get, get);
}

/** Live `{ open, current, onTrail }` of one sidebar node; re-renders only when that node's state changes. */
export function useSidebarNode(node: number): SidebarNodeState {
  const s = useStore();
  const sub = useCallback((f: () => void) => s.sub(f, node), [s, node]);
  const get = () => nodeBits(s.index.model.nodes, s.loc, s.exp, node);
  return state(useSyncExternalStore(sub, get, get));
}

/** The actions (stable functions): selectGroup, toggle, open, close, navigate. */
export function useNavigationActions(): NavigationActions {
  return useStore().actions;
}

/** The link component for internal links (the host's `Link`, or an anchor); stable across navigations. */
export function useNavLink(): LinkComponent {
  return need(useContext(LinkContext));
}
