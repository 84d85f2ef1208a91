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
/** The same for whole models ({@link sharedIndex}). */
const lastWhole = new WeakMap<NavModel, Omit<Built, 'scopes'>>();

/** The last index of `source` when it was built with the same scope objects (in order) and `basePath`, else
 *  `build()`'s, kept for the next call. */
function reuse(
  source: object,
  scopes: readonly NavScope[] | undefined,
  basePath: string | undefined,
  build: () => NavIndex,
): NavIndex {
  let b = last.get(source);
  if (
    !b ||
    b.basePath !== basePath ||
    b.scopes?.length !== scopes?.length ||
    b.scopes?.some((s, i) => s !== scopes?.[i])
  ) {
    b = { basePath, scopes, index: build() };
    last.set(source, b);
  }
  return b.index;
}

/**
 * `createNavIndex(model)`, reused while the model object and `basePath` are those of the last call for that
 * model. A server rendering page after page of a site (a static build goes through the pages of a sidebar in
 * a row) then builds the index once instead of once per page, and every caller of the build (a route's
 * loader, the provider) shares it. An index is never changed once built (its lazily built lookups are the
 * same for every reader), so sharing it is safe. A split model's is {@link sharedSplitIndex}.
 */
export function sharedIndex(model: NavModel, options: NavIndexOptions = {}): NavIndex {
  // Its own cache, not `reuse`: a whole model has no scopes to compare, and the hook's bundle (a whole
  // model's provider) then holds none of that comparison.
  const { basePath } = options;
  let b = lastWhole.get(model);
  if (!b || b.basePath !== basePath) {
    b = { basePath, index: createNavIndex(model, options) };
    lastWhole.set(model, b);
  }
  return b.index;
}

/**
 * `createSplitIndex(shell, scopes)`, reused as {@link sharedIndex} is, while the shell object, the scope
 * objects (in order) and `basePath` are those of the last call for that shell: once per sidebar, not once per
 * page.
 */
export function sharedSplitIndex(
  shell: NavShell,
  scopes: readonly NavScope[],
  options: NavIndexOptions = {},
): NavIndex {
  return reuse(shell, scopes, options.basePath, () => createSplitIndex(shell, scopes, options));
}
