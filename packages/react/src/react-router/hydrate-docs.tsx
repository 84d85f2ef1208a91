import { StrictMode, startTransition } from 'react';
import { type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadScopes, type ScopeSource } from './scope-source.js';

/** Options of {@link hydrateDocs}: React's hydration options, and what else to load first. */
export interface HydrateDocsOptions extends HydrationOptions {
  /** More to load before hydrating, alongside the page's scopes, given the page's pathname: what the first
   *  render needs to match the HTML (the page's own module, say). A rejection does not stop hydration. */
  preload?: (pathname: string) => Promise<unknown>;
}

/**
 * The whole `entry.client.tsx` of a React Router framework-mode docs site: loads the scopes the page was
 * rendered with (its HTML carries only their ids) and what `options.preload` loads, then hydrates the
 * document, so that the first client render matches the HTML. A scope that fails to load is left to the
 * provider (it loads it after mount).
 */
export async function hydrateDocs(source: ScopeSource, options: HydrateDocsOptions = {}): Promise<void> {
  const { preload, ...hydration } = options;
  const { pathname } = window.location;
  await Promise.all([
    preloadScopes(source, pathname).catch(() => []),
    preload?.(pathname).catch(() => undefined),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      hydration,
    );
  });
}
