import type { GlobalAnchor } from '../model/types.js';
import type { NavLocation } from './locate.js';
import type { NavIndex } from './nav-index.js';

/** `navigation.global` anchors plus the `global` links of the active divisions, outermost first. */
export function globalAnchors(index: NavIndex, location: NavLocation): GlobalAnchor[] {
  const out = [...index.global];
  for (const i of Object.values(location.divisions).sort((a, b) => a - b)) {
    const x = index.nodes[i];
    if (x?.type === 'division' && x.global) out.push(...x.global);
  }
  return out;
}
