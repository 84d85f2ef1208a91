/** @docsnav/core/split: a model split into a shell and one scope per sidebar (server side; the browser
 *  reads them with `createSplitIndex` from `@docsnav/core`; the types are `@docsnav/core`'s), and the
 *  plumbing a split model's reader uses to move from one index to the next as scopes load (the React
 *  provider's: `carryLocation`, `carryNode`, `pendingScope`, `scopeOf`); the hash buckets of maps too large to
 *  ship whole (`hashBucket`) and the route map's format (`RouteTable`) the Vite plugin's split runtime
 *  (`runtime.ts`) reads. */

export { bucketCount, hashBucket, KEYS_PER_BUCKET } from './bucket.js';
export { parseSplit } from './lazy-split.js';
export type { RouteTable } from './runtime.js';
export { carryLocation, carryNode, pendingScope, scopeOf } from './split-index.js';
export { type SplitModel, splitModel } from './split-model.js';
