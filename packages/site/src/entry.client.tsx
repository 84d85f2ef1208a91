import { shell } from 'virtual:docsnav';
import { icons } from 'virtual:docsnav-icons';
import { registerIcons } from '@docsnav/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadPageFile } from './page/use-page-file.js';

// The lucide icons the navigation uses, one lazy chunk each (never the whole icon set).
registerIcons(icons);

// The page's file (its bucket of the page-file map and its module) before hydrating, so the page body
// hydrates at once instead of waiting on its module (the server HTML already shows it).
await preloadPageFile(window.location.pathname, shell.settings.basePath);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // A page that throws while rendering shows its error in place (PageErrorBoundary): that is handled, so
      // it is logged as information, not as a console error.
      onCaughtError: (error) => console.info('docsnav site: a page failed to render:', error),
    },
  );
});
