import {
  breadcrumbs,
  createNavIndex,
  divisionOptions,
  eyebrow,
  globalAnchors,
  locate,
  type NavIndex,
  type NavLocation,
  neighbours,
  switchTargets,
} from '@docsnav/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { rebase } from './base-path.js';
import { type Derived, DerivedContext, LinkContext, StoreContext } from './context.js';
import { openTrail } from './expansion.js';
import { makeLink } from './link.js';
import { adapter } from './persistence.js';
import { createStore, type NavStore } from './store.js';
import type { ExpandedState, LinkComponent, NavigationProviderProps, PagerLink } from './types.js';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const pager = (index: NavIndex, i?: number): PagerLink | undefined => {
  const n = i === undefined ? undefined : index.model.nodes[i];
  return n?.type === 'page' && i !== undefined
    ? { node: i, title: n.title, href: n.url?.href ?? n.href }
    : undefined;
};

function derive(
  index: NavIndex,
  location: NavLocation,
  search: string,
  hash: string,
  Link: LinkComponent,
): Derived {
  const n = index.model.nodes[location.page];
  const opt = (k: 'tab' | 'menu' | 'anchor' | 'dropdown') => divisionOptions(index, location, k);
  const sw = (k: 'version' | 'language' | 'product') => switchTargets(index, location, k, { search, hash });
  const { prev, next } = neighbours(index, location);
  return {
    location,
    page: n?.type === 'page' ? n : undefined,
    tabs: opt('tab'),
    menu: opt('menu'),
    anchors: opt('anchor'),
    dropdowns: opt('dropdown'),
    products: sw('product'),
    versions: sw('version'),
    languages: sw('language'),
    breadcrumbs: breadcrumbs(index, location),
    eyebrow: eyebrow(index, location),
    prev: pager(index, prev),
    next: pager(index, next),
    globalAnchors: globalAnchors(index, location),
    Link,
  };
}

/** Provides the navigation state of `model` at `pathname` to `useNavigation()` and the narrower hooks.
 *  The first render depends only on the props, so server and hydrated client renders agree. */
export function NavigationProvider(props: NavigationProviderProps) {
  const { model, pathname, basePath, expanded, accordion, children } = props;
  const index = useMemo(() => createNavIndex(rebase(model, basePath)), [model, basePath]);
  const drilldown = model.settings.drilldown ?? props.drilldown ?? false;
  // The last location shown, for hidden and unknown pages; node indices only mean something in its model.
  const prev = useRef<[NavIndex, NavLocation]>(undefined);
  const location = useMemo(
    () => locate(index, pathname, prev.current?.[0] === index ? prev.current[1] : undefined),
    [index, pathname],
  );
  const ref = useRef<NavStore>(undefined);
  let store = ref.current;
  if (!store || store.index !== index || store.drilldown !== drilldown) {
    const init: ExpandedState = store?.exp ?? expanded ?? props.defaultExpanded ?? {};
    store = ref.current = createStore(
      index,
      drilldown,
      location,
      openTrail(index.model.nodes, init, location, accordion),
    );
  }
  const s = store;
  const persist = useMemo(
    () => adapter(props.persistence, props.storageKey),
    [props.persistence, props.storageKey],
  );
  const lastExpanded = useRef(expanded);
  useIsoLayoutEffect(() => {
    s.p = {
      navigate: props.navigate,
      onExpandedChange: props.onExpandedChange,
      controlled: !!expanded,
      accordion,
      persist,
    };
    if (expanded && expanded !== lastExpanded.current) s.set(s.loc, expanded);
    lastExpanded.current = expanded;
    if (location !== s.loc) s.go(location);
    prev.current = [index, location];
  });
  useEffect(() => {
    const saved = persist?.read();
    if (saved) {
      const next = openTrail(s.index.model.nodes, { ...s.exp, ...saved }, s.loc, s.p.accordion);
      s.set(s.loc, next);
      s.p.onExpandedChange?.(next);
    }
  }, [s, persist]);
  const Link = useMemo(() => makeLink(props.Link, () => s.p.navigate), [props.Link, s]);
  const [, search = '', hash = ''] = /^[^?#]*(\?[^#]*)?(#.*)?$/.exec(pathname) ?? [];
  const derived = useMemo(
    () => derive(index, location, search, hash, Link),
    [index, location, search, hash, Link],
  );
  return (
    <StoreContext.Provider value={s}>
      <LinkContext.Provider value={Link}>
        <DerivedContext.Provider value={derived}>{children}</DerivedContext.Provider>
      </LinkContext.Provider>
    </StoreContext.Provider>
  );
}
