import { useNavigationIndex, useNavigationLocation } from '../hook/hooks.js';
import { divisionNode } from './division.js';

/** The active language's BCP 47 tag and writing direction (undefined when the site has no languages). */
export interface ActiveLanguage {
  /** BCP 47 tag of the active language (for `lang`). */
  lang: string | undefined;
  /** Its writing direction (for `dir`). */
  dir: 'ltr' | 'rtl' | undefined;
}

/** The language of the location: set `lang` and `dir` from it (the layout does) for right-to-left support. */
export function useActiveLanguage(): ActiveLanguage {
  const index = useNavigationIndex();
  const active = useNavigationLocation().divisions.language;
  const language = active === undefined ? undefined : divisionNode(index, active)?.language;
  return { lang: language?.bcp47, dir: language?.dir };
}
