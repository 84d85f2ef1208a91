/**
 * docs.json `colors` → the kit's accent tokens (`--docsnav-accent`, its hover and background shades, the
 * navbar button's colours), and `background.color` → the page's background tokens (`--docsnav-bg` and its
 * shades), for the light and the dark colour scheme. Pure: the host puts `brandCss` in a `<style>` (the
 * React kit's `BrandStyle` does).
 */
import type { BackgroundColors, BrandColors } from '../model/brand.js';
import { contrastRatio, mix, parseHex, type Rgb, relativeLuminance, toHex } from './color.js';

/** The kit's page background in the light scheme (`--docsnav-bg` of tokens.css): accents are checked on it. */
export const LIGHT_BACKGROUND = '#ffffff';
/** The kit's page background in the dark scheme (`--docsnav-bg` of tokens.css). */
export const DARK_BACKGROUND = '#0b1120';
/** Text on the navbar button when dark text reads better than white (`--docsnav-fg` of the light scheme). */
const DARK_TEXT = '#0f172a';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** How much of the accent the highlight (`accent-bg`) mixes into the page, per scheme. */
const TINT = { light: 0.1, dark: 0.16 };

/** Minimum contrast of text with its background (WCAG 2.x AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The page backgrounds accents are drawn and checked on: docs.json's `background.color`, else the kit's. */
function pages(background: BackgroundColors | undefined): { light: Rgb; dark: Rgb } {
  return {
    light: rgb(background?.light ?? LIGHT_BACKGROUND),
    dark: rgb(background?.dark ?? DARK_BACKGROUND),
  };
}

/** One token's value in each colour scheme (`#rrggbb`). */
export interface SchemePair {
  light: string;
  dark: string;
}

/** The accent tokens derived from a brand's colours. Keys are the token names without `--docsnav-`. */
export interface BrandTokens {
  /** Links, the current page, tab underlines: `primary` in light, `light` (else `primary`) in dark. */
  accent: SchemePair;
  /** The accent under the pointer: 15 % darker in light, 20 % lighter in dark. */
  'accent-hover': SchemePair;
  /** The current sidebar entry's background: the accent at 10 % (light) / 16 % (dark) over the page. */
  'accent-bg': SchemePair;
  /** The navbar's primary button: `dark` (else `primary`) in both schemes, as Mintlify does. */
  'button-bg': SchemePair;
  /** The button under the pointer: 15 % away from its text colour. */
  'button-bg-hover': SchemePair;
  /** Text on the button: white or dark, whichever contrasts more. */
  'button-fg': SchemePair;
}

/** Where a brand colour's contrast falls short (for the `low-contrast` diagnostic). */
export interface ContrastIssue {
  /** Which docs.json colour: `primary`, `light` or `dark`. */
  key: 'primary' | 'light' | 'dark';
  /** What it is checked as: accent text on the light or dark page, or the button's background under its text. */
  use: 'light-text' | 'dark-text' | 'button';
  /** The contrast ratio found (e.g. 2.1). */
  ratio: number;
  /** The colour it is checked against: the accent's highlight of the page, or the button's text colour. */
  against: string;
  /** The nearest colour with enough contrast, for the hint. */
  suggestion: string;
}

const rgb = (hex: string): Rgb => parseHex(hex) ?? BLACK;

function buttonText(bg: Rgb): string {
  return contrastRatio(bg, WHITE) >= contrastRatio(bg, rgb(DARK_TEXT)) ? '#ffffff' : DARK_TEXT;
}

/** The accent tokens of validated brand colours (`#rrggbb`; see `BrandColors`), on the page's background
 *  (`background`, docs.json's `background.color`; the kit's where unset). */
export function brandTokens(colors: BrandColors, background?: BackgroundColors): BrandTokens {
  const light = rgb(colors.primary);
  const dark = rgb(colors.light ?? colors.primary);
  const button = rgb(colors.dark ?? colors.primary);
  const { light: lightBg, dark: darkBg } = pages(background);
  const fg = buttonText(button);
  // Under the pointer the button moves away from its text colour: darker under white text, lighter under dark.
  const hover = toHex(mix(button, fg === '#ffffff' ? BLACK : WHITE, 0.15));
  return {
    accent: { light: toHex(light), dark: toHex(dark) },
    'accent-hover': { light: toHex(mix(light, BLACK, 0.15)), dark: toHex(mix(dark, WHITE, 0.2)) },
    'accent-bg': { light: toHex(mix(lightBg, light, TINT.light)), dark: toHex(mix(darkBg, dark, TINT.dark)) },
    'button-bg': { light: toHex(button), dark: toHex(button) },
    'button-bg-hover': { light: hover, dark: hover },
    'button-fg': { light: fg, dark: fg },
  };
}

/**
 * The page's background tokens of a scheme whose background docs.json sets: `bg` itself, `bg-elevated`
 * (menus, dialogs: the page in light, a little lighter in dark) and `bg-subtle` (hover, code, the filter box:
 * a little darker in light, lighter in dark), as the kit's own tokens stand to its page.
 */
