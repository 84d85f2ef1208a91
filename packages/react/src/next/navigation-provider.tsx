import type { NavModel, NavScope, NavShell, PageHeading } from '@docsnav/core';
import NextLink from 'next/link.js';
import { usePathname, useRouter } from 'next/navigation.js';
import { createContext, type ReactNode, use, useCallback, useContext, useState } from 'react';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';
import { NavigationProvider } from '../hook/provider.js';
import { SplitNavigationProvider } from '../hook/split-provider.js';
import type { SplitNavigationProviderProps } from '../hook/types.js';
import { TableOfContents, type TableOfContentsProps } from '../toc/table-of-contents.js';

/** The providers' props minus what the Next.js router gives: a split model's `shell` (`SplitNavigationProvider`)
 *  or a whole `model` (`NavigationProvider`); `scopes` may be a promise (the page's scopes handed to a layout,
 *  `@docsnav/node/next`). */
export interface NextNavigationProps
  extends Omit<SplitNavigationProviderProps, 'pathname' | 'navigate' | 'Link' | 'scopes' | 'shell'> {
  /** A split model's shell (`@docsnav/node/next`'s `navigation()`). */
  shell?: NavShell;
  /** The whole model, when there is no `shell`. */
  model?: NavModel;
  /** The scopes of the first page shown (split model), or a promise of them. */
  scopes?: readonly NavScope[] | Promise<readonly NavScope[]>;
  /** The "On this page" headings of the first page shown, or a promise of them (`@docsnav/node/next`'s
   *  `navigation()`); {@link PageTableOfContents} lists them, {@link PageScopes} replaces them. */
  headings?: readonly PageHeading[] | Promise<readonly PageHeading[]>;
  children?: ReactNode;
}

/** `next/link`'s component. Its module is CommonJS: a bundler's default import is the component, Node's is
 *  `module.exports`; Next sets `Link.default = Link` on the component, so `.default` is it in both. */
const Link = NextLink.default;

const ShowScopes = createContext<(scopes: readonly NavScope[]) => void>(() => {});
const ShowHeadings = createContext<(headings: readonly PageHeading[]) => void>(() => {});
const ShownHeadings = createContext<readonly PageHeading[] | undefined>(undefined);

/** Keeps the array shown when the next one holds the same scope ids (a page of the same sidebar sends equal
 *  scopes as new objects: the provider then does not rebuild its index). */
const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);

/**
 * `SplitNavigationProvider` (or, given a `model`, `NavigationProvider`) wired to the Next.js App Router: `usePathname()`, `next/link` and `router.push`. A
 * client component: a Server Component (a root layout) renders it with data only (`model`, or `shell` and
 * `scopes`), and each page renders {@link PageScopes} with its own scopes for client navigations.
 */
export function NextNavigationProvider({
  scopes: given,
  headings: firstHeadings,
  shell,
  model,
  ...rest
}: NextNavigationProps) {
  const router = useRouter();
  const host = { pathname: usePathname(), Link, navigate: router.push };
  const first = given instanceof Promise ? use(given) : given;
  const [scopes, setScopes] = useState(first);
  // Read here, with the scopes, so that the page's server HTML holds its list (a promise read further down
  // would leave the list to a streamed boundary, shown only once scripts run).
  const firstList = firstHeadings instanceof Promise ? use(firstHeadings) : firstHeadings;
  const [headings, setHeadings] = useState<readonly PageHeading[] | undefined>(firstList);
  const show = useCallback(
    (next: readonly NavScope[]) => setScopes((shown) => (shown && sameIds(shown, next) ? shown : next)),
    [],
  );
  const showHeadings = useCallback(
    (next: readonly PageHeading[]) => setHeadings((shown) => (shown && sameIds(shown, next) ? shown : next)),
    [],
  );
  return (
    <ShowScopes.Provider value={show}>
      <ShowHeadings.Provider value={showHeadings}>
        <ShownHeadings.Provider value={headings}>
          {shell ? (
            <SplitNavigationProvider {...rest} {...host} shell={shell} scopes={scopes} />
          ) : (
            <NavigationProvider {...rest} {...host} model={model} />
          )}
        </ShownHeadings.Provider>
      </ShowHeadings.Provider>
    </ShowScopes.Provider>
  );
}

/** Rendered by each page with its scopes (split model) and its headings: after a client navigation, hands
 *  them to the provider of the layout (which keeps every scope it saw) before the browser paints. Renders
 *  nothing. */
export function PageScopes({
  scopes,
  headings,
}: {
  scopes: readonly NavScope[];
  /** The page's "On this page" headings (`@docsnav/node/next`'s `page()`), for `PageTableOfContents`. */
  headings?: readonly PageHeading[];
}) {
  const show = useContext(ShowScopes);
  const showHeadings = useContext(ShowHeadings);
  useIsoLayoutEffect(() => show(scopes), [show, scopes]);
  useIsoLayoutEffect(() => {
    if (headings) showHeadings(headings);
  }, [showHeadings, headings]);
  return null;
}

/**
 * `TableOfContents` of the page being shown, with the headings its page handed over (`PageScopes`, or
 * `@docsnav/node/next`'s `navigation()` for the first page): put it in `DocsLayout`'s `toc` slot from the
 * layout, a Server Component (it takes no data). Nothing for a page without headings.
 */
export function PageTableOfContents(props: Omit<TableOfContentsProps, 'headings'>) {
  return <TableOfContents {...props} headings={useContext(ShownHeadings) ?? []} />;
}
