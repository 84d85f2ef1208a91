import type { BackgroundColors, BrandColors } from '../model/brand.js';
import { encodeModel } from '../model/encode.js';
import type { ParsedNode, ParsedPage } from '../model/parsed.js';
import type { DivisionKind, GlobalAnchor, NavModel, NavSettings, PageMeta } from '../model/types.js';
import type { ChildKey } from './division-schema.js';
import type { StringTable } from './hash-table.js';
import type { KeySchema } from './known-keys.js';
import type { LanguageInfo } from './languages.js';
import type { MessageArgs, MessageId } from './messages.js';
import type { LoadedSpec } from './openapi/spec-index.js';
import type { ParseOptions, SpecInput } from './options.js';
import { normalizeBasePath, PathScan } from './page-path.js';
import { isObject, type JsonObject, ownValue } from './values.js';

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

/**
 * The `children` of a node until its children are known, and for good of pages: one frozen empty array,
 * shared, instead of an array per node.
 */
export const NO_CHILDREN = Object.freeze([]) as unknown as number[];

/** Where a walker is: what the children of the current node inherit. */
export interface WalkContext {
  parent: number;
  /** Node depth of the children (root's children are 1). */
  depth: number;
  hidden: boolean;
  scope: ApiScope | undefined;
  /** Node index of the division (or root) whose listing this is (for `duplicate-page`). */
  division: number;
  /** Group depth of the parent (0 for a division or the root). */
  groupDepth: number;
}

/**
 * Where the diagnostics of a parse go: given by the full parse (`parseDocs`: `Reporter`, which holds the
 * messages and the checks that only produce diagnostics), absent in a lean parse (`parseSplit`), which
 * builds the same model and bundles none of it.
 */
export interface DiagnosticSink {
  /** Records the diagnostic of message `id` at JSON pointer `path`, with the values its text shows. */
  report(id: MessageId, path: string, args: readonly unknown[]): void;
  /** Checks the brand's colours (contrast): diagnostics only, the model is the same either way. */
  checkColors(colors: BrandColors, background: BackgroundColors | undefined): void;
  /** Checks a page entry about to be added for `duplicate-page` (`Builder.checkListing`). */
  listing(b: Builder, source: string, hash: number, division: number, at: string, key: number | string): void;
  /** Checks a listed page against the page files known to exist (`missing-page`, at `pointer`). */
  pageFile(path: string, pointer: string): void;
  /** Warns when `obj` has arrays of children under other keys of `order` than `chosen`, the one
   *  `pickChildKey` took (`multiple-root-patterns` at the root, else `multiple-child-types`). */
  childKeys(
    obj: JsonObject,
    order: readonly ChildKey[],
    pointer: string,
    kind: DivisionKind | undefined,
    label: string | undefined,
    chosen: ChildKey,
  ): void;
  /** Warns when a division that links to `href` also has content, which is ignored
   *  (`href-overrides-content`). */
  linkContent(obj: JsonObject, kind: DivisionKind, pointer: string, href: string): void;
  /** Checks an icon object's `library` and `style` (what is drawn does not depend on the check). */
  checkIcon(b: Builder, icon: JsonObject, pointer: string): void;
  /** Reports the keys of `obj` that a `schema` object does not have (`unknown-key`); `what` names the object
   *  (by default as `schemaWhat` does). */
  unknownKeys(obj: JsonObject, schema: KeySchema, pointer: string, what?: string): void;
}

/**
 * Reading OpenAPI specs (`options.specs`): loading one and generating the operations of a scope. Given by the
 * full parse (`parseDocs`: `OPENAPI_SPECS`); a lean parse (`parseSplit`) has none and reads no spec, as
 * `parseDocs` without `specs` (endpoint entries become unresolved endpoint pages, nothing is generated).
 */
export interface SpecSupport {
  /** The spec `ref` names, loaded once per parse (a failure is reported at `pointer`). */
  load(b: Builder, ref: string, pointer: string): LoadedSpec;
  /** Generates every operation of the scope's first spec under its owner, when `scope` is the one the owner
   *  declared (`scope.owner === ownerCtx.parent`) and no entry used it; else nothing. */
  generate(b: Builder, scope: ApiScope | undefined, ownerCtx: WalkContext): void;
}

