import {
  locate,
  locationIn,
  type NavIndex,
  type NavLocation,
  type NavModel,
  type NavScope,
  nodeById,
  normalizePathname,
  sharedIndex,
} from '@docsnav/core';
import { carryLocation, pendingScope } from '@docsnav/core/split';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CHOICE,
  type CurrentPage,
  createNavigationStore,
  type NavigationStore,
  type StoreOptions,
} from '../state/nav-store.js';
import { adapter } from '../state/persistence.js';
import { LinkContext, StoreContext } from './context.js';
import { useStoreValue } from './internal-hooks.js';
import { useIsoLayoutEffect } from './iso-layout-effect.js';
import { makeLink } from './link.js';
import type { NavigationProviderProps } from './types.js';

/** Provides the navigation state of `model` at `pathname` to `useNavigation()` and the narrower hooks.
 *  The first render depends only on the props, so server and hydrated client renders agree. */
export function NavigationProvider(props: NavigationProviderProps) {
  const { model, shell, pathname, basePath, expanded, persistence, storageKey } = props;
  const split = useSplitScopes(props);
  const index = useMemo(
    () =>
      model || !shell
        ? sharedIndex(model ?? NO_MODEL, undefined, { basePath })
        : sharedIndex(shell, [...split.scopes.values()], { basePath }),
    [model, shell, split.scopes, basePath],
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
  const needs = split.needs(index, located, chosen);
  const blank = index.pending?.has(located.sidebar) === true;
  const location = (needs.length > 0 || blank) && shown ? shown : located;
  const current = useMemo<CurrentPage>(() => {
    const n = index.nodes[location.page];
    return { location, url: pathname, page: n?.type === 'page' ? n : undefined, chosen };
  }, [index, location, pathname, chosen]);
  const persist = useMemo(() => adapter(persistence, storageKey), [persistence, storageKey]);
  // The props the store acts with (StoreOptions names them as the props do).
  const options: StoreOptions = { ...props, persist, prefetch: split.prefetch };
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
      s?.choice,
    );
    madeFor.current = source;
  }
  const store = s;
  // Set as the provider renders, so that `useCurrentPage()` below it reads this render's location in the
  // same pass (an index replaced above comes with it); those that did not render again hear of it at commit.
  store.setCurrent(current);
  // A choice made (an event) renders the provider again.
  useStoreValue(store, () => store.choice, CHOICE);
  useIsoLayoutEffect(() => {
    store.setOptions(options);
  });
  const wanted = needs.join('\n');
  // A layout effect: scopes the host answers synchronously (`parseSplit`'s) replace the previous sidebar
  // before the browser paints; others start loading as early as they can.
  useIsoLayoutEffect(() => {
    if (wanted) split.request(wanted.split('\n'));
  }, [wanted, split]);
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

/** Split models: the scopes loaded so far (the host's and the provider's own), and how to get more. */
interface SplitScopes {
  /** Loaded scopes by id (a new map when one is added). */
  scopes: ReadonlyMap<string, NavScope>;
  /** Scopes (or `?`: resolve the pathname) the location needs and that are not loaded nor failed. */
  needs(index: NavIndex, location: NavLocation, chosen: number): string[];
  /** Loads what `needs` returned. */
  request(ids: string[]): void;
  /** Loads the scope a division leads into. */
  prefetch(node: number): void;
}

const EMPTY = new Map<string, NavScope>();
/** What became of a scope or pathname asked for: loading, or done (loaded, resolved or failed). */
const LOADING = 1;
const DONE = 2;

/** The model of a provider given neither `model` nor `shell`: an empty navigation, nothing thrown. */
const NO_MODEL: NavModel = {
  version: 2,
  settings: { eyebrows: 'section', basePath: '' },
  global: [],
  items: [],
};

function useSplitScopes(props: NavigationProviderProps): SplitScopes {
  const { model, shell, scopes: given, loadScope, resolveScopes } = props;
  const [own, setOwn] = useState<ReadonlyMap<string, NavScope>>(EMPTY);
  /** Scopes and pathnames (`?/path`) asked for, and what became of them (`LOADING`, `DONE`). */
  const state = useRef(new Map<string, typeof LOADING | typeof DONE>()).current;
  const index = useRef<NavIndex>(undefined);
  const scopes = useMemo(() => {
    if (!given?.length) return own;
    const all = new Map(own);
    for (const s of given) all.set(s.id, s);
    return all;
  }, [given, own]);
  return useMemo(() => {
    const settle = (key: string, scope?: NavScope) => {
      state.set(key, DONE);
      setOwn((m) => (scope ? new Map(m).set(scope.id, scope) : new Map(m)));
    };
    /** A host function's answer for `key`, a value or a promise of one: `done` with the value (at once when
     *  it is not a promise); `key` settled without it when the promise rejects. */
    const answer = <T,>(key: string, got: T | PromiseLike<T>, done: (value: T) => void) => {
      state.set(key, LOADING);
      if (typeof (got as PromiseLike<T>)?.then === 'function')
        (got as PromiseLike<T>).then(done, () => settle(key));
      else done(got as T);
    };
    const load = (id: string) => {
      if (!loadScope || scopes.has(id) || state.has(id)) return;
      // A scope the host holds (answered synchronously) is shown in this same pass: `request` runs in a
      // layout effect, so the browser does not paint the previous sidebar again.
      answer(id, loadScope(id), (scope) => settle(id, scope));
    };
    return {
      scopes,
      needs(i, location, chosen) {
        index.current = i;
        if (model || !shell) return [];
        const out: string[] = [];
        const want = (id: string | undefined) => {
          if (id !== undefined && loadScope && !scopes.has(id) && state.get(id) !== DONE) out.push(id);
        };
        if (chosen >= 0) want(pendingScope(i, chosen));
        if (i.pending?.has(location.sidebar)) want(i.scopes?.get(location.sidebar));
        const key = `?${location.pathname}`;
        if (location.page < 0 && resolveScopes && state.get(key) !== DONE) out.push(key);
        return out;
      },
      request(ids) {
        for (const id of ids) {
          if (!id.startsWith('?')) load(id);
          else if (resolveScopes && !state.has(id))
            answer(id, resolveScopes(id.slice(1)), (found) => {
              for (const s of found) load(s);
              settle(id);
            });
        }
      },
      prefetch(node) {
        const i = index.current;
        const id = i && pendingScope(i, node);
        if (id !== undefined) load(id);
      },
    };
  }, [scopes, model, shell, loadScope, resolveScopes, state]);
}
