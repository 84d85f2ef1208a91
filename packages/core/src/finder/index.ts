/** @docsnav/core/finder: the page finder's compact index of every page of a navigation (no matcher). */
export { buildFinderData, finderDataWriter } from './build.js';
export { finderDataProblem, finderHrefs, finderPage } from './read.js';
export type { FinderData, FinderPage } from './types.js';
