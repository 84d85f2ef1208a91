import type { NavigationActions, SidebarGroup } from '../../hook/types.js';
import { isPlainClick } from '../links.js';
import { markOpen } from './dormant-html.js';

/** Jobs waiting for {@link afterMount}'s runner, in the order they came (document order: layout effects). */
const jobs: (() => void)[] = [];
/** A task of the runner is scheduled. */
let scheduled = false;
/** The longest run of jobs in one task (ms): input and rendering get the main thread between two. */
const SLICE = 8;

function runJobs(): void {
  const end = performance.now() + SLICE;
  while (jobs.length && performance.now() < end) jobs.shift()?.();
  scheduled = jobs.length > 0;
  if (scheduled) setTimeout(runJobs, 0);
}

/**
 * Runs `job` soon after the current commit, outside React, a few jobs per task: the deferred fill of closed
 * groups (see `UntilFound`). Not a React update: a state change in each of hundreds of groups made React
 * copy (alternate fibers, kept for good) every entry on the path from the root to each of them, about 4,000
 * fibers at nav-50k.
 */
export function afterMount(job: () => void): void {
  jobs.push(job);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runJobs, 0);
  }
}

/** The nested groups of dormant markup, by the number in their content ids (`<idBase>-<n>`). */
export interface DormantGroups {
  idBase: string;
  groups: SidebarGroup[];
}

/** The nested group of `dormant` whose content has id `id`. */
export const dormantGroupOf = (dormant: DormantGroups, id: string | null | undefined) =>
  id?.startsWith(`${dormant.idBase}-`)
    ? dormant.groups[Number(id.slice(dormant.idBase.length + 1))]
    : undefined;

/**
 * A click in dormant markup does what the live entry would: a nested group's toggle opens (or closes) it and
 * wakes the list (`wake`: live entries replace the markup); a plain click on a link navigates through the
 * provider. Shared by `DormantList` (a React handler) and `UntilFound`'s markup filled outside React.
 */
export function dormantClick(
  event: Pick<
    MouseEvent,
    'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'
  >,
  dormant: DormantGroups,
  actions: NavigationActions,
  wake: () => void,
): void {
  const target = (event.target as Element).closest('a, button');
  const group = dormantGroupOf(dormant, target?.getAttribute('aria-controls'));
  if (group) {
    if (target?.getAttribute('aria-expanded') === 'true') actions.close(group.node);
    else actions.open(group.node);
    wake();
    return;
  }
  const href = target?.getAttribute('href');
  if (href && isPlainClick(event)) {
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
