import type { NavLocation, NavNode } from '@docsnav/core';
import type { ExpandedState } from './types.js';

/** Whether node `i` shows open: top-level groups always; nested groups by the state, else docs.json `expanded`. */
export function isOpen(nodes: readonly NavNode[], exp: ExpandedState, i: number): boolean {
  const n = nodes[i];
  if (n?.type !== 'group') return false;
  const v = exp[n.id];
  return n.depth < 2 || v === true || (v !== false && n.expanded);
}

/** `exp` with nested group `node` opened or closed (accordion: opening closes open sibling groups).
 *  Returns `exp` itself when nothing changes. */
export function withOpen(
  nodes: readonly NavNode[],
  exp: ExpandedState,
  node: number,
  open: boolean,
  accordion?: boolean,
): ExpandedState {
  const n = nodes[node];
  if (n?.type !== 'group' || n.depth < 2 || isOpen(nodes, exp, node) === open) return exp;
  const next: Record<string, boolean> = { ...exp, [n.id]: open };
  if (open && accordion) {
    for (const s of nodes[n.parent]?.children ?? []) {
      const sn = nodes[s];
      if (s !== node && sn?.type === 'group' && sn.depth > 1 && isOpen(nodes, next, s)) next[sn.id] = false;
    }
  }
  return next;
}

/** Opens every ancestor group of the located page; closes nothing (except accordion siblings). */
export function openTrail(
  nodes: readonly NavNode[],
  exp: ExpandedState,
  loc: NavLocation,
  accordion?: boolean,
): ExpandedState {
  let next = exp;
  for (const t of loc.trail) next = withOpen(nodes, next, t, true, accordion);
  return next;
}

/** Live state bits of a node: 1 open, 2 current, 4 on the trail of the current page. */
export function nodeBits(nodes: readonly NavNode[], loc: NavLocation, exp: ExpandedState, i: number): number {
  const n = nodes[i];
  const cur = loc.page === i || (n?.type === 'group' && n.root === loc.page);
  return (isOpen(nodes, exp, i) ? 1 : 0) | (cur ? 6 : loc.trail.includes(i) ? 4 : 0);
}
