import type { SpecSupport } from '../builder.js';
import { generateOperations } from './generate.js';
import { loadSpec } from './scope.js';

/**
 * Reading OpenAPI specs, for a full parse (`parseDocs`): a lean parse (`parseSplit`) has none, so the spec
 * index and the generation of operation pages are not in its bundle.
 */
export const OPENAPI_SPECS: SpecSupport = { load: loadSpec, generate: generateOperations };
