import type { NavModel, NavScope, NavShell } from '../model/types.js';
import { createNavIndex, type NavIndex, type NavIndexOptions } from '../query/nav-index.js';
import { createSplitIndex } from './split-index.js';

/** The index built last for a model or shell, and what it was built with. */
interface Built {
  basePath: string | undefined;
  scopes: readonly NavScope[] | undefined;
  index: NavIndex;
}

const last = new WeakMap<object, Built>();

/**
 * `createNavIndex(model)`, or `createSplitIndex(shell, scopes)` when `scopes` are given, reused while the model
 * or shell object, the scope objects (in order) and `basePath` are those of the last call for that object. A
 * server rendering page after page of a site (a static build goes through the pages of a sidebar in a row)
 * then builds the index once per sidebar instead of once per page, and every caller of the build (a route's
 * loader, the provider) shares it. An index is never changed once built (its lazily built lookups are the
 * same for every reader), so sharing it is safe.
 */
export function sharedIndex(
  model: NavModel | NavShell,
  scopes?: readonly NavScope[],
  options: NavIndexOptions = {},
): NavIndex {
  const { basePath } = options;
  let b = last.get(model);
  if (
    !b ||
    b.basePath !== basePath ||
    b.scopes?.length !== scopes?.length ||
    b.scopes?.some((s, i) => s !== scopes?.[i])
  ) {
    b = {
      basePath,
      scopes,
      index: scopes
        ? createSplitIndex(model as NavShell, scopes, options)
        : createNavIndex(model as NavModel, options),
    };
    last.set(model, b);
  }
  return b.index;
}
