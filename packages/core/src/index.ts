/** @docsnav/core: the navigation model types and pure queries on a model (no parser: see `@docsnav/core/parse`). */
export { type BrandView, brandCss, resolveBrand } from './brand/index.js';

export {
  type EndpointSection,
  endpointHeadings,
  endpointSections,
} from './headings/endpoint.js';
export {
  createHeadingSlugger,
  type PageHeading,
  pageModeShowsToc,
  slugifyHeading,
  splitCustomHeadingId,
  TOC_DEPTHS,
} from './headings/slug.js';
export { isExternalHref } from './href.js';
export {
  type FreeFamily,
  type IconLibrary,
  type IconTarget,
  iconKey,
  iconKeyOf,
  iconLibraryOf,
  iconTarget,
  isIconUrl,
} from './icons.js';
export { nativeLanguageName } from './language-name.js';
// The model's types hosts name; the types only reachable through them (the model's entries, a node's
// parts, the brand settings) stay unexported (docs/architecture.md, "Public API").
export type { Appearance } from './model/brand.js';
export type { IconRef } from './model/targets.js';
export type {
  Diagnostic,
  DivisionKind,
  EndpointInfo,
  GlobalAnchor,
  NavModel,
  NavNode,
  NavScope,
  NavSettings,
  NavShell,
  PageMeta,
  PageNode,
} from './model/types.js';
export { isPlainClick } from './plain-click.js';
export * from './query/index.js';
