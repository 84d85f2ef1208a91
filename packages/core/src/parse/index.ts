/** @docsnav/core/parse: docs.json text or value → validated NavModel with diagnostics (the model's types are
 *  exported by `@docsnav/core`). */
export { escapePointer, unescapePointer } from './diagnostics.js';
export { type JsonParse, parseJsonText } from './json-syntax.js';
export { locatePointers, type TextPosition } from './locate-pointer.js';
export { type EndpointEntry, parseEndpointEntry } from './openapi/endpoint-entry.js';
export type { NavReferences, ParseOptions, ParseResult, SpecInput } from './options.js';
export { normalizePagePath } from './page-path.js';
export { parseDocs } from './parse-docs.js';
export { scanReferences } from './scan-references.js';
