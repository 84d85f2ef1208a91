import type { NavModel } from '../model/types.js';
import { Builder } from './builder.js';
import { normalizeDocs } from './normalize.js';
import type { ParseOptions } from './options.js';

/**
 * The lean parse: the model `parseDocs` builds from a docs.json value (without `specs`), by the same
 * walkers, with no diagnostics. For the browser's parse (`parseSplit`): it bundles no message, pointer
 * location or check that changes nothing in the model.
 */
export function parseModel(value: unknown, options: Pick<ParseOptions, 'pages' | 'basePath'> = {}): NavModel {
  const b = new Builder(options ?? {});
  normalizeDocs(b, value);
  return b.model();
}

/**
 * The value of docs.json text (a leading byte-order mark allowed); undefined when it is not JSON, which
 * gives the empty model as `parseDocs` does (it reports where the text breaks).
 */
export function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
}
