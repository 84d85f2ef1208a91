import type { NavScope } from '@docsnav/core';
import NextLink from 'next/link.js';
import { usePathname, useRouter } from 'next/navigation.js';
import { createContext, type ReactNode, use, useCallback, useContext, useState } from 'react';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';
import { NavigationProvider as Provider } from '../hook/provider.js';
import type { NavigationProviderProps } from '../hook/types.js';

/** `NavigationProvider`'s props minus what the Next.js router gives; `scopes` may be a promise (the page's
 *  scopes handed to a layout, `@docsnav/node/next`). */
export interface NextNavigationProps
  extends Omit<NavigationProviderProps, 'pathname' | 'navigate' | 'Link' | 'scopes'> {
  /** The scopes of the first page shown (split model), or a promise of them. */
  scopes?: readonly NavScope[] | Promise<readonly NavScope[]>;
  children?: ReactNode;
}

/** `next/link`'s component. Its module is CommonJS: a bundler's default import is the component, Node's is
 *  `module.exports`; Next sets `Link.default = Link` on the component, so `.default` is it in both. */
const Link = NextLink.default;

const ShowScopes = createContext<(scopes: readonly NavScope[]) => void>(() => {});

/** Keeps the array shown when the next one holds the same scope ids (a page of the same sidebar sends equal
 *  scopes as new objects: the provider then does not rebuild its index). */
const sameIds = (a: readonly NavScope[], b: readonly NavScope[]) =>
  a.length === b.length && a.every((scope, i) => scope.id === b[i]?.id);

/**
 * `NavigationProvider` wired to the Next.js App Router: `usePathname()`, `next/link` and `router.push`. A
 * client component: a Server Component (a root layout) renders it with data only (`model`, or `shell` and
 * `scopes`), and each page renders {@link PageScopes} with its own scopes for client navigations.
 */
export function NextNavigationProvider({ scopes: given, ...props }: NextNavigationProps) {
  const router = useRouter();
  const first = given instanceof Promise ? use(given) : given;
  const [scopes, setScopes] = useState(first);
  const show = useCallback(
    (next: readonly NavScope[]) => setScopes((shown) => (shown && sameIds(shown, next) ? shown : next)),
    [],
  );
  return (
    <ShowScopes.Provider value={show}>
      <Provider {...props} scopes={scopes} pathname={usePathname()} Link={Link} navigate={router.push} />
    </ShowScopes.Provider>
  );
}

/** Rendered by each page of a split model with its scopes: after a client navigation, hands them to the
 *  provider of the layout (which keeps every scope it saw) before the browser paints. Renders nothing. */
export function PageScopes({ scopes }: { scopes: readonly NavScope[] }) {
  const show = useContext(ShowScopes);
  useIsoLayoutEffect(() => show(scopes), [show, scopes]);
  return null;
}
