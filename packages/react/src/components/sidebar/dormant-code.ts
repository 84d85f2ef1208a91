import type { NavigationActions, SidebarGroup } from '../../hook/types.js';
import { type DormantMarkupOptions, dormantMarkup, markOpen } from './dormant-html.js';

/**
 * The code of closed groups' static markup, loaded in the first idle period after a sidebar mounted (see
 * `afterMount`, `dormant-fill.ts`): no reader sees a closed group's pages on first paint, so none of it is in
 * the first page's code. It imports nothing the first page holds: what it needs from there (core's
 * `isExternalHref` and `isPlainClick`, the provider's actions) is passed in, since Rolldown splits a module
 * shared by the entry and a lazy chunk into a chunk of its own (rolldown issue #10731), which costs more than
 * this module saves.
 */

/** The nested groups of dormant markup, by the number in their content ids (`<idBase>-<n>`). */
export interface DormantGroups {
  idBase: string;
  groups: SidebarGroup[];
}

/** What a click in dormant markup needs (see {@link dormantClick}). */
export interface DormantClickHost {
  actions: NavigationActions;
  /** Makes the list's entries live (a nested group's toggle was pressed). */
  wake: () => void;
  /** Core's `isPlainClick`: a modified click is left to the browser. */
  isPlainClick: (event: MouseEvent) => boolean;
}

/** The nested group of `dormant` whose content has id `id`. */
const dormantGroupOf = (dormant: DormantGroups, id: string | null | undefined) =>
  id?.startsWith(`${dormant.idBase}-`)
    ? dormant.groups[Number(id.slice(dormant.idBase.length + 1))]
    : undefined;

/**
 * A click in dormant markup does what the live entry would: a nested group's toggle opens (or closes) it and
 * wakes the list (`wake`: live entries replace the markup); a plain click on a link navigates through the
 * provider.
 */
export function dormantClick(event: MouseEvent, dormant: DormantGroups, host: DormantClickHost): void {
  const target = (event.target as Element).closest('a, button');
  const group = dormantGroupOf(dormant, target?.getAttribute('aria-controls'));
  const { actions } = host;
  if (group) {
    if (target?.getAttribute('aria-expanded') === 'true') actions.close(group.node);
    else actions.open(group.node);
    host.wake();
    return;
  }
  const href = target?.getAttribute('href');
  if (href && host.isPlainClick(event)) {
    event.preventDefault();
    actions.navigate(href);
  }
}

/** Find-in-page revealed the content `content` of a nested group of dormant markup: it is shown open, and
 *  opened in the navigation state. */
export function dormantMatch(content: HTMLElement, dormant: DormantGroups, actions: NavigationActions): void {
  const group = dormantGroupOf(dormant, content.id);
  if (!group) return;
  markOpen(content);
  actions.open(group.node);
}

/**
 * Fills the content element `el` of the closed group `group` with its entries' static markup (a list of the
 * kit's classes, `dormantMarkup`), and handles the clicks in it (see {@link dormantClick}; `active` tells
 * whether the markup is still the group's). Returns its nested groups, or undefined when the markup cannot
 * draw an entry (an icon, an external link: the caller draws them with React).
 */
export function fillGroup(
  el: HTMLElement,
  group: SidebarGroup,
  options: Omit<DormantMarkupOptions, 'idBase'> & DormantClickHost & { active: () => boolean },
): DormantGroups | undefined {
  const idBase = `${el.id}-d`;
  const drawn = dormantMarkup(group.children, { ...options, idBase });
  if (!drawn) return undefined;
  const list = el.ownerDocument.createElement('ul');
  list.className = 'docsnav-sidebar-list';
  list.dataset.level = String(group.level + 1);
  list.innerHTML = drawn.html;
  el.append(list);
  const dormant = { idBase, groups: drawn.groups };
  el.addEventListener('click', (event) => options.active() && dormantClick(event, dormant, options));
  return dormant;
}
