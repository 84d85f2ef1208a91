/**
 * The docsnav navigation model.
 *
 * Two forms (docs/api-contract.md, "Model format"):
 * - `NavModel` (version 2) is the serialized form: a compact tree shaped like docs.json, with nothing stored
 *   that derives from something else (a page's href, id and title from its path; hidden from its ancestors;
 *   ids from labels). It is what crosses from Node to the browser. `NavShell` and `NavScope` are the same
 *   data split per sidebar.
 * - `NavNode[]` is the runtime form, built from a model by `createNavIndex` (`index.nodes`): every node in
 *   document order (a pre-order walk), so a node's subtree is the contiguous range `[index, node.end)`.
 *   Nodes refer to each other by index; `id` is a stable string key (the same on every load of the same
 *   file, and the same whether the model was loaded whole or split) used by the public API and persisted
 *   UI state.
 */

import type { SiteBrand } from './brand.js';
import type { IconRef, LinkTarget } from './targets.js';

/** Severity of a diagnostic: `error` drops the node, `warning` renders it, `info` is a tolerated difference. */
export type Severity = 'error' | 'warning' | 'info';

/** One problem found in a docs.json, a `$ref` file, a page or an OpenAPI spec. */
export interface Diagnostic {
  /** Stable kebab-case code, documented in docs/diagnostics.md. */
  code: string;
  /** How serious the problem is. */
  severity: Severity;
  /** What was expected, what was found, and what the model did about it. */
  message: string;
  /** JSON pointer into the file the diagnostic is about, e.g. `/navigation/tabs/0/groups/2/group`. */
  path: string;
  /** 1-based line in the source text, when the input was text. */
  line?: number;
  /** 1-based column in the source text, when the input was text. */
  column?: number;
  /** File the diagnostic is about, relative to the docs root (set by the loader; absent for plain docs.json). */
  file?: string;
  /** A suggestion to fix it. */
  hint?: string;
}

/** The division axes of a navigation. `menu` is a tab's menu item. */
export type DivisionKind = 'product' | 'version' | 'language' | 'tab' | 'menu' | 'anchor' | 'dropdown';

interface NodeBase {
  /** Stable key built from the node's position and labels. */
  id: string;
  /** Index of the parent node, or -1 for the root. */
  parent: number;
  /** Indices of the children, in document order. */
  children: number[];
  /** One past the last index of this node's subtree (pre-order layout). */
  end: number;
  /** `hidden: true` on this node or an ancestor: reachable but not shown. */
  hidden: boolean;
}

/** The root of the model (index 0). */
export interface RootNode extends NodeBase {
  /** Discriminant of {@link NavNode}. */
  type: 'root';
}

/** A product, version, language, tab, menu item, anchor or dropdown. */
export interface DivisionNode extends NodeBase {
  /** Discriminant of {@link NavNode}. */
  type: 'division';
  /** Which axis the division belongs to (`tab`, `version`, ...). */
  kind: DivisionKind;
  /** The name as written in docs.json (`tab`, `version`, `anchor`... value). */
  label: string;
  /** Icon shown beside the label. */
  icon?: IconRef;
  /** Product or dropdown `description`, shown under the label in menus. */
  description?: string;
  /** Version `tag` (e.g. "Legacy"), or any division's tag. */
  tag?: string;
  /** Set when the division is a link instead of content (`href` beats content). */
  link?: LinkTarget;
  /** `default: true` on a version or language. */
  isDefault?: boolean;
  /** Languages: the code as written (`cn`), its BCP 47 tag (`zh-Hans`) and writing direction. */
  language?: { code: string; bcp47: string; dir: 'ltr' | 'rtl' };
  /** Tab `align` (`start` / `end`), kept for the tab bar. */
  align?: 'start' | 'end';
  /** Anchor or dropdown `color`, per colour scheme. */
  color?: { light?: string; dark?: string };
  /** `global` of this division: links shown on every page inside it. */
  global?: GlobalAnchor[];
}

/** A sidebar group. `depth` is 1 for a top-level group (always open, not collapsible). */
export interface GroupNode extends NodeBase {
  /** Discriminant of {@link NavNode}. */
  type: 'group';
  /** The group's name (`group`), its title in the sidebar. */
  label: string;
  /** 1 for a group directly in a division, 2 for a group inside it, and so on. */
  depth: number;
  /** Icon shown beside the title. */
  icon?: IconRef;
  /** Group `tag`, shown as a badge. */
  tag?: string;
  /** `expanded: true` on a nested group (never set on top-level groups). */
  expanded: boolean;
  /** Index of the page node opened by the group title (`root`), when the group has one. */
  root?: number;
}

