import type { NavIndex, NavLocation } from '@docsnav/core';
import type { NavigationSnapshot } from '../../hook/sidebar-hooks.js';
import type { SidebarPage } from '../../hook/types.js';

/** A mounted page entry of the kit (`SidebarPageItem`): drawn again by `forceUpdate`. */
export interface PageEntry {
  readonly props: { page: SidebarPage };
  forceUpdate(): void;
}

/**
 * Which page entry is current, for the kit's page entries of one sidebar: one listener for the whole sidebar
 * (`useOnNavigate`) instead of a store subscription per page, whose hooks, effects and closures were most of
 * a live entry's memory (thousands at nav-50k). A navigation draws again the entry that showed the current
 * page and the one that shows it now (a page's state changes only then: it is never open nor on a trail).
 */
export class CurrentPages {
  /** Mounted entries by page id (`SidebarItem.id`). */
  private readonly entries = new Map<string, PageEntry>();
  /** The entry last drawn current. */
  private shown: PageEntry | undefined;
  /** Reads the navigation now (`useNavigationSnapshot()`), set by the sidebar at each render. */
  read!: () => NavigationSnapshot;
  /** The index the location's node numbers refer to, set by the sidebar at each render. */
  index!: NavIndex;

  /** Whether `page` is the current page now. */
  isCurrent(page: SidebarPage): boolean {
    return this.read().location.page === page.node;
  }

  /** An entry was drawn (`current`: as the current page). */
  drawn(entry: PageEntry, current: boolean): void {
    this.entries.set(entry.props.page.id, entry);
    if (current) this.shown = entry;
    else if (this.shown === entry) this.shown = undefined;
  }

  /** An entry left. */
  gone(entry: PageEntry): void {
    const { id } = entry.props.page;
    if (this.entries.get(id) === entry) this.entries.delete(id);
    if (this.shown === entry) this.shown = undefined;
  }

  /** After a navigation, or a new index (its node numbers): the entries whose state changed are drawn
   *  again. */
  moved(location: NavLocation): void {
    const next = this.entries.get(this.index.nodes[location.page]?.id ?? '');
    if (this.shown === next) return;
    this.shown?.forceUpdate();
    next?.forceUpdate();
  }
}
