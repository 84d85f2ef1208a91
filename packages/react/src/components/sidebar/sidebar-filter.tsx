import { useEffect, useRef } from 'react';
import { useSidebar } from '../../hook/hooks.js';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import { useSidebarFilter } from '../../hook/sidebar-filter.js';
import type { SidebarFilterBoxProps } from './sidebar-context.js';

const countText = (n: number) =>
  n === 0 ? 'No page matches' : n === 1 ? '1 page matches' : `${n} pages match`;

/**
 * The sidebar's filter box (`<Sidebar filter={SidebarFilterBox}>`; `DocsLayout` draws it): a labelled search
 * input narrowing the sidebar as the reader types, and a polite live region announcing how many pages match
 * (shown when none does). The matches' words are highlighted with the CSS Custom Highlight API (the entries'
 * markup is unchanged). Escape clears the box (restoring the groups); ArrowDown moves to the first match,
 * where the sidebar's arrow keys take over. In `@docsnav/react/layout`, so a sidebar without it does not ship
 * its code.
 */
export function SidebarFilterBox({ labels, nav, onNarrow }: SidebarFilterBoxProps) {
  const filter = useSidebarFilter();
  const full = useSidebar();
  const { query, count, highlight, view } = filter;
  const name = labels.filter ?? 'Filter pages';
  // The sidebar draws the narrowed view (before paint: no frame of the whole list), the whole one again when
  // the query is cleared or the box goes.
  const narrowed = view !== full ? view : undefined;
  useIsoLayoutEffect(() => {
    onNarrow(narrowed);
    return () => onNarrow(undefined);
  }, [onNarrow, narrowed]);
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
        aria-label={name}
        placeholder={name}
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
        {count === undefined ? '' : (labels.filterCount ?? countText)(count)}
      </p>
    </div>
  );
}
