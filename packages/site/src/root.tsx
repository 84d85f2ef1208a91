import '@docsnav/react/styles.css';
import './site.css';
import type { DocsRouteData } from '@docsnav/react/react-router';
import { type ReactNode, useState } from 'react';
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from 'react-router';

/** The document around every page, server-rendered at build time and hydrated. `lang` and `dir` are the
 *  page's language in its HTML; in the browser they follow the active language from then on (the site's
 *  `DocumentLanguage`), so React keeps the first values and never sets them again. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('docs-route') as DocsRouteData | undefined;
  const [language] = useState(() => ({ lang: data?.lang ?? 'en', dir: data?.dir ?? 'ltr' }));
  return (
    <html lang={language.lang} dir={language.dir}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" href="/favicon.ico" />
        <Meta />
        <Links />
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
