/** sRGB colour math for brand colours (WCAG 2.x relative luminance and contrast ratio). Pure functions. */

/** An sRGB colour as three 0–255 channels. */
export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a `#rgb` or `#rrggbb` colour, the forms docs.json's `colors` accept (Mintlify's schema). */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** The channels of a `#rgb` or `#rrggbb` colour, or undefined when `hex` is neither. */
export function parseHex(hex: string): Rgb | undefined {
  if (!HEX.test(hex)) return undefined;
  const h = hex.length === 4 ? `${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(1);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `#rrggbb` (lower case) of a colour; channels are rounded and clamped to 0–255. */
export function toHex(rgb: Rgb): string {
  let out = '#';
  for (const c of rgb)
    out += Math.min(255, Math.max(0, Math.round(c)))
      .toString(16)
      .padStart(2, '0');
  return out;
}

/** A `#rgb` or `#rrggbb` colour as lower-case `#rrggbb`, or undefined when it is neither. */
export function normalizeHex(hex: string): string | undefined {
  const rgb = parseHex(hex);
  return rgb === undefined ? undefined : toHex(rgb);
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a colour: 0 for black, 1 for white. */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `a` mixed with `b`: `amount` 0 is `a`, 1 is `b` (per sRGB channel). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

/**
 * The colour nearest to `color` (mixed towards black on a light background, towards white on a dark one)
 * whose contrast with `background` is at least `ratio`: `color` itself when it already is. For a hint.
 */
export function readableShade(color: Rgb, background: Rgb, ratio = 4.5): Rgb {
  const toward: Rgb = relativeLuminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step++) {
    const shade = mix(color, toward, step / 20);
    const rounded = parseHex(toHex(shade)) ?? shade;
    if (contrastRatio(rounded, background) >= ratio) return rounded;
  }
  return toward;
}
