import { useNavIndex, useNavLocation } from '../hook/hooks.js';
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
  const index = useNavIndex();
  const active = useNavLocation().divisions.language;
  const language = active === undefined ? undefined : divisionNode(index, active)?.language;
  return { lang: language?.bcp47, dir: language?.dir };
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A language's name in that language ("Deutsch", "العربية"), or `fallback` when unknown. */
export function nativeLanguageName(bcp47: string, fallback: string): string {
  let names = displayNames.get(bcp47);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([bcp47], { type: 'language' });
    } catch {
      names = null;
    }
    displayNames.set(bcp47, names);
  }
  let name: string | undefined;
  try {
    name = names?.of(bcp47);
  } catch {
    name = undefined;
  }
  if (!name || name === bcp47) return fallback;
  return name.charAt(0).toLocaleUpperCase(bcp47) + name.slice(1);
}
