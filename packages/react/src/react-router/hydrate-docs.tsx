import { StrictMode, startTransition } from 'react';
import { type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadScopes, type ScopeSource } from './scope-source.js';

/**
 * The whole `entry.client.tsx` of a React Router framework-mode docs site: loads the scopes the page was
 * rendered with (its HTML carries only their ids), then hydrates the document, so that the first client
 * render matches the HTML. A scope that fails to load is left to the provider (it loads it after mount).
 */
export async function hydrateDocs(source: ScopeSource, options?: HydrationOptions): Promise<void> {
  await preloadScopes(source, window.location.pathname).catch(() => []);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      options,
    );
  });
}
