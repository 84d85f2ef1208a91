import { useEffect, useRef } from 'react';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import { useSidebarFilterInput } from '../../hook/sidebar-filter-input.js';
import type { SidebarFilterBoxProps } from './sidebar-context.js';

const countText = (n: number) =>
  n === 0 ? 'No page matches' : n === 1 ? '1 page matches' : `${n} pages match`;

/**
 * The sidebar's filter box (`<Sidebar filter={SidebarFilterBox}>`; `DocsLayout` draws it): a labelled search
 * input narrowing the sidebar as the reader types, and a polite live region announcing how many pages match
 * (shown when none does). The matches' words are highlighted with the CSS Custom Highlight API (the entries'
 * markup is unchanged). Escape clears the box (restoring the groups); ArrowDown moves to the first match,
 * where the sidebar's arrow keys take over. In `@docsnav/react/layout`, so a sidebar without it does not ship
 * its code. The box is drawn from the first paint (server HTML included) and holds what is typed; its
 * behaviour and the matcher (`useSidebarFilterInput`) load on the first intent in it (a press, a touch,
 * focus, a key) and narrow the sidebar to what was typed meanwhile as soon as they arrive.
 */
export function SidebarFilterBox({ labels, nav, onNarrow }: SidebarFilterBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const { narrowed, count, highlight, load } = useSidebarFilterInput(input);
  const name = labels.filter ?? 'Filter pages';
  // The sidebar draws the narrowed view (before paint: no frame of the whole list), the whole one again when
  // the box is cleared or goes.
  useIsoLayoutEffect(() => {
    onNarrow(narrowed);
    return () => onNarrow(undefined);
  }, [onNarrow, narrowed]);
  useEffect(() => (nav.current ? highlight(nav.current) : undefined), [nav, highlight]);
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
        onPointerDown={load}
        onTouchStart={load}
        onFocus={load}
        onKeyDown={(event) => {
          load();
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
