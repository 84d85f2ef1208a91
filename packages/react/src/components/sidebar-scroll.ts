import { type RefObject, useEffect } from 'react';
import { useStore } from '../hook/hooks.js';
import { useIsoLayoutEffect } from '../hook/iso-layout-effect.js';

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
 * Keeps the sidebar's own scroll position across navigations (also when the host remounts it on every
 * page), and brings the current page into view only when it is not already visible, never scrolling the
 * document itself.
 */
export function useSidebarScroll(ref: RefObject<HTMLElement | null>, scrollKey: string): void {
  const store = useStore();
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = savedScroll.get(scrollKey);
    if (saved !== undefined) el.scrollTop = saved;
    const onScroll = () => savedScroll.set(scrollKey, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref, scrollKey]);

  // On mount and after every navigation (the store's location changes; the sidebar does not re-render).
  useEffect(() => {
    let frame = 0;
    let shown = store.loc;
    // Next frame: the provider opens the new page's ancestors in a layout effect, and the groups must be
    // open (measurable) before the link's position means anything.
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = ref.current;
        const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
        if (el && link && revealInside(el, link)) savedScroll.set(scrollKey, el.scrollTop);
      });
    };
    reveal();
    const stop = store.sub(() => {
      if (store.loc === shown) return;
      shown = store.loc;
      reveal();
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [store, ref, scrollKey]);
}
