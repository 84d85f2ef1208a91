// The root layout, a Server Component: the navigation around every page. It stays mounted across client
// navigations, so the sidebar keeps its open groups and scroll.
import '@docsnav/react/styles.css';
import './globals.css';
import { DocsLayout } from '@docsnav/react/layout';
import { NavigationProvider } from '@docsnav/react/next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { docs } from '../lib/docs';

export const metadata = { title: { template: '%s · docsnav + Next.js', default: 'docsnav + Next.js' } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <NavigationProvider {...(await docs.navigation())}>
          <DocsLayout logo={<Link href="/">Docs</Link>} above="breadcrumbs">
            {children}
          </DocsLayout>
        </NavigationProvider>
      </body>
    </html>
  );
}
