// Bundle-size fixture (bundle-size.test.ts): every hook of the package, for the printed "whole hook" size.
export * from '../hook/index.js';
export { useNavigation } from '../hook/navigation.js';
export { useSwitchTargets } from '../hook/switch-targets.js';
export { useBreadcrumbs, useEyebrow, useGlobalAnchors, usePager } from '../hook/trail-hooks.js';