/**
 * Endpoint entries (`GET /x`, `webhook name`) and pages whose frontmatter names an operation: given by every
 * parse that builds a whole model (`parseDocs`, `parseModel`: `WHOLE_TOOLS`). The browser's lazy split
 * (`parseSplit`) has none in its first bundle: on an entry that may be one it sets `Builder.incomplete` and
 * parses again with them (a lazily imported module).
 */
export interface EndpointSupport {
  /** The node index of the endpoint page of `entry` (-1 when left out), or undefined when `entry` is not
   *  an endpoint entry or has no spec to resolve against (reported): it is then read as a page path. */
  entry(b: Builder, entry: string, pointer: string, ctx: WalkContext, isRoot: boolean): number | undefined;
  /** Sets the endpoint of a page whose frontmatter has `openapi` (a string). */
  meta(b: Builder, page: ParsedPage, meta: PageMeta, pointer: string, ctx: WalkContext): void;
}

/** Language divisions (`WHOLE_TOOLS`: `LANGUAGES`); without it a language division makes the walk
 *  `incomplete`. */
export interface LanguageSupport {
  /** The language of a division whose `language` is `raw` (its object at `pointer`) and its name in
   *  itself; undefined when the code is unknown (reported: the division is left out). */
  division(b: Builder, raw: string, pointer: string): { info: LanguageInfo; name: string } | undefined;
}

/** What a full parse adds to a lean one: where diagnostics go, reading OpenAPI specs; and what every parse
 *  of a whole model has (`parseDocs`, `parseModel`): the brand and `WHOLE_TOOLS` (endpoint entries,
 *  languages, `openapi` fields), which the first walk of a lazy split goes without. */
export interface ParseTools {
  reporter?: DiagnosticSink;
  specs?: SpecSupport;
  /** Reads the brand fields (`name`, `colors`, `logo`, `fonts`...) into `settings.brand`; without it the
   *  model has no brand (`parseSplit` without `brand: true`). */
  brand?: (b: Builder, docs: JsonObject) => void;
  endpoints?: EndpointSupport;
  /** Language codes and names; without them a language division makes the walk `incomplete`. */
  languages?: LanguageSupport;
  /** Reads an `openapi` field into the scope its descendants inherit (`readOpenApi`); without it none is
   *  (what only endpoint entries and spec generation read: neither is in a lean walk). */
  openApi?: (b: Builder, value: unknown, pointer: string, owner: number) => ApiScope | undefined;
}

/** Mutable state of one parse: the growing node array, diagnostics, the pages listed so far, loaded specs. */
export class Builder {
  readonly nodes: ParsedNode[] = [];
  // The fields set by the constructor are `declare`d: no class-field definition is emitted for them, which
  // parseSplit's bundle would carry (issue 31).
  /** Where diagnostics go; undefined in a lean parse (nothing is reported, the model is the same). */
  declare readonly reporter: DiagnosticSink | undefined;
  declare readonly basePath: string;
  declare readonly settings: NavSettings;
  global: GlobalAnchor[] = [];
  /** The specs loaded so far, by reference (made by the first `loadSpec`; none in a lean parse). */
  specCache: Map<string, LoadedSpec> | undefined;
  /** Reading specs; undefined in a lean parse (none is read). */
  declare readonly specSupport: SpecSupport | undefined;
  /** Endpoint hrefs handed out so far (`openapi/endpoint-page.ts`; none in a lean parse). */
  endpointHrefs: { table: StringTable; repeats: number[] } | undefined;
  /** Reading the brand; undefined when the model is built without it. */
  declare readonly brandReader: ParseTools['brand'];
  /** Endpoint entries; undefined in the first walk of a lazy split (see `incomplete`). */
  declare readonly endpoints: EndpointSupport | undefined;
  declare readonly languages: LanguageSupport | undefined;
  declare readonly openApi: ParseTools['openApi'];
  /** Set when the walk met what only a tool it lacks reads (an entry that may be an endpoint entry without
   *  `endpoints`, a language division without `languages`): the model built is then not the right one,
   *  and the caller parses again with them. */
  incomplete = false;
  /** Parent of each page stored as its path (`ParsedNode`), by node index (other nodes have `parent`). */
  private pathParents = new Int32Array(1024);
  /** Indexes of the children of the nodes being built, innermost last (see `takeChildren`). */
  private readonly childStack: number[] = [];
  private childTop = 0;
  /** The scan of the page path being added (one instance, reused). */
  readonly scan = new PathScan();
  declare private readonly pages: Record<string, PageMeta> | undefined;
  declare readonly specs: Record<string, SpecInput> | undefined;
  /**
   * Set by `parseSplit` (`@docsnav/core/split`): asked before a division's groups or pages are walked (`ctx`
   * is their context); true when it keeps them to parse later, and the division is left without children.
   */
  defer:
    | ((obj: JsonObject, key: 'groups' | 'pages', pointer: string, ctx: WalkContext) => boolean)
    | undefined;

