import type { Builder } from './builder.js';
import { describe } from './diagnostics.js';
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
    b.reporter.report(
      'too-deep',
      pointer,
      `Expected at most ${MAX_DEPTH} levels of nested navigation; found ${what} at level ${depth}. It and everything inside it were left out.`,
    );
    return false;
  }
  if (ref !== undefined) {
    b.reporter.report(
      'unresolved-ref',
      `${pointer}/$ref`,
      `Expected ${what}; found an unresolved \`$ref\` (${describe(ref)}). It was left out.`,
      'Load docs.json with @docsnav/node (loadDocs), which resolves `$ref` files, or inline the referenced JSON.',
    );
    return false;
  }
  return true;
}
