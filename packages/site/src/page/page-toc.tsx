import { type EndpointInfo, normalizePathname } from '@docsnav/core';
import { useActiveLanguage, useNavigation } from '@docsnav/react';
import { Component, lazy, type ReactNode, Suspense, use } from 'react';
import { loadPage, pagePath } from './page-module.js';
import { type PageFile, usePageFile } from './use-page-file.js';

/** "On this page" in the languages the site knows besides English. */
const TITLES: Record<string, string> = { es: 'En esta página', ar: 'في هذه الصفحة' };

/** The title of the list for a BCP 47 language tag (English for any other). */
export function tocTitle(lang: string | undefined): string {
  return TITLES[lang?.split('-')[0]?.toLowerCase() ?? ''] ?? 'On this page';
}

/** The list of a generated endpoint page: loads with its sections (endpoint-sections.tsx), on such pages only. */
const HeadingsOfEndpoint = lazy(() =>
  import('./endpoint-sections.js').then((m) => ({ default: m.EndpointHeadings })),
);

/** Draws nothing when the page's file or module fails to load: the page itself shows that error. */
class Quiet extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The kit's list (`TableOfContents`, with its scroll-spy): loaded by pages that have headings, not with every
 *  first page. A prerendered list stays as the server drew it (its links work) until it has loaded. */
const HeadingList = lazy(() => import('./heading-list.js').then((m) => ({ default: m.HeadingList })));

/** The list of a page file's headings (suspends while its module loads); nothing without headings. */
function HeadingsOfFile({ file, title }: { file: PageFile; title: string }) {
  const headings = use(loadPage(file.pages, file.key)).headings ?? [];
  return headings.length > 0 ? <HeadingList headings={headings} title={title} /> : null;
}

/**
 * The list of the page at `path`. The file and its module are read in two components: `usePageFile` calls
 * `use` only while its bucket is loading, and React matches a component's `use` calls by their order when it
 * retries it, so a `use(loadPage(...))` after it in the same component got the bucket back instead of the
 * page module on the server (no headings: the root page's HTML had no list, a hydration mismatch).
 */
function HeadingsOf({ path, title, endpoint }: { path: string; title: string; endpoint?: EndpointInfo }) {
  const file = usePageFile(path);
  if (file) return <HeadingsOfFile file={file} title={title} />;
  return endpoint ? <HeadingsOfEndpoint endpoint={endpoint} title={title} /> : null;
}

/**
 * The "On this page" list of the page at `pathname`, from the headings its compiled module exports (the
 * ids its headings render with). DocsLayout places it (`toc` slot). Nothing while the page loads, for a
 * page without headings, or when its frontmatter mode hides the list.
 */
export function PageToc({ pathname }: { pathname: string }) {
  const { page, index, location } = useNavigation();
  const { lang } = useActiveLanguage();
  if (location.pathname !== normalizePathname(index, pathname)) return null;
  const path = pagePath(page, pathname, index.settings.basePath);
  return (
    <Quiet key={path}>
      <Suspense fallback={null}>
        <HeadingsOf path={path} title={tocTitle(lang)} endpoint={page?.endpoint} />
      </Suspense>
    </Quiet>
  );
}
