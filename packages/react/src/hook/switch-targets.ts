import { type SwitchTarget, switchTargets } from '@docsnav/core';
import { useMemo } from 'react';
import { useCurrentPage, useNavigationStore } from './internal-hooks.js';
import { useRememberedChoice } from './remembered-choice.js';

/** The axes with switch targets. */
export type SwitchKind = 'product' | 'version' | 'language';

/**
 * The options of a product, version or language switcher at the current location, each with where
 * selecting it leads (DESIGN §5 fallback: same page, sibling path, same group, same section, first page;
 * query and hash kept) and `current` on the active one. Empty when the site has no division of the kind.
 * In `@docsnav/react/switchers`, so that a site without switchers does not ship the fallback logic; the kit's
 * switchers call it only in their menu, loaded on the reader's first intent. Also sets up the remembered
 * version or language (`useRememberedChoice`).
 */
export function useSwitchTargets(kind: SwitchKind): SwitchTarget[] {
  const { index } = useNavigationStore();
  const { location, url } = useCurrentPage();
  useRememberedChoice();
  return useMemo(() => {
    const [, search, hash] = /^[^?#]*(\?[^#]*)?(#.*)?$/.exec(url) ?? [];
    return switchTargets(index, location, kind, { search, hash });
  }, [index, location, url, kind]);
}
