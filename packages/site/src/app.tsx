import * as docs from 'virtual:docsnav';
import { siteName } from 'virtual:docsnav-pages';
import { nodeHref, resolveBrand } from '@docsnav/core';
import { useActiveLanguage, useNavigation } from '@docsnav/react';
import { PageFinder } from '@docsnav/react/finder';
import { DocsLayout } from '@docsnav/react/layout';
import { RouterNavigationProvider } from '@docsnav/react/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { finderLabels } from './finder-labels.js';
import { layoutLabels } from './layout-labels.js';
import { PageToc } from './page/page-toc.js';
import { PageView } from './page/page-view.js';
import { sitePathname } from './site-pathname.js';
import { ThemeToggle } from './theme-toggle.js';

/** docs.json's brand (logo, navbar, appearance...), from the shell every page has. */
const brand = resolveBrand(docs.shell.settings);

/** Keeps `<html lang dir>` in step with the active language (the layout sets them on its own root too). */
function DocumentLanguage() {
  const { lang, dir } = useActiveLanguage();
  useEffect(() => {
    document.documentElement.lang = lang ?? 'en';
    document.documentElement.dir = dir ?? 'ltr';
  }, [lang, dir]);
  return null;
}

/** The kit's reveal contract (`revealAndScroll`): loaded on the first navigation to a `#hash`, not with every
 *  first page (the browser has scrolled a page opened at its hash already; this opens a closed tab first). */
const loadReveal = () => import('./reveal-hash.js');

/** Scrolls to the top on a new page, or to the `#hash` target. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  /** The navigation whose scroll a loading reveal contract would do: a later one cancels it. */
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, pathname is the trigger.
  useEffect(() => {
    const navigation = ++latest.current;
    if (first.current && !hash) {
      first.current = false;
      return;
    }
    first.current = false;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // A heading in a closed tab or disclosure is revealed first (the kit's reveal contract).
    const id = decodeURIComponent(hash.slice(1));
    const scroll = (reveal?: typeof import('./reveal-hash.js')) => {
      if (navigation === latest.current && !reveal?.revealAndScroll(id)) window.scrollTo(0, 0);
    };
    loadReveal().then(scroll, () => scroll());
  }, [pathname, hash]);
  return null;
}

/** "No pages to show": only for a docs folder whose navigation has no page, never with a normal first page. */
const EmptyDocs = lazy(() => import('./page/empty-docs.js').then((m) => ({ default: m.EmptyDocs })));

/** `/` when it is no page: go to the first page of the navigation (known from the shell even when its
 *  sidebar is not loaded). */
function HomeRedirect() {
  const { index } = useNavigation();
  const href = nodeHref(index, 0);
  if (href === undefined)
    return (
      <Suspense fallback={null}>
        <EmptyDocs />
      </Suspense>
    );
  return href !== '/' ? <Navigate to={href} replace /> : null;
}

/**
 * The whole site: the navigation of the docs folder around the current page, through the React Router
 * adapter. The navigation is split per sidebar (`virtual:docsnav`): the shell, the scopes of the first page
 * (loaded by the route's loaders, or before hydrating), and the loaders the provider uses for every other
 * sidebar.
 */
export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <RouterNavigationProvider source={docs}>
      <DocumentLanguage />
      <ScrollOnNavigate />
      <SiteLayout pathname={sitePathname(location.pathname)}>{children}</SiteLayout>
    </RouterNavigationProvider>
  );
}

/** The page finder's data: its own chunk, loaded on the first hover, focus or open of the finder. */
const loadFinder = () => import('virtual:docsnav-finder').then((m) => m.finder);

/** The kit's layout, with its texts in the active language. */
function SiteLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { lang } = useActiveLanguage();
  return (
    <DocsLayout
      headerEnd={
        <>
          <PageFinder load={loadFinder} labels={finderLabels(lang)} />
          {!brand.appearance.strict && (
            <ThemeToggle lang={lang} serverTheme={brand.appearance.default === 'dark' ? 'dark' : 'light'} />
          )}
        </>
      }
      // docs.json's logo when it has one (the kit's SiteLogo), else the site's name.
      logo={
        brand.logo ? undefined : (
          <Link to="/" className="site-logo">
            {siteName}
          </Link>
        )
      }
      above={docs.shell.settings.eyebrows === 'breadcrumbs' ? 'breadcrumbs' : 'eyebrow'}
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
