import { locate, locationIn, type NavModel, nodeById, normalizePathname, sharedIndex } from '@docsnav/core';
import { carryLocation } from '@docsnav/core/split';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  CHOICE,
  type CurrentPage,
  createNavigationStore,
  type NavigationStore,
  type StoreOptions,
} from '../state/nav-store.js';
import { adapter } from '../state/persistence.js';
import { createScopeLoader } from '../state/scope-loader.js';
import { LinkContext, StoreContext } from './context.js';
import { useStoreValue } from './internal-hooks.js';
import { useIsoLayoutEffect } from './iso-layout-effect.js';
import { makeLink } from './link.js';
import type { NavigationProviderProps } from './types.js';

/** Provides the navigation state of `model` at `pathname` to `useNavigation()` and the narrower hooks.
 *  The first render depends only on the props, so server and hydrated client renders agree. */
export function NavigationProvider(props: NavigationProviderProps) {
  const { model, shell, pathname, basePath, expanded, persistence, storageKey, scopes: given } = props;
  // Split models: the scopes the host passed and those the store loaded (one loader per provider, handed
  // from store to store); a scope loaded renders the provider again.
  const [scopeLoader] = useState(createScopeLoader);
  const loadedNow = () => scopeLoader.scopes;
  const loaded = useSyncExternalStore(scopeLoader.subscribe, loadedNow, loadedNow);
  const scopes = useMemo(() => {
    if (!given?.length) return loaded;
    const all = new Map(loaded);
    for (const scope of given) all.set(scope.id, scope);
    return all;
  }, [given, loaded]);
  const split = !model && shell !== undefined;
  const index = useMemo(
    () =>
      split
        ? sharedIndex(shell, [...scopes.values()], { basePath })
        : sharedIndex(model ?? NO_MODEL, undefined, { basePath }),
    [model, shell, split, scopes, basePath],
  );
  const drilldown = index.settings.drilldown ?? props.drilldown ?? false;
  const ref = useRef<NavigationStore>(undefined);
  // The store holds the last location shown (for hidden and unknown pages), carried over to a new index of
  // the same model (a split model whose scope loaded). A division the user just chose (a tab, switcher
  // option...): the location of its target page is taken inside it, also when the URL does not change.
  const choice = ref.current?.choice;
  const chosen = choice?.path === normalizePathname(index, pathname) ? nodeById(index, choice.id) : -1;
  const { shown, located } = useMemo(() => {
    const last = ref.current;
    const shown =
      last && last.index !== index ? carryLocation(last.index, index, last.location) : last?.location;
    return { shown, located: locate(index, pathname, chosen < 0 ? shown : locationIn(index, chosen)) };
  }, [index, pathname, chosen]);
  // Split model: while a scope the location needs is loading (or when it could not be loaded), the previous
  // location stays (no blank or jumping sidebar); the needed scopes are asked for in an effect.
  const needs = split ? scopeLoader.needs(index, located, chosen, props) : [];
  const blank = index.pending?.has(located.sidebar) === true;
  const location = (needs.length > 0 || blank) && shown ? shown : located;
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
  const source = model ?? shell;
  const madeFor = useRef<object>(undefined);
  const sameModel =
    madeFor.current === source &&
    s?.drilldown === drilldown &&
    s.index.settings.basePath === index.settings.basePath;
  if (s && s.index !== index && sameModel && shown) {
    s.replaceIndex(index, shown);
  } else if (s?.index !== index || s.drilldown !== drilldown) {
    s = ref.current = createNavigationStore(
      index,
      drilldown,
      current,
      s?.expanded ?? expanded ?? props.defaultExpanded ?? {},
      options,
      // The previous store's choice and loader (the same loader: one per provider).
      s ?? { scopeLoader },
    );
    madeFor.current = source;
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
    scopeLoader.request(needs, options, scopes);
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

/** The model of a provider given neither `model` nor `shell`: an empty navigation, nothing thrown. */
const NO_MODEL: NavModel = {
  version: 2,
  settings: { eyebrows: 'section', basePath: '' },
  global: [],
  items: [],
};
