/** Pure navigation queries on a NavModel, O(1) or O(depth) on indexes built once. */
export { locate, locationIn, type NavLocation } from './locate.js';
export { createNavIndex, firstPage, type NavIndex, nodeHref, normalizePathname } from './nav-index.js';
export {
  type DivisionOption,
  divisionOptions,
  type SwitchFallback,
  type SwitchTarget,
  switchTargets,
} from './switch.js';
export { breadcrumbs, type Crumb, eyebrow, globalAnchors, neighbours } from './trail.js';
