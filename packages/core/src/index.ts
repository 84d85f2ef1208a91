/** @docsnav/core: the navigation model types and pure queries on a model (no parser: see `@docsnav/core/parse`). */
export * from './brand/index.js';

export {
  type EndpointItem,
  type EndpointSection,
  endpointHeadings,
  endpointSections,
} from './headings/endpoint.js';
export {
  createHeadingSlugger,
  type HeadingSlugger,
  type PageHeading,
  pageModeShowsToc,
  slugifyHeading,
  splitCustomHeadingId,
  TOC_DEPTHS,
} from './headings/slug.js';
export { isExternalHref } from './href.js';
export {
  DEFAULT_ICON_LIBRARY,
  FONTAWESOME_STYLES,
  type FreeFamily,
  freeFamily,
  ICON_LIBRARIES,
  type IconLibrary,
  type IconTarget,
  iconKey,
  iconLibraryOf,
  iconTarget,
  isIconUrl,
} from './icons.js';
export { nativeLanguageName } from './language-name.js';
export type * from './model.js';
export { isPlainClick } from './plain-click.js';
export * from './query/index.js';