function backgroundTokens(page: string, scheme: keyof SchemePair): [string, string][] {
  const bg = rgb(page);
  const dark = scheme === 'dark';
  return [
    ['bg', toHex(bg)],
    ['bg-elevated', toHex(dark ? mix(bg, WHITE, 0.04) : bg)],
    ['bg-subtle', toHex(dark ? mix(bg, WHITE, 0.1) : mix(bg, rgb(DARK_TEXT), 0.06))],
  ];
}

/** What `brandCss` applies: docs.json's `colors` and `background.color` (`settings.brand`). */
export interface BrandLook {
  /** `colors`. */
  colors?: BrandColors | undefined;
  /** `background.color`. */
  background?: BackgroundColors | undefined;
}

/**
 * The CSS that applies a brand's colours: the `--docsnav-*` accent tokens of `colors` and the background
 * tokens of `background`, one set for light and one for dark, chosen by the same selectors as the kit's
 * tokens.css (the reader's preference, or `[data-theme]` / `.light` / `.dark` on any ancestor). No
 * `light-dark()`: a production minifier lowers it to variables resolved once at `:root`, so a theme set below
 * `<html>` would do nothing. `selector` (default `:root`, so menus and the drawer in portals follow too)
 * scopes the brand to an element and what it holds. Empty when the brand sets neither.
 */
export function brandCss(brand: BrandLook, selector = ':root'): string {
  const { colors, background } = brand;
  const accents = colors ? (Object.entries(brandTokens(colors, background)) as [string, SchemePair][]) : [];
  const body = (scheme: keyof SchemePair) => {
    const page = background?.[scheme];
    const tokens = accents.map(([name, pair]): [string, string] => [name, pair[scheme]]);
    return [...(page ? backgroundTokens(page, scheme) : []), ...tokens]
      .map(([name, value]) => `--docsnav-${name}:${value};`)
      .join('');
  };
  if (body('light') === '' && body('dark') === '') return '';
  const s = selector;
  const light = `${s},${s} [data-theme="light"],${s} .light`;
  const preferDark = `${s}:not([data-theme="light"],.light)`;
  const dark = `${s}:is([data-theme="dark"],.dark),:is([data-theme="dark"],.dark) ${s},${s} [data-theme="dark"],${s} .dark`;
  const lightBody = body('light');
  const darkBody = body('dark');
  return (
    (lightBody ? `${light}{${lightBody}}` : '') +
    (darkBody ? `@media (prefers-color-scheme:dark){${preferDark}{${darkBody}}}${dark}{${darkBody}}` : '')
  );
}

/** The highlight of `accent` on `page`: the current sidebar entry's background (`accent-bg`). */
function tint(page: Rgb, accent: Rgb, amount: number): Rgb {
  return rgb(toHex(mix(page, accent, amount)));
}

/**
 * The nearest shade of `color` (towards black on a light page, white on a dark one) that reads at 4.5:1 on
 * its own highlight of `page`: the suggestion of a `low-contrast` hint.
 */
function readableAccent(color: Rgb, page: Rgb, amount: number): Rgb {
  const toward = relativeLuminance(page) > 0.18 ? BLACK : WHITE;
  for (let step = 0; step <= 40; step++) {
    const shade = rgb(toHex(mix(color, toward, step / 40)));
    if (contrastRatio(shade, tint(page, shade, amount)) >= MIN_TEXT_CONTRAST) return shade;
  }
  return toward;
}

/**
 * Brand colours whose text contrast is under 4.5:1: the accent (`primary`) on its highlight of the light
 * page (the current sidebar entry: the page's white with 10 % of the accent, a little darker than the page,
 * so the stricter test), the dark scheme's accent (`light`, else `primary`) on its highlight of the dark
 * page, and the button (`dark`, else `primary`) under its best text colour.
 */
export function contrastIssues(colors: BrandColors, background?: BackgroundColors): ContrastIssue[] {
  const out: ContrastIssue[] = [];
  const backgrounds = pages(background);
  const text = (key: ContrastIssue['key'], use: 'light-text' | 'dark-text', color: string) => {
    const page = use === 'light-text' ? backgrounds.light : backgrounds.dark;
    const amount = use === 'light-text' ? TINT.light : TINT.dark;
    const background = tint(page, rgb(color), amount);
    const ratio = contrastRatio(rgb(color), background);
    if (ratio >= MIN_TEXT_CONTRAST) return;
    const suggestion = toHex(readableAccent(rgb(color), page, amount));
    out.push({ key, use, ratio: Math.floor(ratio * 100) / 100, against: toHex(background), suggestion });
  };
  text('primary', 'light-text', colors.primary);
  text(colors.light === undefined ? 'primary' : 'light', 'dark-text', colors.light ?? colors.primary);
  const button = colors.dark ?? colors.primary;
  const fg = buttonText(rgb(button));
  const ratio = contrastRatio(rgb(button), rgb(fg));
  if (ratio < MIN_TEXT_CONTRAST) {
    out.push({
      key: colors.dark === undefined ? 'primary' : 'dark',
      use: 'button',
      ratio: Math.floor(ratio * 100) / 100,
      against: fg,
      suggestion: button,
    });
  }
  return out;
}