/** An OpenAPI operation behind a page. */
export interface EndpointInfo {
  /** HTTP method in upper case (`GET`), or `WEBHOOK`. */
  method: string;
  /** The operation path (`/v1/users/{id}`) or, for webhooks, the webhook name. */
  path: string;
  /** True for a `webhook name` entry. */
  webhook?: boolean;
  /** Spec file the operation came from, as referenced in docs.json. */
  spec?: string;
  /** False when the spec could not be loaded or does not contain the operation. */
  resolved: boolean;
}

/** A page: an MDX file, an OpenAPI operation, or a group's `root` page. */
export interface PageNode extends NodeBase {
  /** Discriminant of {@link NavNode}. */
  type: 'page';
  /** basePath + '/' + normalized path, `index` segment dropped. Never ends with '/' except the site root. */
  href: string;
  /** The page path as normalized (no leading slash), or the endpoint entry as written. */
  source: string;
  /** Sidebar label: frontmatter `sidebarTitle` ?? `title` ?? OpenAPI summary ?? humanized path. */
  title: string;
  /** Frontmatter `title` when it differs from the sidebar label (for the page heading). */
  pageTitle?: string;
  /** Frontmatter `description`, or the operation's description. */
  description?: string;
  /** Frontmatter `icon`. */
  icon?: IconRef;
  /** Frontmatter `tag`, shown as a badge. */
  tag?: string;
  /** Frontmatter `deprecated`, or a deprecated OpenAPI operation. */
  deprecated?: boolean;
  /** Set for endpoint pages: the operation behind the page (method badge). */
  endpoint?: EndpointInfo;
  /** Frontmatter `url`: the sidebar entry links there instead of to the page. */
  url?: LinkTarget;
  /** True for a group's `root` page (shown by the group title, not as its own sidebar entry). */
  isGroupRoot?: boolean;
}

/** Any node of the model. */
export type NavNode = RootNode | DivisionNode | GroupNode | PageNode;

/** An entry of `navigation.global.anchors` (always external). */
export interface GlobalAnchor {
  /** The link text (`anchor`). */
  label: string;
  /** The target: always external (`http(s):`, `mailto:` or protocol-relative). */
  href: string;
  /** Icon shown beside the label. */
  icon?: IconRef;
}

/** Site-wide settings that change how the navigation behaves. */
export interface NavSettings {
  /** `styling.eyebrows`; `section` when unset. */
  eyebrows: 'section' | 'breadcrumbs';
  /** `interaction.drilldown`; undefined when unset (the host's default applies). */
  drilldown?: boolean;
  /** Prefix of every internal href ('' or '/docs'). */
  basePath: string;
  /** `icons.library`: the library icon names are drawn from; absent means Font Awesome (Mintlify's
   *  default), so only `lucide` is written. See `iconTarget` for how an icon is looked up. */
  iconLibrary?: 'fontawesome' | 'lucide';
  /** Name, colours, logo, favicon, navbar and appearance of the site; absent when docs.json sets none. */
  brand?: SiteBrand;
}

/** Version of the serialized model format; bumped on incompatible changes. */
export const MODEL_VERSION = 2;

/**
 * A page of the serialized model: its path alone (`"guides/intro"`) when its title comes from the path and
 * nothing else is known, else an object.
 */
export type ModelPage = string | ModelPageData;

/** A page with more than its path. Absent fields take their default (see `PageNode`). */
export interface ModelPageData {
  /** The page path as normalized, or the endpoint entry as written (`PageNode.source`). */
  page: string;
  /** The site path without `basePath` when it does not derive from `page` (endpoint pages): `/api-reference/users/list`. */
  href?: string;
  /** Sidebar label, when it is not the title derived from the path. */
  title?: string;
  /** Frontmatter `title` when it differs from the sidebar label. */
  pageTitle?: string;
  /** Frontmatter or operation description. */
  description?: string;
  /** Frontmatter `icon`. */
  icon?: IconRef;
  /** Frontmatter `tag`. */
  tag?: string;
  /** Deprecated page or operation. */
  deprecated?: true;
  /** Hidden itself (not only through an ancestor). */
  hidden?: true;
  /** Frontmatter `url`; an internal href is stored without `basePath`. */
  url?: LinkTarget;
  /** The operation behind an endpoint page. */
  endpoint?: EndpointInfo;
}

/** A group of the serialized model. */
export interface ModelGroup {
  /** The group's label. */
  group: string;
  /** Icon beside the title. */
  icon?: IconRef;
  /** Badge text. */
  tag?: string;
  /** Starts open (nested groups only). */
  expanded?: true;
  /** Hidden itself. */
  hidden?: true;
  /** The page the title opens. */
  root?: ModelPage;
  /** Pages and nested groups, in order. */
  pages: ModelEntry[];
}

/** A page or a group. */
export type ModelEntry = ModelPage | ModelGroup;

