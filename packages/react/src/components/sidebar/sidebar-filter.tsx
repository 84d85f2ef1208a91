import { type RefObject, useEffect, useRef } from 'react';
import type { SidebarFilter } from '../../hook/sidebar-filter.js';
import type { SidebarLabels } from './sidebar-context.js';

/**
 * The sidebar's filter box (the `Sidebar`'s `filter` prop): a labelled search input narrowing the sidebar as
 * the reader types, and a polite live region announcing how many pages match (shown when none does). The
 * matches' words are highlighted with the CSS Custom Highlight API (the entries' markup is unchanged).
 * Escape clears the box (restoring the groups); ArrowDown moves to the first match, where the sidebar's arrow
 * keys take over.
 */
export function SidebarFilterBox({
  filter,
  labels,
  nav,
}: {
  filter: SidebarFilter;
  labels: SidebarLabels;
  nav: RefObject<HTMLElement | null>;
}) {
  const { query, count, highlight } = filter;
  useEffect(() => (nav.current ? highlight(nav.current) : undefined), [nav, highlight]);
  // Escape in a box with text clears it, and nothing else: listened for before anyone (the window's capture
  // phase), so a dialog around the sidebar (the drawer) does not close on it.
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(filter);
  latest.current = filter;
  useEffect(() => {
    const view = input.current?.ownerDocument.defaultView;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current || !latest.current.query) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.clear();
    };
    view?.addEventListener('keydown', onKey, true);
    return () => view?.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <div className="docsnav-sidebar-filter">
      <input
        ref={input}
        type="search"
        className="docsnav-sidebar-filter-input"
        aria-label={labels.filter}
        placeholder={labels.filter}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={filter.load}
        onChange={(event) => filter.setQuery(event.target.value)}
        onKeyDown={(event) => {
          const list = (selector: string) =>
            nav.current?.querySelector<HTMLElement>(`.docsnav-sidebar-list ${selector}`);
          const first =
            event.key === 'ArrowDown' ? (list('a.docsnav-page') ?? list(':is(a[href],button)')) : undefined;
          if (!first) return;
          first.focus();
          event.preventDefault();
        }}
      />
      <p
        className="docsnav-sidebar-filter-status"
        role="status"
        aria-live="polite"
        data-none={count === 0 || undefined}
      >
        {count === undefined ? '' : labels.filterCount(count)}
      </p>
    </div>
  );
}
