import { files, pages, siteName } from 'virtual:docsnav-pages';
import { normalizePathname, type PageNode } from '@docsnav/core';
import { Badge, useNavigation } from '@docsnav/react';
import { Fragment, Suspense, useEffect } from 'react';
import { PageErrorBoundary } from './error-boundary.js';
import { NotFound } from './not-found.js';
import { PageBody, usePageHead } from './page-body.js';
import { pageFileKey } from './page-module.js';

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

/** The page of the current location: heading, endpoint line, MDX body; or the not-found page. */
export function PageView({ pathname }: { pathname: string }) {
  const { page: shown, index, location } = useNavigation();
  // A split navigation keeps the previous location while the sidebar of a new pathname loads: its page is
  // not this pathname's, and only a page file at the path can be shown meanwhile.
  const loading = location.pathname !== normalizePathname(index, pathname);
  const page = loading ? undefined : shown;
  const fileKey = pageFileKey(pages, page, pathname, index.settings.basePath);
  const found = Boolean(page || fileKey);
  useEffect(() => {
    if (!found && !loading) document.title = `Page not found · ${siteName}`;
  }, [found, loading]);
  if (!found && loading) return <p className="site-loading">Loading…</p>;
  if (!found) return <NotFound pathname={pathname} />;
  return (
    <PageErrorBoundary key={fileKey ?? pathname} what="page">
      <Suspense fallback={<p className="site-loading">Loading…</p>}>
        <PageArticle fileKey={fileKey} pathname={pathname} page={page} />
      </Suspense>
    </PageErrorBoundary>
  );
}

function PageArticle({
  fileKey,
  pathname,
  page,
}: {
  fileKey: string | undefined;
  pathname: string;
  page: PageNode | undefined;
}) {
  const head = usePageHead(fileKey);
  const title = page?.pageTitle ?? head?.title ?? page?.title ?? titleFromPath(fileKey ?? pathname);
  const description = page?.description ?? head?.description;
  const endpoint = page?.endpoint;
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
  }, [title]);
  return (
    <article className="site-page" data-page={fileKey ?? page?.source}>
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
      {fileKey ? (
        <PageErrorBoundary what="page content">
          <div className="site-prose">
            <PageBody fileKey={fileKey} file={files[fileKey] ?? fileKey} />
          </div>
        </PageErrorBoundary>
      ) : !endpoint ? (
        <p className="site-error" role="alert">
          No page file for <code>{page?.source}</code> in the docs folder (<code>{page?.source}.mdx</code> or{' '}
          <code>.md</code>).
        </p>
      ) : (
        <p className="site-endpoint-note">
          {endpoint.webhook ? 'Webhook' : 'Endpoint'} from the OpenAPI spec{' '}
          <code>{endpoint.spec ?? 'in scope'}</code>
          {endpoint.resolved ? '.' : ' (not found in the spec).'}
        </p>
      )}
    </article>
  );
}
