import type { Crumb, DivisionOption, GlobalAnchor, NavLocation, PageNode, SwitchTarget } from '@docsnav/core';
import { createContext } from 'react';
import type { NavStore } from './store.js';
import type { LinkComponent, PagerLink } from './types.js';

/** Everything derived from the location, computed once per navigation by the provider. */
export interface Derived {
  location: NavLocation;
  page?: PageNode;
  tabs: DivisionOption[];
  menu: DivisionOption[];
  anchors: DivisionOption[];
  dropdowns: DivisionOption[];
  products: SwitchTarget[];
  versions: SwitchTarget[];
  languages: SwitchTarget[];
  breadcrumbs: Crumb[];
  eyebrow: Crumb[];
  prev?: PagerLink;
  next?: PagerLink;
  globalAnchors: GlobalAnchor[];
  Link: LinkComponent;
}

/** The provider's store: stable for a model, so per-node hooks never re-render through context. */
export const StoreContext = createContext<NavStore | null>(null);
/** The location-derived value: changes on every navigation. */
export const DerivedContext = createContext<Derived | null>(null);
/** The link component to render internal links with; changes only when the host's `Link` does. */
export const LinkContext = createContext<LinkComponent | null>(null);
