/** The options and the result of `loadDocs` (here, so the loaders it delegates to, such as mint.json's,
 *  share them without importing `load-docs.ts`). */
import type { Diagnostic, NavModel } from '@docsnav/core';

/** Options of `loadDocs`. */
export interface LoadOptions {
  /** Fetch OpenAPI specs given as `http(s)` URLs (default false: they are reported as not loaded). */
  allowRemoteSpecs?: boolean;
  /** Prefix of every internal href ('' by default, e.g. '/docs'). */
  basePath?: string;
  /** Fetch used for remote specs (default the global `fetch`). */
  fetch?: typeof fetch;
  /** Also check each page's imports and required images without compiling it (`docsnav check` does):
   *  `import-unresolved`, `import-missing-export`, `import-default-as-named`, `image-missing`. */
  checkPageImports?: boolean;
}

/** A docs folder loaded from disk. */
export interface LoadResult {
  model: NavModel;
  /** Every problem found, each with `file` (relative to the root) and, where known, line and column. */
  diagnostics: Diagnostic[];
  /** Absolute paths of every file read (docs.json, `$ref` files, pages, specs), for watching. */
  files: string[];
}
