import type { GlobalAnchor, NavModel, NavNode, NavSettings, PageMeta } from '../model.js';
import { Reporter } from './diagnostics.js';
import { IntTable } from './hash-table.js';
import type { LoadedSpec } from './openapi/spec-index.js';
import type { ParseOptions, SpecInput } from './options.js';
import { normalizeBasePath, PathScan, TitleCache } from './page-path.js';
import { isObject, ownValue } from './values.js';

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
  /** The parent's `children` (kept here so adding a child needs no lookup of the parent node). */
  children: number[];
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
  /** Titles by last path segment. */
  readonly titles = new TitleCache();
  /** The scan of the page path being added (one instance, reused). */
  readonly scan = new PathScan();
  /** Hash of a page source → index of its first page node. */
  private readonly listed = new IntTable(1024);
  /** Sources listed more than once → the divisions of each listing. */
  private readonly repeated = new Map<string, number[]>();
  private readonly pages: Record<string, PageMeta> | undefined;
  readonly specs: Record<string, SpecInput> | undefined;
  readonly existing: ReadonlySet<string> | undefined;

  constructor(options: ParseOptions) {
    this.basePath = normalizeBasePath(options.basePath);
    this.settings = { eyebrows: 'section', basePath: this.basePath };
    this.pages = options.pages;
    this.specs = options.specs;
    const existing = options.existingPages;
    this.existing = typeof existing?.has === 'function' ? existing : undefined;
  }

  /** Frontmatter of a page, when the host gave it. */
  meta(path: string): PageMeta | undefined {
    const meta = this.pages === undefined ? undefined : ownValue(this.pages, path);
    return isObject(meta) ? meta : undefined;
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
   * The id of a page entry and the `duplicate-page` check. A page's id is its source (`guides/intro`;
   * `guides/intro#2` for its second listing); other nodes' ids start with `/`, which a normalized page path
   * never does, so the two never collide. `hash` is the source's `PathScan` hash. The common case (a page
   * listed once) costs one probe of a typed table; only a repeated source takes the slow path, which finds
   * where it was listed before.
   */
  pageId(source: string, hash: number, division: number, pointer: string): string {
    const t = this.listed;
    for (let slot = t.first(hash); ; slot = t.next(slot)) {
      const first = t.value(slot);
      if (first === -1) {
        t.put(slot, hash, this.nodes.length);
        return source;
      }
      const node = this.nodes[first];
      if (t.hashAt(slot) === hash && node?.type === 'page' && node.source === source) {
        return this.repeatedId(source, first, division, pointer);
      }
    }
  }

  private repeatedId(source: string, first: number, division: number, pointer: string): string {
    let divisions = this.repeated.get(source);
    if (divisions === undefined) {
      divisions = [this.divisionOf(first)];
      this.repeated.set(source, divisions);
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

  /** Index of the division (or the root) a node is listed in. */
  private divisionOf(index: number): number {
    let p = this.nodes[index]?.parent ?? -1;
    while (p > 0 && this.nodes[p]?.type !== 'division') p = this.nodes[p]?.parent ?? -1;
    return Math.max(p, 0);
  }

  /** The finished model. */
  model(): NavModel {
    return { version: 1, nodes: this.nodes, settings: this.settings, global: this.global };
  }
}
