/** @docsnav/core/parse: docs.json text or value → validated NavModel with diagnostics. */
export type * from '../model.js';
