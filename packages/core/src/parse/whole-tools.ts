import type { ParseTools } from './builder.js';
import { LANGUAGES } from './language-division.js';
import { ENDPOINTS } from './openapi/endpoint-support.js';
import { readOpenApi } from './openapi/scope.js';

/**
 * What every parse of a whole model gives its walkers (`parseDocs`, `parseModel`, the whole-file part of
 * `parseSplit`): endpoint entries, language codes and `openapi` fields. The first walk of a lazy split goes
 * without them (`Builder.incomplete` tells when it needed them), so its bundle holds none.
 */
export const WHOLE_TOOLS: ParseTools = { endpoints: ENDPOINTS, languages: LANGUAGES, openApi: readOpenApi };
