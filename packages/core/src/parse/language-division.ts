import type { Builder, LanguageSupport } from './builder.js';
import { languageInfo, nativeLanguageName } from './languages.js';

/**
 * Reads the code of a language division (`raw`, its `language`; the division's object at `pointer`) for
 * `WHOLE_TOOLS`: an unknown code is reported and the division left out, the deprecated `ua` reported. The
 * first walk of a lazy split has none of it (nor the code table) in its bundle.
 */
export const LANGUAGES: LanguageSupport = {
  division(b: Builder, raw: string, pointer: string) {
    const info = languageInfo(raw.trim());
    if (info === undefined) {
      b.report('walkDivision:unknown-language', pointer, raw);
      return undefined;
    }
    if (info.code === 'ua') b.report('walkDivision:language-code-ua', pointer);
    return { info, name: nativeLanguageName(info.bcp47) };
  },
};
