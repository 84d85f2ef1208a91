import type { NavLocation, PageNode } from '@docsnav/core';
import { createContext } from 'react';
import type { NavStore } from '../state/nav-store.js';
import type { LinkComponent } from './types.js';

/** The location of the provider's `pathname`, computed once per navigation (`NavStore.here`). */
export interface Here {
  /** The location of the pathname (core `locate`, or the chosen division's). */
  location: NavLocation;
  /** The `pathname` prop as given (with its query and hash). */
  url: string;
  /** The current page node, if the pathname is one. */
  page?: PageNode;
}

/** The provider's store: stable for a model, so per-node hooks never re-render through context. */
export const StoreContext = createContext<NavStore | null>(null);
/** The link component to render internal links with; changes only when the host's `Link` does. */
export const LinkContext = createContext<LinkComponent | null>(null);

/** The value of a provider context, or a clear error when a hook is used outside the provider. */
export function need<T>(v: T | null): T {
  if (v === null) throw new Error('docsnav: hook used outside <NavigationProvider>');
  return v;
}
