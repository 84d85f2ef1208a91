// The root layout, a Server Component: the navigation around every page. It stays mounted across client
// navigations, so the sidebar keeps its open groups and scroll.
import '@docsnav/react/styles.css';
import './globals.css';
import { resolveBrand } from '@docsnav/core';
import { DocsLayout } from '@docsnav/react/layout';
import { NextNavigationProvider, PageTableOfContents } from '@docsnav/react/next';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { docs } from '../lib/docs';
import { Icons } from './icons';

/** The document head from docs.json: `name` in every title, `favicon` (one per colour scheme when it has
 *  two; the example's own icon without one). The logo and favicon files are copied to `public/` by
 *  next.config.mjs (`readBrandAssets`: inside the docs folder only). */
export async function generateMetadata(): Promise<Metadata> {
  const { shell } = await docs.navigation();
  const { name = 'docsnav + Next.js', favicon } = resolveBrand(shell.settings);
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
  const navigation = await docs.navigation();
  const brand = resolveBrand(navigation.shell.settings);
  // docs.json `appearance.default`: a fixed scheme, or the reader's preference (`system`: no data-theme).
  const theme = brand.appearance.default === 'system' ? undefined : brand.appearance.default;
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <NextNavigationProvider {...navigation}>
          <Icons>
            {/* docs.json's logo (or name), navbar and colours come with DocsLayout; "Docs" without either. */}
            <DocsLayout
              logo={brand.logo || brand.name ? undefined : <Link href="/">Docs</Link>}
              above="breadcrumbs"
              toc={<PageTableOfContents />}
            >
              {children}
            </DocsLayout>
          </Icons>
        </NextNavigationProvider>
      </body>
    </html>
  );
}