  /** `tools`: what a full parse adds (none in a lean parse). */
  constructor(options: ParseOptions, tools: ParseTools = {}) {
    this.reporter = tools.reporter;
    this.specSupport = tools.specs;
    this.brandReader = tools.brand;
    this.endpoints = tools.endpoints;
    this.languages = tools.languages;
    this.openApi = tools.openApi;
    this.basePath = normalizeBasePath(options.basePath);
    this.settings = { eyebrows: 'section', basePath: this.basePath };
    this.pages = options.pages;
    this.specs = options.specs;
  }

  /** Reports the diagnostic of message `id` at JSON pointer `path` (nothing in a lean parse). */
  report<K extends MessageId>(id: K, path: string, ...args: MessageArgs<K>): void {
    this.reporter?.report(id, path, args);
  }

  /**
   * Appends a page listed by its path alone under `ctx.parent` (see `ParsedNode`); `hash` is the path's
   * `PathScan` hash, `at + key` the entry's JSON pointer (for `duplicate-page`).
   */
  pushPath(ctx: WalkContext, at: string, key: number | string, path: string, hash: number): void {
    const index = this.nodes.length;
    this.checkListing(path, hash, ctx.division, at, key);
    if (index >= this.pathParents.length) {
      const grown = new Int32Array(this.pathParents.length * 2);
      grown.set(this.pathParents);
      this.pathParents = grown;
    }
    this.pathParents[index] = ctx.parent;
    this.nodes.push(path);
    this.addChild(index);
  }

  /** The parent of node `index` (-1 for the root or an index past the end). */
  parentOf(index: number): number {
    const node = this.nodes[index];
    if (node === undefined) return -1;
    return typeof node === 'string' ? (this.pathParents[index] ?? -1) : node.parent;
  }

  /** Records node `index` as a child of the node being built (the one whose children are recorded now). */
  addChild(index: number): void {
    this.childStack[this.childTop++] = index;
  }

  /** Where the children of a node that starts now will be recorded (for `takeChildren`). */
  childMark(): number {
    return this.childTop;
  }

  /**
   * The children recorded since `mark`, in an array of their own; forgets them. Built when the node ends,
   * the array has exactly their number of elements (one pushed to as children come would have slack).
   */
  takeChildren(mark: number): number[] {
    const children = this.childStack.slice(mark, this.childTop);
    this.childTop = mark;
    return children;
  }

  /**
   * The context of the children of the division or group at `index`. `division` is the division the
   * children are listed in; `groupDepth` the node's group depth.
   */
  childContext(
    ctx: WalkContext,
    index: number,
    hidden: boolean,
    scope: ApiScope | undefined,
    division: number,
    groupDepth: number,
  ): WalkContext {
    return { parent: index, depth: ctx.depth + 1, hidden, scope, division, groupDepth };
  }

  /** Frontmatter of a page, when the host gave it. */
  meta(path: string): PageMeta | undefined {
    const meta = this.pages === undefined ? undefined : ownValue(this.pages, path);
    return isObject(meta) ? meta : undefined;
  }

  /**
   * The `duplicate-page` check of a page entry about to be added (the reporter's: none in a lean parse).
   * `hash` is the source's `PathScan` hash; `at + key` the entry's JSON pointer (made for a diagnostic only).
   */
  checkListing(source: string, hash: number, division: number, at: string, key: number | string = ''): void {
    this.reporter?.listing(this, source, hash, division, at, key);
  }

  /** The finished model. */
  model(): NavModel {
    return encodeModel(this.nodes, this.settings, this.global);
  }
}
