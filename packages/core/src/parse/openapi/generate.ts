import type { ApiScope, Builder, WalkContext } from '../builder.js';
import { pushGroup } from '../group-node.js';
import { operationPage } from './endpoint-page.js';
import { loadSpec } from './scope.js';
import { type Operation, operationKey } from './spec-index.js';

/**
 * Generates every operation of a scope's first spec, one group per tag (`x-group` ?? first tag; untagged:
 * "API Reference"), appended after the owner's listed children, when the owner declared the scope and no
 * entry used it (the walkers call it after every node's children, with the scope in effect).
 * `x-excluded` operations are skipped; `x-hidden` ones become hidden pages.
 */
export function generateOperations(b: Builder, scope: ApiScope | undefined, ownerCtx: WalkContext): void {
  // The scope an ancestor declared is its owner's to generate; one an entry used generates nothing.
  if (scope === undefined || scope.owner !== ownerCtx.parent || scope.used) return;
  const ref = scope.refs[0];
  if (ref === undefined) return;
  const spec = loadSpec(b, ref, scope.pointer);
  if (!spec.ok) return;
  const byGroup = new Map<string, Operation[]>();
  for (const op of spec.index.operations) {
    if (op.excluded) continue;
    const label = op.group ?? op.tags[0] ?? 'API Reference';
    let list = byGroup.get(label);
    if (list === undefined) {
      list = [];
      byGroup.set(label, list);
    }
    list.push(op);
  }
  for (const [label, ops] of byGroup) {
    const index = b.nodes.length;
    const group = pushGroup(b, ownerCtx, label, ownerCtx.hidden);
    const mark = b.childMark();
    const ctx = b.childContext(
      ownerCtx,
      index,
      ownerCtx.hidden,
      ownerCtx.scope,
      ownerCtx.division,
      group.depth,
    );
    for (const op of ops) {
      operationPage(
        b,
        op,
        ref,
        scope.directory,
        scope.pointer,
        ctx,
        operationKey(op.method, op.path, op.webhook),
      );
    }
    group.end = b.nodes.length;
    group.children = b.takeChildren(mark);
  }
}
