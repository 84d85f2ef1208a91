import type { DivisionKind } from '../model/types.js';
import type { NavLocation } from './locate.js';
import { type NavIndex, nodeHref } from './nav-index.js';

/** A division of one axis, as a switcher or a tab bar lists it. */
export interface DivisionOption {
  /** The division (node index). */
  node: number;
  /** Its label as written in docs.json. */
  label: string;
  /** Its link, or its first page; undefined when it leads nowhere. */
  href?: string;
  /** The location is inside it. */
  current: boolean;
}

/**
 * The divisions of one axis visible at the location: the siblings of the active division of that kind
 * (e.g. the tabs of the active version), hidden ones left out. Empty when no division of the kind is active.
 */
export function divisionOptions(
  index: NavIndex,
  location: NavLocation,
  kind: DivisionKind,
): DivisionOption[] {
  const nodes = index.nodes;
  const active = location.divisions[kind] ?? -1;
  const parent = nodes[nodes[active]?.parent ?? -1];
  const out: DivisionOption[] = [];
  for (const node of parent?.children ?? []) {
    const x = nodes[node];
    if (x?.type === 'division' && x.kind === kind && (!x.hidden || node === active))
      out.push({ node, label: x.label, href: nodeHref(index, node), current: node === active });
  }
  return out;
}