/** A division of the serialized model (`items`: its sub-divisions, or its groups and pages). */
export interface ModelDivision {
  /** The division's axis. */
  division: DivisionKind;
  /** See `DivisionNode`. */
  label: string;
  icon?: IconRef;
  description?: string;
  tag?: string;
  /** Internal hrefs are stored without `basePath`. */
  link?: LinkTarget;
  default?: true;
  language?: { code: string; bcp47: string; dir: 'ltr' | 'rtl' };
  align?: 'start' | 'end';
  color?: { light?: string; dark?: string };
  global?: GlobalAnchor[];
  /** Hidden itself. */
  hidden?: true;
  /** Sub-divisions, or groups and pages; absent for a label-only or link division. */
  items?: ModelItem[];
}

/** Anything the root or a division holds. */
export type ModelItem = ModelDivision | ModelEntry;

/** The validated, normalized navigation, serialized: plain, compact data, safe to JSON.stringify. */
export interface NavModel {
  /** Format version of the model ({@link MODEL_VERSION}). */
  version: 2;
  /** Settings from docs.json that change behaviour. */
  settings: NavSettings;
  /** `navigation.global.anchors`. */
  global: GlobalAnchor[];
  /** The root's divisions, or its groups and pages. */
  items: ModelItem[];
}

/**
 * A division of a shell: a `ModelDivision` whose sidebar content is left out. A division that holds groups
 * and pages names the scope that holds them (`scope`, the division's id) and where selecting it leads
 * (`first`: its first visible page's href, without `basePath`).
 */
export interface ShellDivision extends Omit<ModelDivision, 'items'> {
  /** Sub-divisions (a division that holds groups and pages has `scope` instead). */
  items?: ShellDivision[];
  /** Id of the scope holding this division's groups and pages. */
  scope?: string;
  /** Href (without `basePath`) of the division's first visible page. */
  first?: string;
}

/**
 * What every page of a split model needs: settings, global anchors and every division (labels, icons,
 * tags, links, where each leads), but no group or page. See `splitModel` in `@docsnav/core/split`.
 */
export interface NavShell {
  /** Format version ({@link MODEL_VERSION}). */
  version: 2;
  /** Settings from docs.json. */
  settings: NavSettings;
  /** `navigation.global.anchors`. */
  global: GlobalAnchor[];
  /** The root's divisions. */
  items: ShellDivision[];
  /** Set when the root itself holds groups and pages: the id of that scope (`/`), and its first page. */
  scope?: string;
  /** Href (without `basePath`) of the root scope's first visible page. */
  first?: string;
}

/** Where a version, language or product switch leads from the pages of one scope (precomputed). */
export interface ScopeSwitch {
  /** Id of the target division (an option of the switcher). */
  target: string;
  /** Fallback step used when a page has no entry in `pages` (`same-page` or `sibling-path`, with `rule`). */
  rule: 'same-page' | 'sibling-path' | 'none';
  /** For `sibling-path`: the segment index and the segment of the target (`['v1', 0]` → `/v1/...`); `''` removes it. */
  segment?: [from: string, to: string, at: number];
  /** Exceptions: page index within the scope (its pages in document order) → [href without basePath,
   *  fallback], or null when the option leads nowhere from that page. */
  pages?: Record<
    string,
    | [href: string, fallback: 'same-page' | 'sibling-path' | 'same-group' | 'same-section' | 'first-page']
    | null
  >;
}

/** The groups and pages of one sidebar (a division that holds them, or the root). */
export interface NavScope {
  /** Format version ({@link MODEL_VERSION}). */
  version: 2;
  /** The scope's id: the id of its division (`/` for the root). */
  id: string;
  /** The groups and pages, as in `ModelDivision.items`. */
  items: ModelEntry[];
  /** Switch targets from this scope's pages, per version, language and product option. */
  switches?: ScopeSwitch[];
  /** Hidden pages shown elsewhere than their own place (no previous location): page path (without
   *  `basePath`) → id of the division whose sidebar the whole model shows. */
  homes?: Record<string, string>;
}

/** Frontmatter of a page, as the loader (or a host) reads it. */
export interface PageMeta {
  /** Page title (the heading; also the sidebar label without `sidebarTitle`). */
  title?: string;
  /** Sidebar label, when it differs from `title`. */
  sidebarTitle?: string;
  /** Page description. */
  description?: string;
  /** Sidebar icon. */
  icon?: IconRef;
  /** Sidebar badge text (e.g. "NEW"). */
  tag?: string;
  /** `hidden: true`: reachable but not listed in the sidebar. */
  hidden?: boolean;
  /** The sidebar entry links here instead of to the page. */
  url?: string;
  /** Marks the page deprecated. */
  deprecated?: boolean;
  /** `openapi: "GET /path"` or `"spec.json GET /path"` in the frontmatter. */
  openapi?: string;
}
