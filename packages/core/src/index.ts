/** @docsnav/core: the navigation model types and pure queries on a model (no parser: see `@docsnav/core/parse`). */

export {
  createHeadingSlugger,
  type HeadingSlugger,
  type PageHeading,
  pageModeShowsToc,
  slugifyHeading,
  splitCustomHeadingId,
  TOC_DEPTHS,
} from './headings/slug.js';
export { isExternalHref, normalizeBasePath } from './href.js';
export { nativeLanguageName } from './language-name.js';
export type * from './model.js';
export { type ClickLike, isPlainClick } from './plain-click.js';
export * from './query/index.js';
