import {
  locate,
  locationIn,
  type NavIndex,
  type NavLocation,
  nodeById,
  normalizePathname,
} from '@docsnav/core';
import { type JSX, useEffect, useMemo, useRef } from 'react';
import {
  CHOICE,
  type CurrentPage,
  createNavigationStore,
  type NavigationStore,
  type StoreOptions,
} from '../state/nav-store.js';
import { adapter } from '../state/persistence.js';
import type { ScopeLoader, ScopeSource } from '../state/scope-loader.js';
import { LinkContext, StoreContext } from './context.js';
import { useStoreValue } from './internal-hooks.js';
import { useIsoLayoutEffect } from './iso-layout-effect.js';
import { makeLink } from './link.js';
import type { SplitNavigationProviderProps } from './types.js';

/** The last location shown, in a new index (a scope loaded, a new model object or basePath): the split
 *  provider's is core `carryLocation`, the whole model's `carryById` (provider.tsx); undefined when its
 *  place is gone. */
export type Carry = (from: NavIndex, to: NavIndex, location: NavLocation) => NavLocation | undefined;

/** What only a split model's provider does (split-provider.tsx), handed to {@link useProvider} with the index
 *  it built (the one its functions act on): so that a whole model's bundle holds none of it (the scope
 *  loader, the carrying of locations and sidebar views to a new index). */
export interface SplitPart {
  /** The location to show for `located`: the last one shown (`shown`) while a scope `located` needs is
   *  loading or failed to load, else `located`. */
  place(
    located: NavLocation,
    shown: NavLocation | undefined,
    chosen: number,
    source: ScopeSource,
  ): NavLocation;
  /** After a render: asks the loader for the scopes `located` needs (a request made before is not made
   *  again). */
  request(located: NavLocation, chosen: number, source: ScopeSource): void;
  /** Swaps the index into `store` when the store's index is an earlier one of the same shell, drill-down
   *  setting and basePath (a scope loaded), keeping its subscriptions and the views of loaded scopes; false
   *  when a new store is needed. */
  swap(store: NavigationStore, shown: NavLocation | undefined, drilldown: boolean): boolean;
  /** The provider's scope loader (one per provider), handed to each store it creates. */
  loader: ScopeLoader;
}

/**
 * The body of both providers (`props`: either's, a whole model's without the scope loading): the store of
 * `index` (built from the model, or the shell and its scopes) at the pathname, and the contexts the hooks read. The first render depends only on the props, so server and
 * hydrated client renders agree.
 */
export function useProvider(
  props: Omit<SplitNavigationProviderProps, 'shell'>,
  index: NavIndex,
  carry: Carry,
  split?: SplitPart,
): JSX.Element {
  const { pathname, expanded, persistence, storageKey } = props;
  const drilldown = index.settings.drilldown ?? props.drilldown ?? false;
  const ref = useRef<NavigationStore>(undefined);
  // The store holds the last location shown (for hidden and unknown pages); a split model carries it over to
  // a new index of the same model (a scope loaded). A division the user just chose (a tab, switcher
  // option...): the location of its target page is taken inside it, also when the URL does not change.
  const choice = ref.current?.choice;
  const chosen = choice?.path === normalizePathname(index, pathname) ? nodeById(index, choice.id) : -1;
  const { shown, located } = useMemo(() => {
    const last = ref.current;
    const shown = last?.index === index ? last.location : last && carry(last.index, index, last.location);
    return { shown, located: locate(index, pathname, chosen < 0 ? shown : locationIn(index, chosen)) };
  }, [index, pathname, chosen, carry]);
  // Split model: while a scope the location needs is loading (or when it could not be loaded), the previous
  // location stays (no blank or jumping sidebar); the needed scopes are asked for in an effect.
  const location = split ? split.place(located, shown, chosen, props) : located;
  const current = useMemo<CurrentPage>(() => {
    const n = index.nodes[location.page];
    return { location, url: pathname, page: n?.type === 'page' ? n : undefined, chosen };
  }, [index, location, pathname, chosen]);
  const persist = useMemo(() => adapter(persistence, storageKey), [persistence, storageKey]);
  // The props the store acts with (StoreOptions names them as the props do).
  const options: StoreOptions = { ...props, persist };
  let s = ref.current;
  // One store per model: a split model's new index (a scope loaded) replaces the old one in it, so the
  // components keep their subscriptions and only the entries whose state changed re-render.
  if (!s || (!split?.swap(s, shown, drilldown) && (s.index !== index || s.drilldown !== drilldown))) {
    s = ref.current = createNavigationStore(
      index,
      drilldown,
      current,
      s?.expanded ?? expanded ?? props.defaultExpanded ?? {},
      options,
      // The previous store's choice and loader (the same loader: one per provider).
      s ?? { scopeLoader: split?.loader },
    );
  }
  const store = s;
  // Set as the provider renders, so that `useCurrentPage()` below it reads this render's location in the
  // same pass (an index replaced above comes with it); those that did not render again hear of it at commit.
  store.setCurrent(current);
  // A choice made (an event) renders the provider again.
  useStoreValue(store, () => store.choice, CHOICE);
  // After each render: the props to the store, then the scopes the location needs asked for (a request
  // already made is not made again). A layout effect: scopes the host answers synchronously (`parseSplit`'s)
  // replace the previous sidebar before the browser paints; others start loading as early as they can.
  useIsoLayoutEffect(() => {
    store.setOptions(options);
    split?.request(located, chosen, options);
  });
  useEffect(() => {
    const saved = persist?.read();
    if (saved) store.moveTo(store.location, { ...store.expanded, ...saved });
  }, [store, persist]);
  // Not tied to the store: a new store (a split model's scope loaded) must not remount every link.
  const Link = useMemo(() => makeLink(props.Link, () => ref.current?.options.navigate), [props.Link]);
  return (
    <StoreContext.Provider value={store}>
      <LinkContext.Provider value={Link}>{props.children}</LinkContext.Provider>
    </StoreContext.Provider>
  );
}
