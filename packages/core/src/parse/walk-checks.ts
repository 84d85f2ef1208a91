import type { DivisionKind } from '../model/types.js';
import type { Builder } from './builder.js';
import { CHECK_NODE_OBJECT_TOO_DEEP, CHECK_NODE_OBJECT_UNRESOLVED_REF } from './message-ids.js';
import { MAX_DEPTH } from './values.js';

/**
 * Checks that apply to every navigation object before it becomes a node: nesting depth (`too-deep`) and a
 * `$ref` the loader did not resolve (`ref`, its `$ref`: `unresolved-ref`). Returns false when the object is
 * left out.
 */
export function checkNodeObject(
  b: Builder,
  ref: unknown,
  pointer: string,
  depth: number,
  kind: 'group' | DivisionKind,
): boolean {
  if (depth > MAX_DEPTH) {
    b.report(CHECK_NODE_OBJECT_TOO_DEEP, pointer, MAX_DEPTH, kind, depth);
    return false;
  }
  if (ref !== undefined) {
    b.report(CHECK_NODE_OBJECT_UNRESOLVED_REF, pointer, kind, ref);
    return false;
  }
  return true;
}
