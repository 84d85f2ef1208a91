// The root layout: a Server Component that loads the docs folder and renders the navigation around every
// page. It stays mounted on client navigations, so the sidebar keeps its state (open groups, scroll).
import '@docsnav/react/styles.css';
import './globals.css';
import { resolveBrand } from '@docsnav/core';
import { DocsLayout } from '@docsnav/react/switchers';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getDocs } from '../lib/docs';
import { pageScopes } from '../lib/page-scopes';
import { DocsNavigation } from './docs-navigation';

/** The document head from docs.json: `name` in every title, `favicon` (one per colour scheme when it has
 *  two; the example's own icon without one). The logo and favicon files are copied to `public/` by
 *  next.config.ts (`readBrandAssets`: inside the docs folder only). */
export async function generateMetadata(): Promise<Metadata> {
  const { split } = await getDocs();
  const { name = 'docsnav + Next.js', favicon } = resolveBrand(split.shell.settings);
  const icon = favicon
    ? favicon.light === favicon.dark
      ? [{ url: favicon.light }]
      : [
          { url: favicon.light, media: '(prefers-color-scheme: light)' },
          { url: favicon.dark, media: '(prefers-color-scheme: dark)' },
        ]
    : [{ url: '/docsnav-icon.svg' }];
  return { title: { template: `%s · ${name}`, default: name }, icons: { icon } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { split } = await getDocs();
  const brand = resolveBrand(split.shell.settings);
  // docs.json `appearance.default`: a fixed scheme, or the reader's preference (`system`: no data-theme).
  const theme = brand.appearance.default === 'system' ? undefined : brand.appearance.default;
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <DocsNavigation shell={split.shell} initialScopes={pageScopes().promise}>
          {/* docs.json's logo (or name), navbar and colours come with DocsLayout; "Docs" without either. */}
          <DocsLayout
            logo={brand.logo || brand.name ? undefined : <Link href="/">Docs</Link>}
            above="breadcrumbs"
          >
            {children}
          </DocsLayout>
        </DocsNavigation>
      </body>
    </html>
  );
}
