import * as docs from 'virtual:docsnav';
import { DocsLayout } from '@docsnav/react/layout';
import { docsRoute, RouterNavigationProvider } from '@docsnav/react/react-router';
import { Link, Outlet } from 'react-router';

const route = docsRoute(docs);
export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const shouldRevalidate = route.shouldRevalidate;

export default function Docs() {
  return (
    <RouterNavigationProvider source={docs}>
      <DocsLayout logo={<Link to="/">Docs</Link>} above="breadcrumbs">
        <Outlet />
      </DocsLayout>
    </RouterNavigationProvider>
  );
}
