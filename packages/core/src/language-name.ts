/** Display names of languages (shared by the parser, which labels language divisions, and the switchers). */
import { cached } from './cache.js';

const namers = new Map<string, Intl.DisplayNames | null>();

/**
 * A language's name in that language, capitalized in its own locale (`de` → `Deutsch`, `fr-CA` →
 * `Français canadien`, `ar` → `العربية`), or `fallback` (default: the tag) when the runtime cannot name it:
 * an invalid tag, no `Intl.DisplayNames`, or a name that is the tag itself. Never throws.
 */
export function nativeLanguageName(bcp47: string, fallback: string = bcp47): string {
  const namer = cached(namers, bcp47, () => {
    try {
      return new Intl.DisplayNames([bcp47], { type: 'language' });
    } catch {
      return null;
    }
  });
  let name: string | undefined;
  try {
    name = namer?.of(bcp47);
  } catch {
    name = undefined;
  }
  if (!name || name === bcp47) return fallback;
  return name.charAt(0).toLocaleUpperCase(bcp47) + name.slice(1);
}
