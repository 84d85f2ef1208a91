import type { GroupNode } from '../model/types.js';
import { type Builder, NO_CHILDREN, type WalkContext } from './builder.js';

/**
 * Appends a group node under `ctx.parent` (a group listed in docs.json, or one generated from a spec) and
 * returns it. Its id's hash is in `b.lastIdHash` until the next id is made; its children are recorded from
 * now on (`b.takeChildren(b.childMark())` when it ends).
 */
export function pushGroup(b: Builder, ctx: WalkContext, label: string, hidden: boolean): GroupNode {
  const index = b.nodes.length;
  const node: GroupNode = {
    id: '',
    type: 'group',
    parent: ctx.parent,
    children: NO_CHILDREN,
    end: index + 1,
    hidden,
    label,
    depth: ctx.groupDepth + 1,
    expanded: false,
  };
  b.nodes.push(node);
  b.addChild(index);
  return node;
}
