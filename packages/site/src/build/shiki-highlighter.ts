/**
 * The process's Shiki highlighter (one per build: the client and server builds share it), created when the
 * first block of a known language is met (a site without code never loads Shiki), each language's grammar
 * and each theme loaded once, when a block first uses it. Used by the rehype pass (code-highlight.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// Static imports: the site's Vite config loads this file through a module runner that is closed once the
// config is read, so a dynamic `import()` here would fail in the build. These modules are small (the
// grammars and themes they list load on demand).
import {
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  type LanguageInput,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { type CodeThemes, CSS_VARIABLES_THEME } from './code-themes.js';

let highlighter: Promise<HighlighterCore> | undefined;
/** Per fence language (lower-cased): the language is loaded (true) or Shiki has no grammar for it (false). */
const languages = new Map<string, Promise<boolean>>();
/** Per theme name: loaded into the highlighter. */
const themesLoaded = new Map<string, Promise<void>>();

/** The process's highlighter, with no theme and no language yet (created on first use). */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [],
    langs: [],
    // Oniguruma, the regex engine the grammars are written for, as WebAssembly read from the shiki package
    // on disk (nothing fetched). Shiki's JavaScript engine tokenized about 7 times slower (10 s where this
    // takes 1.5 s on 470 KB of code), which made a code-heavy site's build a third slower.
    engine: createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'))),
  });
  return highlighter;
}

/** Loads the grammar of a fence language once; false when Shiki has none (or it fails to load). */
export function loadLanguage(language: string): Promise<boolean> {
  let loaded = languages.get(language);
  if (!loaded) {
    loaded = (async () => {
      const grammars: Readonly<Record<string, LanguageInput>> = bundledLanguages;
      const grammar = Object.hasOwn(grammars, language) ? grammars[language] : undefined;
      if (!grammar) return false;
      const shiki = await getHighlighter();
      await shiki.loadLanguage(grammar);
      return true;
    })().catch(() => false);
    languages.set(language, loaded);
  }
  return loaded;
}

/** Loads the themes a site uses into the highlighter, each once (code-themes.ts checked the names). */
export async function loadThemes(shiki: HighlighterCore, themes: CodeThemes): Promise<void> {
  await Promise.all(
    [themes.light, themes.dark].map((name) => {
      let loaded = themesLoaded.get(name);
      if (!loaded) {
        // `css-variables`: every colour a `--mint-*` variable of the author's stylesheet, as on Mintlify
        // (unset, a token's colour and the block's background are inherited from the page).
        const theme =
          name === CSS_VARIABLES_THEME
            ? mintCssVariablesTheme()
            : bundledThemes[name as keyof typeof bundledThemes];
        loaded = shiki.loadTheme(theme);
        themesLoaded.set(name, loaded);
      }
      return loaded;
    }),
  );
}

/**
 * Mintlify's `css-variables` theme: Shiki's, its variables prefixed `--mint-` (`--mint-token-keyword`, ...),
 * the text and background named as Mintlify documents them (`--mint-color-text`, `--mint-color-background`);
 * a token whose variable is unset takes the block's text colour.
 */
function mintCssVariablesTheme() {
  const theme = createCssVariablesTheme({
    name: CSS_VARIABLES_THEME,
    variablePrefix: '--mint-',
    fontStyle: true,
  });
  // Unset, the site's code colours (site.css).
  const [fg, bg] = [
    'var(--mint-color-text, var(--site-text))',
    'var(--mint-color-background, var(--site-code))',
  ];
  return { ...theme, fg, bg, colors: { ...theme.colors, 'editor.foreground': fg, 'editor.background': bg } };
}
