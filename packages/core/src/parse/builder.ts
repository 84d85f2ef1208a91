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
  /** Node index of the division (or root) whose listing this is (for `duplicate-page`). */
  division: number;
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
  /** Page source → division where it was listed (or all of them, once listed twice). */
  private readonly listed = new Map<string, number | number[]>();
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

  /**
   * The id of a page entry and the `duplicate-page` check, with one hash lookup per page. A page's id is its
   * source (`guides/intro`; `guides/intro#2` for its second listing); other nodes' ids start with `/`, which
   * a normalized page path never does, so the two never collide.
   */
  pageId(source: string, division: number, pointer: string): string {
    const prev = this.listed.get(source);
    if (prev === undefined) {
      this.listed.set(source, division);
      return source;
    }
    let divisions: number[];
    if (typeof prev === 'number') {
      divisions = [prev];
      this.listed.set(source, divisions);
    } else {
      divisions = prev;
    }
    if (divisions.includes(division)) {
      this.reporter.report(
        'duplicate-page',
        pointer,
        `Expected each page once per division; found ${JSON.stringify(source)} listed again. Both entries are shown; the first is where the page is located.`,
      );
    }
    divisions.push(division);
    return `${source}#${divisions.length}`;
  }

  /** The finished model. */
  model(): NavModel {
    return { version: 1, nodes: this.nodes, settings: this.settings, global: this.global };
  }
}
