import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { isOpen, openTrail } from '../state/expansion.js';
import { useSidebar } from './hooks.js';
import { useNavigationStore } from './internal-hooks.js';
import type { FilteredSidebar } from './sidebar-filter-model.js';
import type { FilterInputBehaviour } from './sidebar-filter-input-live.js';
import type { SidebarView } from './types.js';

/** What {@link useSidebarFilterInput} returns: the sidebar narrowed to an input's text. */
export interface SidebarFilterInput {
  /** The sidebar narrowed to the matching pages and the groups above them (opened), or undefined while the
   *  input is blank or its behaviour is loading: then draw `useSidebar()`'s. */
  narrowed: SidebarView | undefined;
  /** How many pages match; undefined while the input is blank or the behaviour is loading. */
  count: number | undefined;
  /** Highlights the matches' words inside `root` (see `SidebarFilter.highlight`); returns the undo. */
  highlight(root: HTMLElement): () => void;
  /** Loads the behaviour and the matcher: call it on the reader's first intent in the input (pointer down,
   *  touch, focus, a key). What was typed before it arrived is filtered as soon as it has. */
  load(): void;
}

type Live = typeof import('./sidebar-filter-input-live.js');
/** The behaviour's module (`sidebar-filter-input-live.ts`, with the matcher), once loaded. */
let loaded: Live | undefined;
let loading: Promise<Live> | undefined;
const NONE = () => {};

/**
 * The sidebar filter on an uncontrolled input of the host's (or the kit's `SidebarFilterBox`): what
 * `useSidebarFilter` does (narrowing, opening the matches' groups, giving the reader's groups back when the
 * input is cleared, emptied by Escape or unmounted), with the input holding the text and the behaviour
 * loaded on the reader's first intent (`load`), so that no first page ships it: the input is drawn and
 * takes keys from the first paint.
 */
export function useSidebarFilterInput(input: RefObject<HTMLInputElement | null>): SidebarFilterInput {
  const store = useNavigationStore();
  const full = useSidebar();
  const current = useRef(full);
  current.current = full;
  const [live, setLive] = useState(() => loaded);
  const [found, setFound] = useState<FilteredSidebar>();
  const attached = useRef<FilterInputBehaviour>(undefined);
  const load = useCallback(() => {
    loading ??= import('./sidebar-filter-input-live.js').then((module) => (loaded = module));
    loading.then(setLive, () => {
      loading = undefined;
    });
  }, []);
  useEffect(() => {
    const box = input.current;
    if (!live || !box) return;
    const behaviour = live.attachFilterInput(box, {
      store,
      rules: { isOpen, openTrail },
      view: () => current.current,
      onResult: setFound,
    });
    attached.current = behaviour;
    return () => {
      attached.current = undefined;
      behaviour.detach();
    };
  }, [live, input, store]);
  // Another sidebar (a navigation to another tab or version) is narrowed to the same text.
  useEffect(() => attached.current?.rerun(), [full]);
  return {
    narrowed: found?.view,
    count: found?.count,
    highlight: useCallback((root: HTMLElement) => found?.paint(root) ?? NONE, [found]),
    load,
  };
}
