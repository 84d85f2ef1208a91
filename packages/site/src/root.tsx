import '@docsnav/react/styles.css';
import './site.css';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

/** The document around every page, server-rendered at build time and hydrated. `lang` and `dir` follow
 *  the active language once the page runs (the layout sets them on its own root in the HTML too). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" href="data:," />
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
