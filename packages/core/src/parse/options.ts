import type { Diagnostic, NavModel, PageMeta } from '../model/types.js';

/** An OpenAPI document already parsed (3.0 or 3.1), or why it could not be loaded. */
export type SpecInput = { document: unknown } | { error: string };

/** What `parseDocs` needs besides docs.json itself. */
export interface ParseOptions {
  /** Frontmatter per normalized page path (`guides/intro`). Pages without an entry get a title from the path. */
  pages?: Record<string, PageMeta>;
  /** Specs by the reference as written in docs.json (`"/openapi.yaml"`, `"spec/a.json"`). */
  specs?: Record<string, SpecInput>;
  /** Overrides `basePath`; default ''. */
  basePath?: string;
  /** Page files known to exist (normalized paths). When given, a listed page not in it gets `missing-page`. */
  existingPages?: ReadonlySet<string>;
}

/** The model and every diagnostic found while building it. */
export interface ParseResult {
  model: NavModel;
  diagnostics: Diagnostic[];
}

/** Everything the navigation references outside docs.json, for the loader to fetch. */
export interface NavReferences {
  /** Normalized page paths (no leading slash, no extension), in navigation order, unique. */
  pages: string[];
  /** OpenAPI spec references exactly as written (string `openapi`, array entries, `{source}`), unique. */
  specs: string[];
}
