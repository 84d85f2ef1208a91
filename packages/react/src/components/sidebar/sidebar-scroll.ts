import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import { useNavigationSnapshot, useOnNavigate } from '../../hook/sidebar-hooks.js';

/** Last scroll offset of each sidebar, by key: survives the sidebar being unmounted between pages. */
const savedScroll = new Map<string, number>();
/** Per key, the pathname whose entry was last brought into view, or on which the reader scrolled the sidebar
 *  themselves: a sidebar mounted again on that page (a drawer reopened) keeps the reader's offset. */
const settledAt = new Map<string, string>();
/** What a reader does to scroll a sidebar: wheel, touch, keys, dragging its scrollbar. */
const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** Scrolls `container` so that `item` is centred, only when the item is not entirely visible in it. */
export function revealInside(container: HTMLElement, item: HTMLElement): boolean {
  if (container.scrollHeight <= container.clientHeight) return false;
  const box = container.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return false;
  container.scrollTop += rect.top - box.top - (box.height - rect.height) / 2;
  return true;
}

/**
 * The kit sidebar's scrolling, for a host's own sidebar too: keeps the scroll position of `ref` (the
 * sidebar's scroll container) across navigations, also when the host remounts it on every page (kept in
 * memory by `scrollKey`), and after every navigation (and on mount, unless it is mounted again on the page
 * it was last on) scrolls the current page's entry (the element with `aria-current="page"` inside it) to the
 * middle only when it is not entirely visible, never scrolling the document itself. The reader wins: once
 * they scroll the sidebar (wheel, touch, keys, scrollbar), a reveal not made yet is dropped. Built on the
 * public `useNavigationSnapshot` and `useOnNavigate`.
 */
export function useSidebarScroll(ref: RefObject<HTMLElement | null>, scrollKey: string): void {
  const read = useNavigationSnapshot();
  const frame = useRef(0);
  // Next frame: the new page's groups must be open and laid out (on a host's remount, the new page marked
  // current) before the link's position means anything. `mounted`: skipped on a page already settled.
  const reveal = useCallback(
    (mounted: boolean) => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const el = ref.current;
        const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
        const at = read().location.pathname;
        if (!el || !link || (mounted && settledAt.get(scrollKey) === at)) return;
        settledAt.set(scrollKey, at);
        if (revealInside(el, link)) savedScroll.set(scrollKey, el.scrollTop);
      });
    },
    [ref, scrollKey, read],
  );

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = savedScroll.get(scrollKey);
    if (saved !== undefined) el.scrollTop = saved;
    const onScroll = () => savedScroll.set(scrollKey, el.scrollTop);
    // The reader scrolls first: the reveal asked for (on mount, or by a navigation a frame ago) would
    // jump back from where they are going, so it is dropped, and this page counts as settled.
    const onReader = () => {
      cancelAnimationFrame(frame.current);
      settledAt.set(scrollKey, read().location.pathname);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    for (const type of READER_INPUT) el.addEventListener(type, onReader, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      for (const type of READER_INPUT) el.removeEventListener(type, onReader);
    };
  }, [ref, scrollKey, read]);

  useEffect(() => {
    reveal(true);
    return () => cancelAnimationFrame(frame.current);
  }, [reveal]);
  useOnNavigate(() => reveal(false));
}
