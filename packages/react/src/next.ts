'use client';
/**
 * @docsnav/react/next: the navigation wired to the Next.js App Router (`next/link`, `usePathname`, the
 * router). Import it in a Server Component layout: it is a client module, so nothing of the router crosses
 * the boundary. The server half (the docs folder, each page's scopes) is `@docsnav/node/next`.
 */
export {
  NextNavigationProvider,
  PageScopes,
  PageTableOfContents,
} from './next/navigation-provider.js';
