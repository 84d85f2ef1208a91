import type { NavModel } from '../model/types.js';
import { readBrand } from './brand.js';
import { Builder } from './builder.js';
import { normalizeDocs } from './normalize.js';
import type { ParseOptions } from './options.js';
import { WHOLE_TOOLS } from './whole-tools.js';

export { jsonValue } from './json-value.js';

/** What `parseModel` reads besides docs.json: `pages` and `basePath` of `parseDocs`, and `brand`. */
export interface ModelParseOptions extends Pick<ParseOptions, 'pages' | 'basePath'> {
  /** Read the brand into `settings.brand` (default true, as `parseDocs`). */
  brand?: boolean;
}

/**
 * The lean parse: the model `parseDocs` builds from a docs.json value (without `specs`), by the same
 * walkers, with no diagnostics: no message, pointer location or check that changes nothing in the model.
 * The whole-file parse of the browser's lazy split (`parseSplit`, in its lazily imported part).
 */
export function parseModel(value: unknown, options: ModelParseOptions = {}): NavModel {
  const b = new Builder(options ?? {}, {
    brand: options?.brand === false ? undefined : readBrand,
    ...WHOLE_TOOLS,
  });
  normalizeDocs(b, value);
  return b.model();
}
