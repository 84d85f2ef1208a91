import type { isOpen, openTrail } from '../state/expansion.js';
import type { NavigationStore } from '../state/types.js';
import { type FilteredSidebar, filterController } from './sidebar-filter-model.js';
import type { SidebarView } from './types.js';

/** What {@link attachFilterInput} needs (`useSidebarFilterInput` passes it in: it is in the first page's
 *  code, and importing it here would split it out of the entry into a chunk of its own, rolldown issue
 *  #10731). */
export interface FilterInputHost {
  /** The navigation store whose groups the filter opens (and gives back). */
  store: NavigationStore;
  /** The expansion rules (`state/expansion.ts`). */
  rules: { isOpen: typeof isOpen; openTrail: typeof openTrail };
  /** The sidebar now (`useSidebar()`): the one narrowed. */
  view(): SidebarView;
  /** The sidebar narrowed to what the box holds, or undefined when it is blank. */
  onResult(found: FilteredSidebar | undefined): void;
}

/** The behaviour attached to an input (see {@link attachFilterInput}). */
export interface FilterInputBehaviour {
  /** Narrows the sidebar now (another tab or version) to what the box holds, if anything. */
  rerun(): void;
  /** Removes the listeners and gives the reader's open and closed groups back. */
  detach(): void;
}

/**
 * The filter's behaviour on an input (`useSidebarFilterInput`), loaded with the matcher on the reader's first
 * intent in it, so no first page ships it: each input narrows the sidebar to the input's text with
 * `filterController` (what `useSidebarFilter` does), starting with what was typed before it arrived; Escape
 * in an input with text clears it, and nothing else (listened for before anyone, in the window's capture
 * phase, so a dialog around the sidebar, the drawer, does not close on it).
 */
export function attachFilterInput(input: HTMLInputElement, host: FilterInputHost): FilterInputBehaviour {
  const controller = filterController(host.store, host.rules);
  const run = () => host.onResult(controller.run(input.value, host.view()));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.target !== input || !input.value) return;
    event.preventDefault();
    event.stopPropagation();
    input.value = '';
    run();
  };
  const win = input.ownerDocument.defaultView;
  input.addEventListener('input', run);
  win?.addEventListener('keydown', onKey, true);
  const rerun = () => {
    if (input.value.trim()) run();
  };
  rerun();
  return {
    rerun,
    detach() {
      input.removeEventListener('input', run);
      win?.removeEventListener('keydown', onKey, true);
      controller.restore();
    },
  };
}
