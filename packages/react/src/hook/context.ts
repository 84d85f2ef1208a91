import { createContext } from 'react';
import type { NavigationStore } from '../state/nav-store.js';
import type { LinkComponent } from './types.js';

/** The provider's store: stable for a model, so per-node hooks never re-render through context. */
export const StoreContext = createContext<NavigationStore | null>(null);
/** The link component to render internal links with; changes only when the host's `Link` does. */
export const LinkContext = createContext<LinkComponent | null>(null);

/** The value of a provider context, or a clear error when a hook is used outside the provider. */
export function need<T>(v: T | null): T {
  if (v === null) throw new Error('docsnav: hook used outside <NavigationProvider>');
  return v;
}
