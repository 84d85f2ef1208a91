'use client';
// The client side of the navigation. The root layout stays mounted across navigations, so the current
// pathname comes from the router (`usePathname`); actions that navigate (drill-down, a group's `root` page)
// go through `router.push` (a function cannot cross from a Server Component). `Link` is set here too: in a
// Server Component, Next.js 16 resolves `next/link` to a server wrapper (its `react-server` entry), a plain
// function that cannot be passed as a prop; in a client module it is the client component.
import type { NavScope } from '@docsnav/core/split';
import { NavigationProvider, type NavigationProviderProps } from '@docsnav/react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';

/** The provider's props minus what the router gives, plus the first page's scopes (see `page-scopes.ts`). */
export interface DocsNavigationProps
  extends Omit<NavigationProviderProps, 'pathname' | 'navigate' | 'Link' | 'scopes'> {
  /** The scopes of the page the layout was rendered with. */
  initialScopes: Promise<NavScope[]>;
  children?: ReactNode;
}

const ShowScopes = createContext<(scopes: NavScope[]) => void>(() => {});

/** `NavigationProvider` bound to the Next.js router and `next/link`, fed the scopes of each page shown. */
export function DocsNavigation({ initialScopes, ...props }: DocsNavigationProps) {
  const router = useRouter();
  const first = use(initialScopes);
  const [scopes, setScopes] = useState(first);
  // A page of the same sidebar sends the same scopes as new objects: keep the ones the provider has, so that
  // it does not rebuild its index on every navigation.
  const show = useCallback(
    (next: NavScope[]) =>
      setScopes((shown) =>
        shown.length === next.length && shown.every((scope, i) => scope.id === next[i]?.id) ? shown : next,
      ),
    [],
  );
  return (
    <ShowScopes value={show}>
      <NavigationProvider
        {...props}
        scopes={scopes}
        pathname={usePathname()}
        Link={Link}
        navigate={router.push}
      />
    </ShowScopes>
  );
}

/** Rendered by each page with its scopes: after a client navigation, hands them to the provider (which
 *  keeps every scope it saw) before the browser paints. */
export function PageScopes({ scopes }: { scopes: NavScope[] }) {
  const show = useContext(ShowScopes);
  useLayoutEffect(() => show(scopes), [show, scopes]);
  return null;
}
