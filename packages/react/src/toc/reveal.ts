/**
 * The reveal contract: how a link to a heading inside a closed disclosure or an inactive tab opens it
 * first. Any component that hides content can take part (the demo site's `Tabs` does):
 *
 * 1. Listen for {@link REVEAL_EVENT} on the element that holds the hidden content (the event bubbles from
 *    the heading); when it arrives, show the part that contains `event.target` (select its tab, open it).
 * 2. After showing or hiding content, dispatch {@link VISIBILITY_EVENT} (bubbling) from the component's
 *    element, so scroll-spies re-read which headings are visible.
 *
 * Native `<details>` need nothing: `revealElement` opens them itself, and their `toggle` is watched.
 */

/** Dispatched (bubbling) on a heading that is about to be scrolled to: ancestors hiding it show it. */
export const REVEAL_EVENT = 'docsnav:reveal';
/** Dispatched (bubbling) by a component after it showed or hid content. */
export const VISIBILITY_EVENT = 'docsnav:visibility';

/** Whether an element is rendered (not inside `display: none`, a closed `<details>` or `hidden`). */
export function isRendered(element: Element): boolean {
  // A closed <details> hides its content with `content-visibility`, which leaves it its boxes.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.getClientRects().length > 0;
}

/**
 * Opens whatever hides `element`: every closed `<details>` around it, and (through {@link REVEAL_EVENT})
 * the components of the contract. Returns whether it had to open something.
 */
export function revealElement(element: Element): boolean {
  if (isRendered(element)) return false;
  for (let node = element.parentElement; node; node = node.parentElement)
    if (node instanceof HTMLDetailsElement && !node.open) node.open = true;
  element.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
  return true;
}

/** Runs `then` once `element` is rendered (after the components it asked to open have drawn), within
 *  `frames` animation frames; then anyway. */
export function whenRendered(element: Element, then: () => void, frames = 10): void {
  if (isRendered(element) || frames <= 0) {
    then();
    return;
  }
  requestAnimationFrame(() => whenRendered(element, then, frames - 1));
}

/** Whether the reader asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reveals the element with id `id` (see {@link revealElement}), then scrolls it to the top of the view
 * (under the sticky header: the document's `scroll-padding-top`), smoothly unless the reader prefers
 * reduced motion, and moves focus to it without a second scroll. Returns the element, or undefined when the
 * page has none with that id.
 */
export function revealAndScroll(id: string): HTMLElement | undefined {
  const target = document.getElementById(id);
  if (!target) return undefined;
  revealElement(target);
  whenRendered(target, () => {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
  return target;
}
