/** @docsnav/core/split: a model split into a shell and one scope per sidebar (server side; the browser
 *  reads them with `createSplitIndex` from `@docsnav/core`). */
export type { NavScope, NavShell, ScopeSwitch, ShellDivision } from '../model.js';
export { type LazySplit, parseSplit } from './lazy-split.js';
export { type SplitModel, splitModel } from './split-model.js';
