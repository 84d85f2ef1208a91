/** @docsnav/core/parse: docs.json text or value → validated NavModel with diagnostics. */
export type * from '../model.js';
export { DIAGNOSTIC_CODES, type DiagnosticCode, escapePointer, unescapePointer } from './diagnostics.js';
export { type JsonParse, parseJsonText } from './json-syntax.js';
export { LANGUAGE_CODES } from './languages.js';
export { locatePointer, locatePointers, type TextPosition } from './locate-pointer.js';
export { type EndpointEntry, parseEndpointEntry } from './openapi/endpoint-entry.js';
export type { NavReferences, ParseOptions, ParseResult, SpecInput } from './options.js';
export { normalizePagePath } from './page-path.js';
export { parseDocs } from './parse-docs.js';
export { scanReferences } from './scan-references.js';
