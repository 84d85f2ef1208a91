import { cached } from '@docsnav/core';
import type { FinderData } from '@docsnav/core/finder';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigationActions, useNavigationIndex, useNavigationLocation } from '../hook/hooks.js';
import type { FinderMatcher, FinderResult, FinderScope } from './matcher.js';
import { addRecent, RECENT_KEY, readRecent, writeRecent } from './recent.js';

/** Options of {@link usePageFinder} (and props of `PageFinder`). */
export interface UsePageFinderOptions {
  /**
   * Loads the finder data, e.g. `() => import('virtual:docsnav-finder').then((m) => m.finder)` with the Vite
   * plugin, or a `fetch` of a JSON file written by `buildFinderData`. Called once, when the finder first
   * opens or is prefetched (hover or focus of its button), so the data is never in the first page's JS.
   */
  load: () => Promise<FinderData>;
  /** Most results shown. Default 20. */
  limit?: number;
  /** Recent pages kept for the empty query. Default 5; 0 keeps none. */
  recentLimit?: number;
  /** `localStorage` key of the recent pages. Default `docsnav:finder-recent`. */
  storageKey?: string;
  /** Ctrl+K / ⌘K opens the finder. Default true. */
  hotkey?: boolean;
  /** Also find pages hidden from the sidebar. Default false. */
  includeHidden?: boolean;
}

