import '@docsnav/react/styles.css';
import './site.css';
import './mdx/components.css';
import 'virtual:docsnav-tailwind.css';
import { shell } from 'virtual:docsnav';
import { stylesheets } from 'virtual:docsnav-pages';
import { resolveBrand } from '@docsnav/core';
import type { DocsRouteData } from '@docsnav/react/react-router';
import { type ReactNode, useState } from 'react';
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from 'react-router';
import { themeScript } from './theme.js';

/** docs.json's favicon and appearance, for the document head. */
const brand = resolveBrand(shell.settings);

/** docs.json `favicon`: one icon, or one per colour scheme (`media`); the site's own without one. */
function Favicon() {
  const icon = brand.favicon;
  if (icon === undefined) return <link rel="icon" href="/favicon.ico" />;
  if (icon.light === icon.dark) return <link rel="icon" href={icon.light} />;
  return (
    <>
      <link rel="icon" href={icon.light} media="(prefers-color-scheme: light)" />
      <link rel="icon" href={icon.dark} media="(prefers-color-scheme: dark)" />
    </>
  );
}

/** The document around every page, server-rendered at build time and hydrated. `lang` and `dir` are the
 *  page's language in its HTML; in the browser they follow the active language from then on (the site's
 *  `DocumentLanguage`), so React keeps the first values and never sets them again. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('docs-route') as DocsRouteData | undefined;
  const [language] = useState(() => ({ lang: data?.lang ?? 'en', dir: data?.dir ?? 'ltr' }));
  return (
    // `data-theme` is set by the head script before hydration (docs.json `appearance`): not React's to check.
    <html lang={language.lang} dir={language.dir} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script with JSON-encoded values (theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript(brand.appearance) }} />
        <Favicon />
        <Meta />
        <Links />
        {/* The docs folder's own stylesheets (its .css files), after the site's so they win, as on Mintlify. */}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** Shown by the page-less fallback HTML (paths that were not prerendered, e.g. a mistyped one) until the
 *  navigation of the path has loaded in the browser. */
export function HydrateFallback() {
  return (
    <>
      <title>Documentation</title>
      <p className="site-loading">Loading…</p>
      <noscript>
        This page was not found. Without JavaScript, only the pages of the navigation are shown.
      </noscript>
    </>
  );
}
