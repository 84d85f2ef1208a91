import { loadScope, resolveScopes, shell } from 'virtual:docsnav';
import { siteName } from 'virtual:docsnav-pages';
import { type NavScope, nodeHref } from '@docsnav/core';
import { NavigationProvider, revealAndScroll, useActiveLanguage, useNavigation } from '@docsnav/react';
import { PageFinder } from '@docsnav/react/finder';
import { DocsLayout } from '@docsnav/react/layout';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { finderLabels } from './finder-labels.js';
import { layoutLabels } from './layout-labels.js';
import { EmptyDocs } from './page/empty-docs.js';
import { PageToc } from './page/page-toc.js';
import { PageView } from './page/page-view.js';
import { sitePathname } from './site-pathname.js';

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
    // A heading in a closed tab or disclosure is revealed first (the kit's reveal contract).
    const target = hash ? revealAndScroll(decodeURIComponent(hash.slice(1))) : undefined;
    if (!target) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** `/` when it is no page: go to the first page of the navigation (known from the shell even when its
 *  sidebar is not loaded). */
function HomeRedirect() {
  const { index } = useNavigation();
  const href = nodeHref(index, 0);
  if (href === undefined) return <EmptyDocs />;
  return href !== '/' ? <Navigate to={href} replace /> : null;
}

/**
 * The whole site: the navigation of the docs folder around the current page. The navigation is split per
 * sidebar (`virtual:docsnav`): the shell, the scopes of the first page (`scopes`, loaded before the first
 * render), and the loaders the provider uses for every other sidebar.
 */
export function Shell({ scopes, children }: { scopes: readonly NavScope[]; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const pathname = `${sitePathname(location.pathname)}${location.search}${location.hash}`;
  return (
    <NavigationProvider
      shell={shell}
      scopes={scopes}
      loadScope={loadScope}
      resolveScopes={resolveScopes}
      pathname={pathname}
      navigate={navigate}
    >
      <DocumentLanguage />
      <ScrollOnNavigate />
      <SiteLayout pathname={sitePathname(location.pathname)}>{children}</SiteLayout>
    </NavigationProvider>
  );
}

/** The page finder's data: its own chunk, loaded on the first hover, focus or open of the finder. */
const loadFinder = () => import('virtual:docsnav-finder').then((m) => m.finder);

/** The kit's layout, with its texts in the active language. */
function SiteLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { lang } = useActiveLanguage();
  return (
    <DocsLayout
      headerEnd={<PageFinder load={loadFinder} labels={finderLabels(lang)} />}
      logo={
        <Link to="/" className="site-logo">
          {siteName}
        </Link>
      }
      above={shell.settings.eyebrows === 'breadcrumbs' ? 'breadcrumbs' : 'eyebrow'}
      labels={layoutLabels(lang)}
      toc={<PageToc pathname={pathname} />}
    >
      {children}
    </DocsLayout>
  );
}

/** The page of a pathname, or for `/` when it is no page the way to the first page. */
export function HomeOr({ pathname }: { pathname: string }) {
  const { page } = useNavigation();
  if (pathname === '/' && !page) return <HomeRedirect />;
  return <PageView pathname={pathname} />;
}
