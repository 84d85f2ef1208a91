import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';
import { useOnNavigate } from '../hook/sidebar-hooks.js';

/** Last scroll offset of each sidebar, by key: survives the sidebar being unmounted between pages. */
const savedScroll = new Map<string, number>();

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
 * memory by `scrollKey`), and after mount and every navigation scrolls the current page's entry (the element
 * with `aria-current="page"` inside it) to the middle only when it is not entirely visible, never scrolling
 * the document itself. Built on the public `useOnNavigate`.
 */
export function useSidebarScroll(ref: RefObject<HTMLElement | null>, scrollKey: string): void {
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = savedScroll.get(scrollKey);
    if (saved !== undefined) el.scrollTop = saved;
    const onScroll = () => savedScroll.set(scrollKey, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref, scrollKey]);

  // On mount and after every navigation (the sidebar itself does not re-render on a navigation). Next
  // frame: the new page's groups must be open and laid out before the link's position means anything.
  const frame = useRef(0);
  const reveal = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = ref.current;
      const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
      if (el && link && revealInside(el, link)) savedScroll.set(scrollKey, el.scrollTop);
    });
  }, [ref, scrollKey]);
  useEffect(() => {
    reveal();
    return () => cancelAnimationFrame(frame.current);
  }, [reveal]);
  useOnNavigate(reveal);
}
