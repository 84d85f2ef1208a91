/** @docsnav/core/parse: docs.json text or value → validated NavModel with diagnostics (the model's types are
 *  exported by `@docsnav/core`). */
export { escapePointer, unescapePointer } from './diagnostics.js';
export { parseJsonText } from './json-syntax.js';
export { locatePointers } from './locate-pointer.js';
export { parseEndpointEntry } from './openapi/endpoint-entry.js';
export type { ParseOptions, SpecInput } from './options.js';
export { normalizePagePath } from './page-path.js';
export { parseDocs } from './parse-docs.js';
export { scanReferences } from './scan-references.js';
