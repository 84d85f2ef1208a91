import type { Builder } from './builder.js';
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
  what: string,
): boolean {
  if (depth > MAX_DEPTH) {
    b.report('checkNodeObject:too-deep', pointer, MAX_DEPTH, what, depth);
    return false;
  }
  if (ref !== undefined) {
    b.report('checkNodeObject:unresolved-ref', pointer, what, ref);
    return false;
  }
  return true;
}
