/** Brand colours → the kit's accent tokens, and the contrast math behind the `low-contrast` diagnostic. */
export {
  contrastRatio,
  isHexColor,
  mix,
  normalizeHex,
  parseHex,
  type Rgb,
  readableShade,
  relativeLuminance,
  toHex,
} from './color.js';
export { type BrandLink, type BrandView, resolveBrand } from './resolve.js';
export {
  type BrandTokens,
  brandCss,
  brandTokens,
  type ContrastIssue,
  contrastIssues,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  MIN_TEXT_CONTRAST,
  type SchemePair,
} from './tokens.js';
