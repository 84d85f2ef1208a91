'use client';
// The one client component of this example. The root layout stays mounted across navigations, so the
// current pathname comes from the router (`usePathname`); actions that navigate (drill-down, a group's
// `root` page) go through `router.push` (a function cannot cross from a Server Component). `Link` is set
// here too: in a Server Component, Next.js 16 resolves `next/link` to a server wrapper (its `react-server`
// entry), a plain function that cannot be passed as a prop; in a client module it is the client component.
import { NavigationProvider, type NavigationProviderProps } from '@docsnav/react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';

/** The provider's props minus what the router gives. */
export type DocsNavigationProps = Omit<NavigationProviderProps, 'pathname' | 'navigate' | 'Link'>;

/** `NavigationProvider` bound to the Next.js router and `next/link`. */
export function DocsNavigation(props: DocsNavigationProps) {
  const router = useRouter();
  return <NavigationProvider {...props} pathname={usePathname()} Link={Link} navigate={router.push} />;
}
