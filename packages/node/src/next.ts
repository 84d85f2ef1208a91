/**
 * @docsnav/node/next: the server half of the Next.js App Router adapter (the client half is
 * `@docsnav/react/next`). Server-only: it reads a docs folder, splits its navigation, and hands the scopes of
 * the page being rendered to the root layout. React is used for `cache` only (one hand-off per render).
 */
import {
  createNavIndex,
  locate,
  type NavIndex,
  type NavScope,
  type NavShell,
  nodeHref,
  type PageHeading,
  type PageNode,
} from '@docsnav/core';
import { type SplitModel, splitModel } from '@docsnav/core/split';
import { cache } from 'react';
import { formatDiagnostics } from './format-diagnostics.js';
import { type LoadResult, loadDocs } from './load-docs.js';
import { pageHeadingsReader } from './read-page-headings.js';

/** The docs folder as loaded once per server process. */
interface NextDocsData extends LoadResult {
  /** The whole model's index (page lookups on the server). */
  index: NavIndex;
  /** The model split into a shell and one scope per sidebar: what pages send to the browser. */
  split: SplitModel;
}

/** What a page of a `[[...slug]]` route gets from {@link NextDocs.page}. */
interface NextDocsPage {
  /** The page's pathname (`/` + the slug). */
  pathname: string;
  /** Its scopes: render `<PageScopes scopes={scopes} headings={headings} />` (`@docsnav/react/next`) in the
   *  page. */
  scopes: NavScope[];
  /** Its "On this page" headings, read from its file (`extractHeadings`) or, for a generated endpoint page,
   *  its operation's sections (`pageHeadingsReader`): the ids its headings must render with. The layout's `PageTableOfContents` (`@docsnav/react/next`) lists them. Empty without a page. */
  headings: PageHeading[];
  /** The page of the navigation at this pathname, if any. */
  page?: PageNode;
  /** For `/` when it is no page: the first page of the navigation, to redirect to. */
  home?: string;
}

/** The docs folder for a Next.js App Router site (see {@link nextDocs}). */
export interface NextDocs {
  /** The props of the layout's `NextNavigationProvider`: the shell, and the scopes and headings of the page
   *  being rendered (promises, settled when the page calls `page()` or `notFound()`). */
  navigation(): Promise<{ shell: NavShell; scopes: Promise<NavScope[]>; headings: Promise<PageHeading[]> }>;
  /** `generateStaticParams` of a `[[...slug]]` route: `/` and every page href of the navigation. */
  generateStaticParams(): Promise<{ slug: string[] }[]>;
  /** The page at a `[[...slug]]` route's slug, and its scopes (handed to the layout). */
  page(slug: readonly string[] | undefined): Promise<NextDocsPage>;
  /** For `not-found.tsx`: the scopes of the default divisions (handed to the layout). */
  notFound(): Promise<NavScope[]>;
  /** The loaded docs folder (model, diagnostics, index and split). */
  load(): Promise<NextDocsData>;
}

interface HandOff<T> {
  promise: Promise<T>;
  resolve: (value: T | Promise<T>) => void;
}

function createHandOff<T>(): HandOff<T> {
  let resolve: HandOff<T>['resolve'] = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// React's `cache` keys its per-render memo by the function it wraps: each hand-off wraps its own function.
/** One hand-off per server render: the page resolves it, the layout (rendered first) passes its promise on. */
const handOff = cache((): HandOff<NavScope[]> => createHandOff());
/** The page's headings, handed to the layout the same way. */
const headingsHandOff = cache((): HandOff<PageHeading[]> => createHandOff());

/**
 * The docs folder at `root` for a Next.js App Router site: loaded once per process (its errors printed
 * once, never thrown), split per sidebar, and the page lookups its routes need. A layout above the
 * `[[...slug]]` segment renders the navigation with `navigation()`, each page calls `page(slug)`.
 */
export function nextDocs(root: string): NextDocs {
  let loaded: Promise<NextDocsData> | undefined;
  const load = () => {
    loaded ??= loadDocs(root).then((result) => {
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) console.warn(formatDiagnostics(errors));
      return { ...result, index: createNavIndex(result.model), split: splitModel(result.model) };
    });
    return loaded;
  };
  const readHeadings = pageHeadingsReader(root);
  const scopesFor = async (pathname: string) => {
    const { split } = await load();
    const scopes = split.scopesFor(pathname).flatMap((id) => split.scopes.get(id) ?? []);
    handOff().resolve(scopes);
    return scopes;
  };
  return {
    load,
    async navigation() {
      return {
        shell: (await load()).split.shell,
        scopes: handOff().promise,
        headings: headingsHandOff().promise,
      };
    },
    async generateStaticParams() {
      const { index } = await load();
      const paths = new Set(['/', ...index.pages.keys()]);
      return [...paths].map((path) => ({ slug: path.split('/').filter(Boolean) }));
    },
    async page(slug) {
      const pathname = `/${(slug ?? []).join('/')}`;
      // Handed over at once (as a promise): Next.js renders the not-found boundary of every page too, and its
      // notFound() must not hand over its empty list first.
      const headingsOf = load().then(({ index }) => {
        const node = index.nodes[locate(index, pathname).page];
        return node?.type === 'page' ? readHeadings(node) : [];
      });
      headingsHandOff().resolve(headingsOf);
      const scopes = await scopesFor(pathname);
      const { index } = await load();
      const node = index.nodes[locate(index, pathname).page];
      const headings = await headingsOf;
      if (node?.type === 'page') return { pathname, scopes, headings, page: node };
      const home = pathname === '/' ? nodeHref(index, 0) : undefined;
      return { pathname, scopes, headings, ...(home && home !== '/' ? { home } : {}) };
    },
    async notFound() {
      const scopes = await scopesFor('/_not-found');
      headingsHandOff().resolve([]);
      return scopes;
    },
  };
}
