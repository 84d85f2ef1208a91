import type { NavIndex, NavLocation } from '@docsnav/core';
import { adapter } from './persistence.js';
import type { NavigationStore, Persistence, PersistenceAdapter } from './types.js';

/**
 * The remembered version or language (provider props `rememberChoice` and `choiceStorageKey`): the storage
 * it lives in, or undefined when off. Stored as `{ "<division id>": true }` through the same adapter as the
 * expansion state, so bad JSON, a denied or full storage are ignored like there.
 */
export const choiceMemory = (
  p: boolean | Persistence = true,
  key = 'docsnav:division',
): PersistenceAdapter | undefined => adapter(p === true ? 'local' : p || undefined, key);

/** A visible version or language division. */
const isChoice = (index: NavIndex, i: number) => {
  const x = index.nodes[i];
  return x?.type === 'division' && !x.hidden && (x.kind === 'version' || x.kind === 'language');
};

/**
 * Saves the reader's pick: when `chosen` is a version or language and `loc` (the location the pick led to)
 * is inside it, the innermost version or language of `loc` is saved by its stable id (a language nested in
 * a version, or the reverse, is then remembered with it).
 */
export function remember(
  memory: PersistenceAdapter | undefined,
  index: NavIndex,
  chosen: number,
  loc: NavLocation,
): void {
  if (!memory || !isChoice(index, chosen) || !loc.trail.includes(chosen)) return;
  const { version = -1, language = -1 } = loc.divisions;
  // The deeper of the two (nested axes: a descendant comes later in document order).
  const id = index.nodes[Math.max(version, language)]?.id;
  if (id) memory.write({ [id]: true });
}

/** The node index of the remembered division, or -1: nothing saved, unreadable, or an id that is no
 *  longer a visible version or language of this model. */
export function recall(memory: PersistenceAdapter | undefined, index: NavIndex): number {
  const saved = memory?.read();
  for (const id in saved) {
    const i = saved[id] ? index.nodes.findIndex((x) => x.id === id) : -1;
    if (isChoice(index, i)) return i;
  }
  return -1;
}

/**
 * Sets up the remembered choice of a provider's store, once (the first switcher to mount calls it after
 * mount, so the server and first client render ignore the storage): the store then saves each pick of a
 * version or language through `store.saveChoice`, and the remembered one is applied now, like a pick on the
 * page shown (`url`: the provider's `pathname`), when that page is listed in several places (a page listed
 * once, hidden or unknown keeps its own place or fallback). Lives in the switchers entry, with the switchers: a site
 * without them has nothing to pick and does not ship it.
 */
export function rememberChoices(store: NavigationStore, url: string): void {
  if (store.saveChoice) return;
  const memory = choiceMemory(store.options.rememberChoice, store.options.choiceStorageKey);
  store.saveChoice = (node, location) => remember(memory, store.index, node, location);
  const node = recall(memory, store.index);
  const listed = store.index.pages.get(store.location.pathname)?.length ?? 0;
  if (node >= 0 && listed > 1) store.actions.selectDivision(node, url);
}
