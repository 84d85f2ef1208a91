import { type SwitchTarget, switchTargets } from '@docsnav/core';
import { useEffect, useMemo } from 'react';
import { rememberChoices } from '../state/remembered-choice.js';
import { useCurrentPage, useNavigationStore } from './internal-hooks.js';

/** The axes with switch targets. */
export type SwitchKind = 'product' | 'version' | 'language';

/**
 * The options of a product, version or language switcher at the current location, each with where
 * selecting it leads (DESIGN §5 fallback: same page, sibling path, same group, same section, first page;
 * query and hash kept) and `current` on the active one. Empty when the site has no division of the kind.
 * In `@docsnav/react/switchers`, so that a site without switchers does not ship the fallback logic. The first
 * call also sets up the remembered version or language (provider prop `rememberChoice`), after mount.
 */
export function useSwitchTargets(kind: SwitchKind): SwitchTarget[] {
  const store = useNavigationStore();
  const { index } = store;
  const { location, url } = useCurrentPage();
  useEffect(() => rememberChoices(store, url), [store, url]);
  return useMemo(() => {
    const [, search, hash] = /^[^?#]*(\?[^#]*)?(#.*)?$/.exec(url) ?? [];
    return switchTargets(index, location, kind, { search, hash });
  }, [index, location, url, kind]);
}
