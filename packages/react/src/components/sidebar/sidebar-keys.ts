import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in the sidebar, on top of its Tab order (which stays as it is: links stay links, the lists stay
 * lists): ArrowDown / ArrowUp move focus between the visible links and group toggles, Home / End to the
 * first and last; ArrowRight opens a closed group, or moves into an open one; ArrowLeft closes an open
 * group, or moves to the group around the focused entry; typing letters moves to the next entry whose text
 * starts with them. Keys another control already handled (a menu button's ArrowDown) are left alone.
 */

/** Focusable entries of the sidebar, in document order, that are shown. */
function entries(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0,
  );
}

/** The group (`li.docsnav-group`) whose header holds `el`, if `el` is a group's title or toggle. */
function headerGroup(el: HTMLElement): HTMLElement | undefined {
  return el.closest('.docsnav-group-header')?.closest<HTMLElement>('li.docsnav-group') ?? undefined;
}

/** The toggle button of a collapsible group (in its own header: the first header inside it). */
const toggleOf = (group: HTMLElement) =>
  group.querySelector('.docsnav-group-header')?.querySelector<HTMLElement>('.docsnav-group-toggle');

/** The first focusable entry of a group's header (its title link, or its toggle). */
const headOf = (group: HTMLElement, visible: HTMLElement[]) =>
  visible.find((el) => group.contains(el) && el.closest('.docsnav-group-header'));

/** What the handler reads of a keydown event (a React one, or the same fields kept from one). */
export type SidebarKey = Pick<
  KeyboardEvent<HTMLElement>,
  | 'key'
  | 'target'
  | 'currentTarget'
  | 'timeStamp'
  | 'defaultPrevented'
  | 'altKey'
  | 'ctrlKey'
  | 'metaKey'
  | 'preventDefault'
>;

interface TypeAhead {
  text: string;
  at: number;
}
const typed = new WeakMap<HTMLElement, TypeAhead>();

/** Keydown handler for the sidebar's `nav` (see the module comment); loaded by the sidebar when focus first
 *  enters it. */
export function onSidebarKeyDown(event: SidebarKey): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const nav = event.currentTarget;
  const focused = event.target as HTMLElement;
  const visible = entries(nav);
  const at = visible.indexOf(focused);
  if (at < 0) return;
  const move = (to: HTMLElement | undefined) => {
    if (!to) return;
    event.preventDefault();
    to.focus();
  };
  const group = headerGroup(focused);
  const toggle = group ? toggleOf(group) : undefined;
  switch (event.key) {
    case 'ArrowDown':
      move(visible[at + 1]);
      return;
    case 'ArrowUp':
      move(visible[at - 1]);
      return;
    case 'Home':
      move(visible[0]);
      return;
    case 'End':
      move(visible.at(-1));
      return;
    case 'ArrowRight': {
      if (!group || !toggle) return;
      event.preventDefault();
      if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
      else
        move(visible.find((el, i) => i > at && group.contains(el) && !el.closest('.docsnav-group-header')));
      return;
    }
    case 'ArrowLeft': {
      if (group && toggle?.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        toggle.click();
        return;
      }
      // To the group around this entry (for a group's own header: the group around that group).
      const from = group ?? focused;
      const parent = from.parentElement?.closest<HTMLElement>('li.docsnav-group');
      if (parent) move(headOf(parent, visible));
      return;
    }
  }
  if (event.key.length !== 1 || event.key === ' ') return;
  const now = event.timeStamp;
  const last = typed.get(nav);
  const text = (last && now - last.at < 700 ? last.text : '') + event.key.toLowerCase();
  typed.set(nav, { text, at: now });
  const label = (el: HTMLElement) => (el.textContent ?? '').trim().toLowerCase();
  // A new search starts after the focused entry; a longer one may stay on it.
  const start = text.length === 1 ? at + 1 : at;
  const ordered = [...visible.slice(start), ...visible.slice(0, start)];
  move(ordered.find((el) => label(el).startsWith(text)));
}
