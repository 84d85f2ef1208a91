/** Test helper: the runtime nodes of a model (`createNavIndex(model).nodes`), built once per model object. */
import { cached, createNavIndex, type NavModel, type NavNode } from '@docsnav/core';

const cache = new WeakMap<NavModel, readonly NavNode[]>();

/** The runtime nodes of `model`, in document order. */
export function nodesOf(model: NavModel): readonly NavNode[] {
  return cached(cache, model, () => createNavIndex(model).nodes);
}
