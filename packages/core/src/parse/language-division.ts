import type { Builder, LanguageSupport } from './builder.js';
import { languageInfo, nativeLanguageName } from './languages.js';
import { WALK_DIVISION_LANGUAGE_CODE_UA, WALK_DIVISION_UNKNOWN_LANGUAGE } from './message-ids.js';

/**
 * Reads the code of a language division (`raw`, its `language`; the division's object at `pointer`) for
 * `WHOLE_TOOLS`: an unknown code is reported and the division left out, the deprecated `ua` reported. The
 * first walk of a lazy split has none of it (nor the code table) in its bundle.
 */
export const LANGUAGES: LanguageSupport = {
  division(b: Builder, raw: string, pointer: string) {
    const info = languageInfo(raw.trim());
    if (info === undefined) {
      b.report(WALK_DIVISION_UNKNOWN_LANGUAGE, pointer, raw);
      return undefined;
    }
    if (info.code === 'ua') b.report(WALK_DIVISION_LANGUAGE_CODE_UA, pointer);
    return { info, name: nativeLanguageName(info.bcp47) };
  },
};
