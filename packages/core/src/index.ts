/** @docsnav/core: the navigation model types and pure queries on a model. */
export type * from './model.js';
