/** @docsnav/core: the navigation model types and pure queries on a model (no parser: see `@docsnav/core/parse`). */
export { isExternalHref } from './href.js';
export { nativeLanguageName } from './language-name.js';
export type * from './model.js';
export { isPlainClick } from './plain-click.js';
export * from './query/index.js';