/** Loading state of the finder data. */
export type PageFinderStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What {@link usePageFinder} returns: the state and actions of a page finder. */
export interface PageFinderState {
  /** The finder is open. */
  open: boolean;
  /** Opens or closes it (closing clears the query). Opening loads the data. */
  setOpen(open: boolean): void;
  /** The text typed. */
  query: string;
  /** Changes the text typed. */
  setQuery(query: string): void;
  /** Ranked results of the query, or the recent pages when the query is empty. */
  results: FinderResult[];
  /** `results` are the recent pages (the query is empty). */
  showingRecent: boolean;
  /** Index of the active result in `results` (the one Enter opens), -1 when there is none. */
  active: number;
  /** Makes a result active (on pointer move). */
  setActive(index: number): void;
  /** Loading state of the data. */
  status: PageFinderStatus;
  /** Why the data could not be used, when `status` is `error`. */
  error?: string;
  /** Every version and language is searched, not only the active ones. */
  allDivisions: boolean;
  /** Widens or narrows the search to every version and language. */
  setAllDivisions(all: boolean): void;
  /** The data has more than one version or language, so widening changes something. */
  canWiden: boolean;
  /** The active version and language (labels) searched by default. */
  scope: FinderScope;
  /** Starts loading the data (hover or focus of the button). */
  prefetch(): void;
  /** Opens a result (default: the active one) through the host's `navigate` (in the division of that
   *  listing, for a page listed in several places), remembers it, and closes. */
  select(index?: number): void;
  /** The combobox's key handler: arrows move the active result (wrapping), Enter opens it. */
  onInputKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** Data per loader and matchers per data and basePath, so that a remount or a second finder never loads or
 *  builds twice. A failed load is forgotten, so the next open tries again. */
const dataByLoader = new WeakMap<() => Promise<FinderData>, Promise<FinderData>>();
const matchers = new WeakMap<FinderData, Map<string, Promise<FinderMatcher>>>();

async function checked(load: () => Promise<FinderData>): Promise<FinderData> {
  // The data's check is in the matcher's chunk, loaded with the data on the first intent.
  const [data, { finderDataProblem }] = await Promise.all([
    load() as Promise<unknown>,
    import('./matcher.js'),
  ]);
  const problem = finderDataProblem(data);
  if (problem) throw new Error(problem);
  return data as FinderData;
}

function matcherFor(load: () => Promise<FinderData>, basePath: string): Promise<FinderMatcher> {
  const data = cached(dataByLoader, load, () => {
    const loading = checked(load);
    loading.catch(() => dataByLoader.delete(load));
    return loading;
  });
  return data.then((d) =>
    cached(
      cached(matchers, d, () => new Map<string, Promise<FinderMatcher>>()),
      basePath,
      // The matcher (and the finder data's reader) is a chunk of its own, loaded with the data on the first
      // intent: a first page that never opens the finder does not load it (uFuzzy is another chunk).
      () => import('./matcher.js').then((m) => m.loadFinderMatcher(d, { basePath })),
    ),
  );
}

/**
 * The headless page finder (for hosts that draw their own; `PageFinder` draws this one): loads the finder
 * data lazily, searches the active version and language (or every one), keeps the active result, the
 * recent pages (in `localStorage`, read after mount) and the Ctrl+K / ⌘K shortcut, and opens a result
 * through the provider's `navigate`. Use inside a `NavigationProvider`.
 */
export function usePageFinder(options: UsePageFinderOptions): PageFinderState {
  const {
    load,
    limit = 20,
    recentLimit = 5,
    storageKey = RECENT_KEY,
    hotkey = true,
    includeHidden = false,
  } = options;
  const index = useNavigationIndex();
  const { divisions } = useNavigationLocation();
  const { navigate, selectDivision } = useNavigationActions();
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  const [matcher, setMatcher] = useState<FinderMatcher>();
  const [status, setStatus] = useState<PageFinderStatus>('idle');
  const [error, setError] = useState<string>();
  const [allDivisions, setAllDivisions] = useState(false);
  const [recent, setRecent] = useState<FinderResult[]>([]);
  const loading = useRef<Promise<FinderMatcher>>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The provider's basePath: the finder's hrefs move under it like every other href.
  const baseRef = useRef(index.settings.basePath);
  baseRef.current = index.settings.basePath;

  // Recent pages are read after mount: the server and the first client render agree (none).
  useEffect(() => {
    if (recentLimit > 0) setRecent(readRecent(storageKey).slice(0, recentLimit));
  }, [storageKey, recentLimit]);

  const prefetch = useCallback(() => {
    if (loading.current) return;
    const p = matcherFor(loadRef.current, baseRef.current);
    loading.current = p;
    setStatus('loading');
    p.then(
      (m) => {
        setMatcher(m);
        setStatus('ready');
      },
      (e: unknown) => {
        // A failed load may be retried on the next open.
        loading.current = undefined;
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      },
    );
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (next) prefetch();
      else setQuery('');
    },
    [prefetch],
  );

  useEffect(() => {
    if (!hotkey) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey, setOpen]);

  const label = (node: number | undefined) => {
    const x = node === undefined ? undefined : index.nodes[node];
    return x?.type === 'division' ? x.label : undefined;
  };
  const version = label(divisions.version);
  const language = label(divisions.language);
  const scope = useMemo<FinderScope>(() => ({ version, language }), [version, language]);
  const canWiden =
    !!matcher && (matcher.divisions.versions.length > 1 || matcher.divisions.languages.length > 1);

  const searched = useDeferredValue(query);
  const found = useMemo(
    () =>
      matcher && searched.trim()
        ? matcher.search(searched, { scope: allDivisions ? {} : scope, limit, includeHidden })
        : undefined,
    [matcher, searched, allDivisions, scope, limit, includeHidden],
  );
  const showingRecent = !query.trim();
  const results = showingRecent ? recent : (found ?? []);

  // The active result resets to the first whenever the results change.
  const [activeOf, setActiveOf] = useState({ results, active: 0 });
  const active = results.length === 0 ? -1 : activeOf.results === results ? activeOf.active : 0;
  const setActive = useCallback(
    (i: number) => setActiveOf({ results, active: Math.max(0, Math.min(i, results.length - 1)) }),
    [results],
  );

  const select = (i = active) => {
    const r = results[i];
    if (!r) return;
    if (recentLimit > 0) {
      const next = addRecent(recent, r, recentLimit);
      setRecent(next);
      writeRecent(storageKey, next);
    }
    setOpen(false);
    if (r.external) {
      window.open(r.href, '_blank', 'noopener,noreferrer');
      return;
    }
    // A page listed in several places opens in the division of the listing chosen.
    const division = r.division
      ? index.nodes.findIndex((x) => x.type === 'division' && x.id === r.division)
      : -1;
    if (division >= 0) selectDivision(division, r.href);
    navigate(r.href);
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const n = results.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n > 0) setActive((active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing && n > 0) {
      e.preventDefault();
      select();
    }
  };

  return {
    open,
    setOpen,
    query,
    setQuery,
    results,
    showingRecent,
    active,
    setActive,
    status,
    ...(error === undefined ? {} : { error }),
    allDivisions,
    setAllDivisions,
    canWiden,
    scope,
    prefetch,
    select,
    onInputKeyDown,
  };
}
