/** @docsnav/react: the headless navigation hook and the components of a docs navigation. */
export { Badge, type BadgeProps } from './components/badge.js';
