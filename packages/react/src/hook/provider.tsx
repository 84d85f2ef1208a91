import { createNavIndex, locate, locationIn, normalizePathname } from '@docsnav/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HereContext, LinkContext, StoreContext } from './context.js';
import { openTrail } from './expansion.js';
import { makeLink } from './link.js';
import { adapter } from './persistence.js';
import { type Choice, createStore, type NavStore } from './store.js';
import type { ExpandedState, NavigationProviderProps } from './types.js';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Provides the navigation state of `model` at `pathname` to `useNavigation()` and the narrower hooks.
 *  The first render depends only on the props, so server and hydrated client renders agree. */
export function NavigationProvider(props: NavigationProviderProps) {
  const { model, pathname, basePath, expanded, accordion, persistence, storageKey } = props;
  const index = useMemo(() => createNavIndex(model, { basePath }), [model, basePath]);
  const drilldown = model.settings.drilldown ?? props.drilldown ?? false;
  const ref = useRef<NavStore>(undefined);
  // The store holds the last location shown (for hidden and unknown pages) while its model is the same.
  // A division the user just chose (a tab, switcher option...): the location of its target page is taken
  // inside it, also when the URL does not change.
  const [choice, choose] = useState<Choice>();
  const chosen = choice?.path === normalizePathname(index, pathname) ? choice.node : -1;
  const location = useMemo(() => {
    const old = ref.current?.index === index ? ref.current.loc : undefined;
    return locate(index, pathname, chosen < 0 ? old : locationIn(index, chosen));
  }, [index, pathname, chosen]);
  let s = ref.current;
  if (s?.index !== index || s.drilldown !== drilldown) {
    const init: ExpandedState = s?.exp ?? expanded ?? props.defaultExpanded ?? {};
    s = ref.current = createStore(
      index,
      drilldown,
      location,
      openTrail(index.nodes, init, location, accordion),
    );
  }
  const store = s;
  const persist = useMemo(() => adapter(persistence, storageKey), [persistence, storageKey]);
  const lastExpanded = useRef(expanded);
  useIsoLayoutEffect(() => {
    store.p = { ...props, controlled: !!expanded, persist, choose };
    // Forget the choice once the reader is elsewhere than where it was made or leads.
    if (choice && location.pathname !== choice.path && location.pathname !== choice.from) choose(undefined);
    if (expanded && expanded !== lastExpanded.current) store.set(store.loc, expanded);
    lastExpanded.current = expanded;
    // Remembered version or language (set up by the switchers entry: hook/remembered-choice.ts).
    if (location !== store.loc && chosen >= 0) store.chosen?.(chosen, location);
    if (location !== store.loc) store.go(location);
  });
  useEffect(() => {
    const saved = persist?.read();
    if (saved) store.go(store.loc, { ...store.exp, ...saved });
  }, [store, persist]);
  const Link = useMemo(() => makeLink(props.Link, () => store.p.navigate), [props.Link, store]);
  const here = useMemo(() => {
    const n = index.nodes[location.page];
    return { location, url: pathname, page: n?.type === 'page' ? n : undefined };
  }, [index, location, pathname]);
  return (
    <StoreContext.Provider value={store}>
      <LinkContext.Provider value={Link}>
        <HereContext.Provider value={here}>{props.children}</HereContext.Provider>
      </LinkContext.Provider>
    </StoreContext.Provider>
  );
}
