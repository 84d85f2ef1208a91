/** Pure navigation queries on a NavModel, O(1) or O(depth) on indexes built once. */

export { cached } from '../cache.js';
export { sharedIndex, sharedSplitIndex } from '../split/shared-index.js';
export { createSplitIndex } from '../split/split-index.js';
export { type DivisionOption, divisionOptions } from './division-options.js';
export { globalAnchors } from './global-anchors.js';
export { locate, locationIn, type NavLocation } from './locate.js';
export {
  createNavIndex,
  firstPage,
  type NavIndex,
  nodeHref,
  normalizePathname,
} from './nav-index.js';
export { nodeById } from './node-by-id.js';
export { type SwitchTarget, switchTargets } from './switch.js';
export { breadcrumbs, type Crumb, eyebrow, neighbours } from './trail.js';
