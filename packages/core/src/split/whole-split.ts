import type { NavModel } from '../model/types.js';
import { type ModelParseOptions, parseModel } from '../parse/parse-model.js';
import { type SplitModel, splitModel } from './split-model.js';

export { WHOLE_TOOLS } from '../parse/whole-tools.js';

/** A docs.json parsed whole and split. */
export interface WholeSplit {
  model: NavModel;
  split: SplitModel;
}

/**
 * The part of `parseSplit` that a browser imports only when its docs.json needs it (a dynamic import, a
 * chunk of its own): the whole file parsed as `parseDocs` parses it (endpoint entries read) and split as
 * `splitModel` splits it (switch targets, hidden pages' homes, any pathname located). `WHOLE_TOOLS`: what
 * the lazy split's first walk of the divisions goes without (endpoint entries, languages, `openapi`).
 */
export function wholeSplit(value: unknown, options: ModelParseOptions): WholeSplit {
  const model = parseModel(value, { ...options, brand: options.brand === true });
  return { model, split: splitModel(model) };
}
