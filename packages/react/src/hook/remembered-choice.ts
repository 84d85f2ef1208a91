import { useEffect } from 'react';
import { rememberChoices } from '../state/remembered-choice.js';
import { useCurrentPage, useNavigationStore } from './internal-hooks.js';

/**
 * Sets up the remembered version or language (provider props `rememberChoice`, `choiceStorageKey`), after
 * mount and once per provider: each pick of a version or language is saved, and on the first page the
 * remembered one is applied when that page is listed in several places. The kit's switchers and
 * `useSwitchTargets` call it; a host drawing its own switchers from other hooks calls it once.
 */
export function useRememberedChoice(): void {
  const store = useNavigationStore();
  const { url } = useCurrentPage();
  useEffect(() => rememberChoices(store, url), [store, url]);
}
