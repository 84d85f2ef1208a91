import { model } from 'virtual:docsnav/model';
import { siteName } from 'virtual:docsnav-pages';
import { firstPage } from '@docsnav/core';
import { NavigationProvider, useActiveLanguage, useNavigation } from '@docsnav/react';
import { PageFinder } from '@docsnav/react/finder';
import { DocsLayout } from '@docsnav/react/switchers';
import { type ReactNode, useEffect, useRef } from 'react';
import { createBrowserRouter, Link, Navigate, useLocation, useNavigate } from 'react-router';
import { finderLabels } from './finder-labels.js';
import { layoutLabels } from './layout-labels.js';
import { SiteLink } from './mdx/site-link.js';
import { EmptyDocs } from './page/empty-docs.js';
import { PageView } from './page/page-view.js';

/** Keeps `<html lang dir>` in step with the active language (the layout sets them on its own root too). */
function DocumentLanguage() {
  const { lang, dir } = useActiveLanguage();
  useEffect(() => {
    document.documentElement.lang = lang ?? 'en';
    document.documentElement.dir = dir ?? 'ltr';
  }, [lang, dir]);
  return null;
}

/** Scrolls to the top on a new page, or to the `#hash` target. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, pathname is the trigger.
  useEffect(() => {
    if (first.current && !hash) {
      first.current = false;
      return;
    }
    first.current = false;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** `/` when it is no page: go to the first page of the navigation. */
function HomeRedirect() {
  const { index } = useNavigation();
  const node = index.nodes[firstPage(index, 0)];
  if (node?.type !== 'page') return <EmptyDocs />;
  return node.href !== '/' ? <Navigate to={node.href} replace /> : null;
}

/** The whole site: the navigation of the docs folder around the current page. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const pathname = `${location.pathname}${location.search}${location.hash}`;
  return (
    <NavigationProvider model={model} pathname={pathname} Link={SiteLink} navigate={navigate}>
      <DocumentLanguage />
      <ScrollOnNavigate />
      <SiteLayout>
        <HomeOr pathname={location.pathname} />
      </SiteLayout>
    </NavigationProvider>
  );
}

/** The page finder's data: its own chunk, loaded on the first hover, focus or open of the finder. */
const loadFinder = () => import('virtual:docsnav-finder').then((m) => m.finder);

/** The kit's layout, with its texts in the active language. */
function SiteLayout({ children }: { children: ReactNode }) {
  const { lang } = useActiveLanguage();
  return (
    <DocsLayout
      headerEnd={<PageFinder load={loadFinder} labels={finderLabels(lang)} />}
      logo={
        <Link to="/" className="site-logo">
          {siteName}
        </Link>
      }
      above={model.settings.eyebrows === 'breadcrumbs' ? 'breadcrumbs' : 'eyebrow'}
      labels={layoutLabels(lang)}
    >
      {children}
    </DocsLayout>
  );
}

function HomeOr({ pathname }: { pathname: string }) {
  const { page } = useNavigation();
  if (pathname === '/' && !page) return <HomeRedirect />;
  return <PageView pathname={pathname} />;
}

/** One route: every path is a page of the docs (or the not-found page). */
export const router = createBrowserRouter([{ path: '*', element: <Shell /> }]);
