import { useCallback, useEffect, useRef, useState } from 'react';
import { isOpen, openTrail } from '../state/expansion.js';
import { useSidebar } from './hooks.js';
import { useNavigationStore } from './internal-hooks.js';
import type { FilterController, FilteredSidebar } from './sidebar-filter-model.js';
import type { SidebarView } from './types.js';

/** What {@link useSidebarFilter} returns: the state of a filter box over the current sidebar. */
export interface SidebarFilter {
  /** The text in the box. */
  query: string;
  /** Sets the text and narrows the sidebar to it (a blank text restores it, as {@link SidebarFilter.clear}). */
  setQuery(query: string): void;
  /** Empties the box and restores exactly the groups that were open and closed before the filter opened some. */
  clear(): void;
  /** The sidebar to draw: narrowed to the matching pages and their groups while a query is active (the
   *  groups above a match are opened, so `useSidebarNode` reads them open), else `useSidebar()`'s. */
  view: SidebarView;
  /** How many pages match the query; undefined while the box is empty or the matcher is loading. */
  count: number | undefined;
  /** Where the query's words occur in a title or label, as `[start, end)` ranges to highlight. */
  marks(text: string): [number, number][];
  /** Highlights the query's words in the page titles and group labels inside `root` (a sidebar drawn from
   *  `view`) with the CSS Custom Highlight API (`::highlight(docsnav-filter)`; no change to the markup, nothing
   *  where the browser lacks it). Returns the function that removes them. */
  highlight(root: HTMLElement): () => void;
  /** Loads the matcher ahead of the first keystroke (call it when the box gets focus); `setQuery` loads it too. */
  load(): void;
}

/** The filter's code (matcher, narrowing, highlighting), loaded once per page by whichever filter asks first. */
let loading: Promise<typeof import('./sidebar-filter-model.js')> | undefined;
const loadFilterModel = () =>
  (loading ??= import('./sidebar-filter-model.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const NONE = (): [number, number][] => [];

/**
 * Headless sidebar filter: narrows the current sidebar (`useSidebar()`) to the pages whose title, group trail
 * or endpoint method and path match a query, with the page finder's matcher (loaded with `import()` on first
 * use: nothing of it is in a first page's code). While a query is active, the groups above the matches are
 * opened in the navigation state; clearing the query (or unmounting) restores the open and closed groups the
 * reader had before, exactly (plus the trail of a page navigated to meanwhile). A host draws `view` instead of
 * `useSidebar()` and announces `count`; the kit's `Sidebar` does so with its `filter` prop.
 */
export function useSidebarFilter(): SidebarFilter {
  const s = useNavigationStore();
  const full = useSidebar();
  const [query, setText] = useState('');
  const [result, setResult] = useState<FilteredSidebar | undefined>();
  const controller = useRef<FilterController>(undefined);
  const latest = useRef('');
  const run = useCallback((q: string, view: SidebarView) => setResult(controller.current?.run(q, view)), []);
  const load = useCallback(() => {
    loadFilterModel().then((module) => {
      controller.current ??= module.filterController(s, { isOpen, openTrail });
      if (latest.current.trim()) run(latest.current, s.sidebarView(s.location.sidebar));
    }, NONE);
  }, [s, run]);
  const setQuery = useCallback(
    (q: string) => {
      latest.current = q;
      setText(q);
      if (controller.current) run(q, full);
      else if (q.trim()) load();
    },
    [run, load, full],
  );
  // Another sidebar (a navigation to another tab or version) is narrowed to the same query.
  useEffect(() => {
    if (latest.current.trim()) run(latest.current, full);
  }, [full, run]);
  // Unmounted while filtering: the reader's groups come back.
  useEffect(() => () => controller.current?.restore(), []);
  return {
    query,
    setQuery,
    clear: useCallback(() => setQuery(''), [setQuery]),
    view: result?.view ?? full,
    count: result?.count,
    marks: result?.marks ?? NONE,
    highlight: useCallback((root: HTMLElement) => result?.paint(root) ?? (() => {}), [result]),
    load,
  };
}
