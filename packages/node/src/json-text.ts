/**
 * JSON text → value, or the line and column where it is invalid: one implementation, in the parser
 * (`@docsnav/core/parse`), for docs.json, `$ref` files and OpenAPI specs alike.
 */
export { type JsonParse, parseJsonText } from '@docsnav/core/parse';
