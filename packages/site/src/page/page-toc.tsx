import { normalizePathname } from '@docsnav/core';
import { useActiveLanguage, useNavigation } from '@docsnav/react';
import { TableOfContents } from '@docsnav/react/toc';
import { Component, type ReactNode, Suspense, use, useSyncExternalStore } from 'react';
import { loadPage, pagePath } from './page-module.js';
import { usePageFile } from './use-page-file.js';

/** "On this page" in the languages the site knows besides English. */
const TITLES: Record<string, string> = { es: 'En esta página', ar: 'في هذه الصفحة' };

/** The title of the list for a BCP 47 language tag (English for any other). */
export function tocTitle(lang: string | undefined): string {
  return TITLES[lang?.split('-')[0]?.toLowerCase() ?? ''] ?? 'On this page';
}

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

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

function HeadingsOf({ path, title }: { path: string; title: string }) {
  const file = usePageFile(path);
  if (!file) return null;
  const headings = use(loadPage(file.pages, file.key)).headings ?? [];
  return <TableOfContents headings={headings} labels={{ title }} />;
}

/**
 * The "On this page" list of the page at `pathname`, from the headings its compiled module exports (the
 * ids its headings render with). DocsLayout places it (`toc` slot). Nothing while the page loads, for a
 * page without headings, or when its frontmatter mode hides the list.
 */
export function PageToc({ pathname }: { pathname: string }) {
  const { page, index, location } = useNavigation();
  const { lang } = useActiveLanguage();
  // The root page's list is drawn once hydrated: its prerendered HTML (`/` from index.mdx) came out without
  // its headings while the browser had them (a hydration mismatch on ollama's corpus site), a cause not found
  // yet (docs/site.md). Every other page's list is in its server HTML.
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  if (!hydrated && location.pathname === '/') return null;
  if (location.pathname !== normalizePathname(index, pathname)) return null;
  const path = pagePath(page, pathname, index.settings.basePath);
  return (
    <Quiet key={path}>
      <Suspense fallback={null}>
        <HeadingsOf path={path} title={tocTitle(lang)} />
      </Suspense>
    </Quiet>
  );
}
