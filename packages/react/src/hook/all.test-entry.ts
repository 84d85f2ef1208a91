// Bundle-size fixture (bundle-size.test.ts): every hook of the package, for the printed "whole hook" size.
export * from './index.js';
export { useNavigation } from './navigation.js';
export { useSwitchTargets } from './switch-targets.js';
export { useBreadcrumbs, useEyebrow, useGlobalAnchors, usePager } from './trail-hooks.js';
