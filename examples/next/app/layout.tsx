// The root layout: a Server Component that loads the docs folder and renders the navigation around every
// page. It stays mounted on client navigations, so the sidebar keeps its state (open groups, scroll).
import '@docsnav/react/styles.css';
import './globals.css';
import { DocsLayout } from '@docsnav/react/switchers';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getDocs } from '../lib/docs';
import { pageScopes } from '../lib/page-scopes';
import { DocsNavigation } from './docs-navigation';

export const metadata: Metadata = {
  title: { template: '%s · docsnav + Next.js', default: 'docsnav + Next.js' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { split } = await getDocs();
  return (
    <html lang="en">
      <body>
        <DocsNavigation shell={split.shell} initialScopes={pageScopes().promise}>
          <DocsLayout logo={<Link href="/">Docs</Link>} above="breadcrumbs">
            {children}
          </DocsLayout>
        </DocsNavigation>
      </body>
    </html>
  );
}
