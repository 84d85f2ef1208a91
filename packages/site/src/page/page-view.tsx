import { type EndpointInfo, normalizePathname, type PageNode } from '@docsnav/core';
import { Badge, useNavigation } from '@docsnav/react';
import { Fragment, lazy, Suspense, useEffect } from 'react';
import { PageErrorBoundary } from './error-boundary.js';
import { PageBody, usePageHead } from './page-body.js';
import { pagePath } from './page-module.js';
import { RenderError, usePrerenderError } from './render-errors.js';
import { siteName } from './site-pages.js';
import { type PageFile, usePageFile } from './use-page-file.js';

/** What a page of a page file never renders: the not-found page and the sections of generated endpoint pages
 *  (from their specs) load when they are rendered, not with every first page. */
const NotFound = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFound })));
const EndpointSections = lazy(() =>
  import('./endpoint-sections.js').then((m) => ({ default: m.EndpointSections })),
);
const EndpointExamples = lazy(() =>
  import('./endpoint-examples.js').then((m) => ({ default: m.EndpointExamples })),
);
const EndpointPageBody = lazy(() =>
  import('./endpoint-page-body.js').then((m) => ({ default: m.EndpointPageBody })),
);

/** Humanizes the last path segment ("point-in-time" → "Point in time"), for unlisted pages without title. */
function titleFromPath(key: string): string {
  const last = (key.split('/').pop() ?? key).replace(/[-_]+/g, ' ').trim();
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** A path that may wrap after its slashes on narrow screens. */
function breakable(path: string) {
  return path.split('/').map((segment, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one path, in order, never reordered.
    <Fragment key={i}>
      {i > 0 && (
        <>
          <wbr />/
        </>
      )}
      {segment}
    </Fragment>
  ));
}

/** The title of the page shown last: the document keeps it while the next page loads. */
let lastTitle: string | undefined;

/** "Loading…" in place of a page whose navigation, file or module is loading. */
function Loading() {
  return (
    <>
      <title>{lastTitle ?? siteName}</title>
      <p className="site-loading">Loading…</p>
    </>
  );
}

/** The page of the current location: heading, endpoint line, MDX body; or the not-found page. "Loading…"
 *  while the page-file map's bucket of the path or the page module loads. */
export function PageView({ pathname }: { pathname: string }) {
  const { page: shown, index, location } = useNavigation();
  // A split navigation keeps the previous location while the sidebar of a new pathname loads: its page is
  // not this pathname's, and only a page file at the path can be shown meanwhile.
  const loading = location.pathname !== normalizePathname(index, pathname);
  const page = loading ? undefined : shown;
  const path = pagePath(page, pathname, index.settings.basePath);
  return (
    <PageErrorBoundary key={path} what="page">
      <Suspense fallback={<Loading />}>
        <PageOrNotFound path={path} pathname={pathname} page={page} loading={loading} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The page, once the file of its path is known (suspends while its bucket of the page-file map loads). */
function PageOrNotFound({
  path,
  pathname,
  page,
  loading,
}: {
  path: string;
  pathname: string;
  page: PageNode | undefined;
  loading: boolean;
}) {
  const file = usePageFile(path);
  const found = Boolean(page || file);
  if (!found && loading) return <Loading />;
  if (!found)
    return (
      <>
        <title>{`Page not found · ${siteName}`}</title>
        <NotFound pathname={pathname} />
      </>
    );
  return <PageArticle file={file} pathname={pathname} page={page} />;
}

function PageArticle({
  file,
  pathname,
  page,
}: {
  file: PageFile | undefined;
  pathname: string;
  page: PageNode | undefined;
}) {
  const head = usePageHead(file);
  const title = page?.pageTitle ?? head?.title ?? page?.title ?? titleFromPath(file?.key ?? pathname);
  const description = page?.description ?? head?.description;
  const endpoint = page?.endpoint;
  const documentTitle = `${title} · ${siteName}`;
  useEffect(() => {
    lastTitle = documentTitle;
  }, [documentTitle]);
  return (
    <article className="site-page" data-page={file?.key ?? page?.source}>
      <title>{documentTitle}</title>
      <header className="site-page-header">
        <h1>
          {title}
          {page?.deprecated && (
            <>
              {' '}
              <Badge variant="deprecated">Deprecated</Badge>
            </>
          )}
        </h1>
        {description && <p className="site-description">{description}</p>}
        {endpoint && (
          <p className="site-endpoint">
            <Badge variant="method" method={endpoint.method}>
              {endpoint.method.toUpperCase()}
            </Badge>{' '}
            <code>{breakable(endpoint.path)}</code>
          </p>
        )}
      </header>
      {file ? (
        <PageContent file={file} endpoint={endpoint?.spec && endpoint.resolved ? endpoint : undefined} />
      ) : !endpoint ? (
        <p className="site-error" role="alert">
          No page file for <code>{page?.source}</code> in the docs folder (<code>{page?.source}.mdx</code> or{' '}
          <code>.md</code>).
        </p>
      ) : (
        <>
          <p className="site-endpoint-note">
            {endpoint.webhook ? 'Webhook' : 'Endpoint'} from the OpenAPI spec{' '}
            <code>{endpoint.spec ?? 'in scope'}</code>
            {endpoint.resolved ? '.' : ' (not found in the spec).'}
          </p>
          <div className="site-prose">
            {/* The generated examples first: the column on a wide layout, above the sections on a narrow one. */}
            <EndpointExamples endpoint={endpoint} />
            <div className="site-api-after">
              <EndpointSections endpoint={endpoint} />
            </div>
          </div>
        </>
      )}
    </article>
  );
}

/** The MDX body of a page file (an endpoint page's with its generated examples); a throw shows its error in place (the box the build rendered in the HTML,
 *  until hydrated, when the content threw at build time). */
function PageContent({ file, endpoint }: { file: PageFile; endpoint?: EndpointInfo }) {
  const prerendered = usePrerenderError(file.key, file.file);
  if (prerendered !== undefined)
    return <RenderError what="page content" file={file.file} message={prerendered} prerendered={file.key} />;
  return (
    <PageErrorBoundary what="page content" file={file.file}>
      <div className="site-prose">
        {endpoint ? <EndpointPageBody file={file} endpoint={endpoint} /> : <PageBody file={file} />}
      </div>
    </PageErrorBoundary>
  );
}
