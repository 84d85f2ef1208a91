import '@docsnav/react/styles.css';
import './site.css';
import { shell } from 'virtual:docsnav';
import { icons } from 'virtual:docsnav-icons';
import { registerIcons } from '@docsnav/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter, initialScopes } from './app.js';
import { preloadPageFile } from './page/use-page-file.js';

// The lucide icons the navigation uses, one lazy chunk each (never the whole icon set).
registerIcons(icons);

// The navigation of the first page (its sidebar's scope, one small chunk, and one bucket of the route map)
// before the first render: the sidebar is drawn at once, never blank. In parallel, the bucket of the
// page-file map that holds the page's file (and the start of its page module's load).
const [scopes] = await Promise.all([
  initialScopes(window.location.pathname),
  preloadPageFile(window.location.pathname, shell.settings.basePath),
]);
const router = createRouter(scopes);

const container = document.getElementById('root');
if (container) {
  // A page that throws while rendering shows its error in place (PageErrorBoundary): that is handled, so
  // it is logged as information, not as a console error.
  createRoot(container, {
    onCaughtError: (error) => console.info('docsnav site: a page failed to render:', error),
  }).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
