import './app.css';
import * as docs from 'virtual:docsnav';
import { DocsLayout } from '@docsnav/react/layout';
import { docsRoute, RouterNavigationProvider } from '@docsnav/react/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Page } from './page';

function Docs() {
  return (
    <RouterNavigationProvider source={docs}>
      <DocsLayout logo={<Link to="/">Docs</Link>} above="breadcrumbs">
        <Outlet />
      </DocsLayout>
    </RouterNavigationProvider>
  );
}

const route = docsRoute(docs);
const router = createBrowserRouter([
  {
    path: '/',
    Component: Docs,
    loader: route.clientLoader,
    shouldRevalidate: route.shouldRevalidate,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: Page },
      { path: '*', Component: Page },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
