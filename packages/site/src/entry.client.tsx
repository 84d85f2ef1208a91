import * as docs from 'virtual:docsnav';
import { icons } from 'virtual:docsnav-icons';
import { registerIcons } from '@docsnav/react';
import { hydrateDocs } from '@docsnav/react/react-router';
import { readPrerenderErrors } from './page/render-errors.js';
import { preloadPageFile } from './page/use-page-file.js';
import { sitePathname } from './site-pathname.js';

/** React's message (development and production builds) for a part of the page whose server render failed. */
const LEFT_TO_THE_BROWSER = /#419\b|server could not finish this Suspense boundary/;

// The lucide icons the navigation uses, one lazy chunk each (never the whole icon set).
registerIcons(icons);
// The error boxes the build rendered in place of page contents that threw: hydrated as they are.
readPrerenderErrors();

// The adapter's client entry: before hydrating, the navigation scopes the page was rendered with (one
// content-hashed chunk per sidebar, shared by all its pages; the HTML carries only their ids) and the
// page's file (its bucket of the page-file map and its module), so the page hydrates at once and matches
// its HTML.
await hydrateDocs(docs, {
  preload: (pathname) => preloadPageFile(sitePathname(pathname), docs.shell.settings.basePath),
  // A page that throws while rendering shows its error in place (PageErrorBoundary): that is handled, so
  // it is logged as information, not as a console error.
  onCaughtError: (error) => console.info('docsnav site: a page failed to render:', error),
  // A part of the page that threw at build time outside a page's content was left to the browser
  // (`entry.server.tsx`): React says so when it renders it here; that is expected, and the part shows its
  // error in place. Any other recoverable error (a hydration mismatch) is reported as React does by default.
  onRecoverableError: (error) => {
    if (LEFT_TO_THE_BROWSER.test(error instanceof Error ? error.message : String(error)))
      console.info('docsnav site: part of this page is rendered in the browser:', error);
    else reportError(error);
  },
});
