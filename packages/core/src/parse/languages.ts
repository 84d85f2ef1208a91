import { nativeLanguageName } from '../language-name.js';

/** Language codes of the spec and of Mintlify (DESIGN §2), mapped to BCP 47 tags and writing direction. */

/** Codes that are not already the BCP 47 tag to use for display names, `lang` and `dir`. */
const ALIASES: Record<string, string> = { cn: 'zh-Hans', jp: 'ja', ua: 'uk' };

/** Every accepted code: the spec's 23 and Mintlify's additions. */
const CODES = new Set([
  // spec
  'ar',
  'cs',
  'cn',
  'zh-Hant',
  'nl',
  'en',
  'fr',
  'de',
  'hi',
  'id',
  'it',
  'jp',
  'ko',
  'lv',
  'no',
  'pt-BR',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
  'ua',
  'vi',
  // Mintlify
  'uk',
  'zh',
  'zh-Hans',
  'zh-TW',
  'ja',
  'pt',
  'da',
  'pl',
  'he',
  'fi',
  'ca',
  'hu',
  'uz',
  'fr-CA',
  'el',
  'th',
  'ms',
  'bg',
  'et',
  'lt',
  'sk',
  'sl',
  'hr',
  'sr',
  'nb',
  'fa',
  'bn',
  'ta',
  'sw',
]);

const RTL = new Set(['ar', 'he', 'fa']);

/** Lower-cased code → code as listed, for a case-insensitive match (`pt-br`, `ZH-hans`). */
const BY_LOWER = new Map([...CODES].map((c) => [c.toLowerCase(), c]));

/** What a language code means for the model. */
export interface LanguageInfo {
  code: string;
  bcp47: string;
  dir: 'ltr' | 'rtl';
}

/** Looks up a language code (case-insensitive); undefined when it is not a supported code. */
export function languageInfo(code: string): LanguageInfo | undefined {
  const known = BY_LOWER.get(code.toLowerCase());
  if (known === undefined) return undefined;
  const bcp47 = ALIASES[known] ?? known;
  const primary = bcp47.split('-')[0] ?? bcp47;
  return { code, bcp47, dir: RTL.has(primary) ? 'rtl' : 'ltr' };
}

/** A language's name in itself (one implementation, in core's main entry: the switchers use it too). */
export { nativeLanguageName };

/** Every accepted code, for documentation and tests. */
export const LANGUAGE_CODES: readonly string[] = [...CODES];
