import {
  createNavIndex,
  createSplitIndex,
  type NavIndex,
  type NavModel,
  type NavScope,
  type NavShell,
} from '@docsnav/core';

/** The index built last for a model or shell, and what it was built with. */
interface Built {
  basePath: string | undefined;
  scopes: readonly NavScope[];
  index: NavIndex;
}

const last = new WeakMap<object, Built>();

/**
 * The core index of a whole model, or of a shell with `scopes` (`createNavIndex` / `createSplitIndex`), reused
 * while the model object, the scope objects and `basePath` are those of the last call for that model. A
 * server rendering page after page of a site (a static build, which goes through the pages of a sidebar in
 * a row) then builds it once per sidebar instead of once per page: the index does not depend on the page,
 * and it never changes once built (its lazily built lookups are the same for every reader).
 */
export function cachedIndex(
  model: NavModel | NavShell,
  split: boolean,
  scopes: readonly NavScope[],
  basePath: string | undefined,
): NavIndex {
  let b = last.get(model);
  if (
    !b ||
    b.basePath !== basePath ||
    b.scopes.length !== scopes.length ||
    b.scopes.some((s, i) => s !== scopes[i])
  ) {
    b = {
      basePath,
      scopes,
      index: split
        ? createSplitIndex(model as NavShell, scopes, { basePath })
        : createNavIndex(model as NavModel, { basePath }),
    };
    last.set(model, b);
  }
  return b.index;
}
