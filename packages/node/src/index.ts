/** @docsnav/node: load a Mintlify docs folder from disk into a docsnav model; format its diagnostics; write
 *  the split model as static JSON. */
export { formatDiagnostics, summarize } from './format-diagnostics.js';
export { type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
export { type SplitFiles, type WrittenFile, writeSplit } from './write-split.js';
