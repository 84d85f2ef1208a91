/** Test helper: the runtime nodes of a model (`createNavIndex(model).nodes`), built once per model object. */
import { cached } from '../cache.js';
import type { NavModel, NavNode } from '../model/types.js';
import { createNavIndex } from '../query/nav-index.js';

const cache = new WeakMap<NavModel, readonly NavNode[]>();

/** The runtime nodes of `model`, in document order. */
export function nodesOf(model: NavModel): readonly NavNode[] {
  return cached(cache, model, () => createNavIndex(model).nodes);
}
