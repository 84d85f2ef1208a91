// The root layout: a Server Component that loads the docs folder and renders the navigation around every
// page. It stays mounted on client navigations, so the sidebar keeps its state (open groups, scroll).
import '@docsnav/react/styles.css';
import './globals.css';
import { DocsLayout } from '@docsnav/react/switchers';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getDocs } from '../lib/docs';
import { DocsNavigation } from './docs-navigation';

export const metadata: Metadata = {
  title: { template: '%s · docsnav + Next.js', default: 'docsnav + Next.js' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { model } = await getDocs();
  return (
    <html lang="en">
      <body>
        <DocsNavigation model={model}>
          <DocsLayout logo={<Link href="/">Docs</Link>} above="breadcrumbs">
            {children}
          </DocsLayout>
        </DocsNavigation>
      </body>
    </html>
  );
}
