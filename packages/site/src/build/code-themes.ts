/**
 * docs.json `styling.codeblocks`: which Shiki themes colour the site's code blocks, and whether a block
 * follows the page's scheme. Mintlify's values: `"system"` (the default: light code on a light page, dark on
 * a dark one), `"dark"` (dark code on both), a Shiki theme name (that theme on both), or an object whose
 * `theme` is a name or `{ "light": …, "dark": … }`. mint.json's `codeBlock.mode` arrives converted
 * (`"dark"` or `"system"`). A theme Shiki does not bundle, or a value of another shape, is a warning located
 * in docs.json, and the site's own themes are used in its place: the build goes on.
 */
import { bundledThemes } from 'shiki/themes';
import { docsSetting } from './docs-setting.js';
import type { PageProblem } from './page-diagnostics.js';

/** The site's own themes: GitHub's, the light one on a light page, the dark one on a dark page. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** How code blocks are coloured. */
export interface CodeThemes {
  /**
   * `system`: the site's themes (colours replaced for contrast), on the site's code background of the
   * page's scheme. `dark`: the same tokens, always their dark colours on the site's dark code background.
   * `custom`: the author's themes, with their own colours and background, picked by the page's scheme.
   */
  mode: 'system' | 'dark' | 'custom';
  /** Shiki theme for a light page. */
  light: string;
  /** Shiki theme for a dark page. */
  dark: string;
}

/** The default: the site's themes, following the page's scheme. */
export const SYSTEM_CODE_THEMES: CodeThemes = { mode: 'system', ...CODE_THEMES };

/** A mistake in `styling.codeblocks`: its JSON pointer in docs.json and what is wrong. */
export interface CodeThemeProblem {
  code: 'codeblocks-theme-unknown' | 'codeblocks-invalid';
  pointer: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Mintlify's theme whose colours are CSS variables the author's stylesheet sets (`--mint-token-keyword`,
 * `--mint-color-background`, ...): Shiki's `createCssVariablesTheme` with that prefix (code-highlight.ts).
 */
export const CSS_VARIABLES_THEME = 'css-variables';

const isTheme = (name: string) => name === CSS_VARIABLES_THEME || Object.hasOwn(bundledThemes, name);

/** Reads `styling.codeblocks` of a docs.json value (any value: nothing throws). */
export function readCodeThemes(config: unknown): { themes: CodeThemes; problems: CodeThemeProblem[] } {
  const problems: CodeThemeProblem[] = [];
  const styling = isRecord(config) ? config.styling : undefined;
  const value = isRecord(styling) ? styling.codeblocks : undefined;
  const base = '/styling/codeblocks';
  /** A theme name, or the site's theme of that side (with a warning) when Shiki has none by that name. */
  const pick = (name: unknown, side: 'light' | 'dark', pointer: string): string | undefined => {
    if (typeof name === 'string' && isTheme(name)) return name;
    problems.push(
      typeof name === 'string'
        ? {
            code: 'codeblocks-theme-unknown',
            pointer,
            message: `"${name}" is not a Shiki theme; code blocks use ${CODE_THEMES[side]}`,
          }
        : {
            code: 'codeblocks-invalid',
            pointer,
            message: `expected a Shiki theme name, found ${JSON.stringify(name) ?? 'nothing'}; code blocks use ${CODE_THEMES[side]}`,
          },
    );
    return undefined;
  };
  /** Themes from one name for both schemes, or from `{ light, dark }`. */
  const themesOf = (theme: unknown, pointer: string): CodeThemes => {
    if (isRecord(theme)) {
      const light = pick(theme.light, 'light', `${pointer}/light`);
      const dark = pick(theme.dark, 'dark', `${pointer}/dark`);
      if (!light && !dark) return SYSTEM_CODE_THEMES;
      return { mode: 'custom', light: light ?? CODE_THEMES.light, dark: dark ?? CODE_THEMES.dark };
    }
    const both = pick(theme, 'light', pointer);
    return both ? { mode: 'custom', light: both, dark: both } : SYSTEM_CODE_THEMES;
  };
  let themes = SYSTEM_CODE_THEMES;
  if (value === undefined || value === 'system') themes = SYSTEM_CODE_THEMES;
  else if (value === 'dark') themes = { ...SYSTEM_CODE_THEMES, mode: 'dark' };
  else if (typeof value === 'string') themes = themesOf(value, base);
  else if (isRecord(value)) {
    // `{ "theme": … }`; `languages` (custom grammars) is not read: such blocks stay plain text.
    if (value.theme !== undefined) themes = themesOf(value.theme, `${base}/theme`);
  } else
    problems.push({
      code: 'codeblocks-invalid',
      pointer: base,
      message: `expected "system", "dark", a Shiki theme name or { "theme": … }, found ${JSON.stringify(value)}; code blocks follow the page's scheme`,
    });
  return { themes, problems };
}

/** Code themes of a docs folder and the problems of its `styling.codeblocks`, located in docs.json. */
export interface SiteCodeThemes {
  themes: CodeThemes;
  problems: PageProblem[];
}

/**
 * The code themes of a docs folder (docs.json, or mint.json converted), read once and again when the file
 * changes (dev), each mistake a `codeblocks-*` warning at its line in docs.json (mint.json: the file). An
 * unreadable docs.json gives the site's themes and no problem here (the navigation diagnostics report it).
 */
export function siteCodeThemes(root: string): SiteCodeThemes {
  const { value, problems } = docsSetting<CodeThemes>(
    'codeblocks',
    root,
    (config) => {
      const { themes, problems } = readCodeThemes(config);
      return {
        value: themes,
        problems: problems.map((p) => ({ ...p, message: `styling.codeblocks: ${p.message}` })),
      };
    },
    SYSTEM_CODE_THEMES,
  );
  return { themes: value, problems: [...problems] };
}
