import type { GlobalAnchor, NavModel, NavNode, NavSettings, PageMeta } from '../model.js';
import { Reporter } from './diagnostics.js';
import type { LoadedSpec } from './openapi/spec-index.js';
import type { ParseOptions, SpecInput } from './options.js';
import { normalizeBasePath } from './page-path.js';
import { ownValue } from './values.js';

/** An `openapi` in effect: the specs it names, its `directory`, and whether an endpoint entry used it. */
export interface ApiScope {
  refs: string[];
  directory: string | undefined;
  /** Node that declared it. */
  owner: number;
  /** JSON pointer of the `openapi` field. */
  pointer: string;
  /** An endpoint entry (or page frontmatter) resolved against it: no generation then. */
  used: boolean;
}

/** Where a walker is: what the children of the current node inherit. */
export interface WalkContext {
  parent: number;
  /** Node depth of the children (root's children are 1). */
  depth: number;
  hidden: boolean;
  scope: ApiScope | undefined;
  /** Pages already listed in the current division (for `duplicate-page`). */
  seen: Set<string>;
  /** Prefix of children's ids. */
  idPrefix: string;
  /** Group depth of the parent (0 for a division or the root). */
  groupDepth: number;
}

/** Mutable state of one parse: the growing node array, diagnostics, ids, loaded specs. */
export class Builder {
  readonly nodes: NavNode[] = [];
  readonly reporter = new Reporter();
  readonly basePath: string;
  readonly settings: NavSettings;
  global: GlobalAnchor[] = [];
  readonly specCache = new Map<string, LoadedSpec>();
  /** Endpoint hrefs handed out so far, with how many times (for `-1`, `-2` suffixes). */
  readonly endpointHrefs = new Map<string, number>();
  private readonly ids = new Set<string>();
  private readonly pages: Record<string, PageMeta> | undefined;
  readonly specs: Record<string, SpecInput> | undefined;
  readonly existing: ReadonlySet<string> | undefined;

  constructor(options: ParseOptions) {
    this.basePath = normalizeBasePath(options.basePath);
    this.settings = { eyebrows: 'section', basePath: this.basePath };
    this.pages = options.pages;
    this.specs = options.specs;
    this.existing = options.existingPages;
  }

  /** Frontmatter of a page, when the host gave it. */
  meta(path: string): PageMeta | undefined {
    return this.pages === undefined ? undefined : ownValue(this.pages, path);
  }

  /** `base`, or `base#2`, `base#3`... when taken. */
  uniqueId(base: string): string {
    if (!this.ids.has(base)) {
      this.ids.add(base);
      return base;
    }
    for (let n = 2; ; n++) {
      const id = `${base}#${n}`;
      if (!this.ids.has(id)) {
        this.ids.add(id);
        return id;
      }
    }
  }

  /** The finished model. */
  model(): NavModel {
    return { version: 1, nodes: this.nodes, settings: this.settings, global: this.global };
  }
}
