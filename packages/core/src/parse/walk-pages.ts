import type { PageMeta } from '../model/types.js';
import type { Builder, WalkContext } from './builder.js';
import { readBoolean, readIcon, readString, reportUnknownKeys } from './fields.js';
import { GroupFields } from './group-fields.js';
import { pushGroup } from './group-node.js';
import {
  UNUSUAL_ENTRY_INVALID_PAGE_PATH,
  WALK_ENTRIES_INVALID_TYPE,
  WALK_GROUP_EMPTY_GROUP,
  WALK_GROUP_EXPANDED_TOP_LEVEL,
  WALK_GROUP_INVALID_FIELD,
  WALK_GROUP_INVALID_TYPE,
  WALK_GROUP_INVALID_TYPE_2,
  WALK_GROUP_MISSING_LABEL,
  WALK_GROUP_SOURCE_REF_SKIPPED,
  WALK_GROUPS_INVALID_TYPE,
} from './message-ids.js';
import { applyMeta, pushPage } from './page-node.js';
import { normalizePagePath, pageHref, titleFromPath } from './page-path.js';
import { isObject, type JsonObject } from './values.js';
import { checkNodeObject } from './walk-checks.js';

/** Walks a `pages` array: page paths, endpoint entries, nested groups; `sourceRef` entries are skipped. */
export function walkEntries(b: Builder, entries: unknown[], pointer: string, ctx: WalkContext): void {
  const prefix = `${pointer}/`;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    // A page's pointer is made only for a diagnostic (`prefix + i`): not one string per page.
    if (typeof entry === 'string') {
      addPageEntry(b, entry, prefix, i, ctx, false);
    } else if (isObject(entry)) {
      walkGroup(b, entry, prefix + i, ctx, true);
    } else {
      b.report(WALK_ENTRIES_INVALID_TYPE, prefix + i, entry);
    }
  }
}

/** Walks a `groups` array: every element must be a group object. */
export function walkGroups(b: Builder, groups: unknown[], pointer: string, ctx: WalkContext): void {
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    const p = `${pointer}/${i}`;
    if (!isObject(g)) {
      b.report(WALK_GROUPS_INVALID_TYPE, p, g);
      continue;
    }
    walkGroup(b, g, p, ctx, false);
  }
}

/** Walks a group object; `inPages`: it is an entry of `pages`, where an object may also be a `sourceRef`. */
function walkGroup(b: Builder, obj: JsonObject, pointer: string, ctx: WalkContext, inPages: boolean): void {
  const f = new GroupFields().read(obj);
  const raw = f.group;
  if (inPages && raw === undefined && f.sourceRef !== undefined) {
    b.report(WALK_GROUP_SOURCE_REF_SKIPPED, pointer);
    return;
  }
  if (inPages && raw === undefined && f.ref === undefined) {
    b.report(WALK_GROUP_INVALID_TYPE, pointer);
    return;
  }
  if (!checkNodeObject(b, f.ref, pointer, ctx.depth, 'group')) return;
  if (typeof raw !== 'string' || raw === '') {
    b.report(WALK_GROUP_MISSING_LABEL, pointer, raw);
    return;
  }
  const { pages, icon: iconValue, tag: tagValue, expanded: expandedValue, openapi, root } = f;
  reportUnknownKeys(b, obj, 'group', pointer);
  // A blank label (" ") is Mintlify's idiom for a group without a heading: kept, with an empty label.
  const label = raw.trim() === '' ? '' : raw;
  const index = b.nodes.length;
  const hidden = ctx.hidden || readBoolean(b, f.hidden, 'hidden', pointer) === true;
  const node = pushGroup(b, ctx, label, hidden);
  const mark = b.childMark();
  const depth = node.depth;
  const icon = readIcon(b, iconValue, pointer);
  if (icon !== undefined) node.icon = icon;
  const tag = readString(b, tagValue, 'tag', pointer);
  if (tag !== undefined) node.tag = tag;
  const expanded = readBoolean(b, expandedValue, 'expanded', pointer);
  if (expanded === true) {
    if (depth === 1) {
      b.report(WALK_GROUP_EXPANDED_TOP_LEVEL, pointer, label);
    } else {
      node.expanded = true;
    }
  }
  const scope = b.openApi?.(b, openapi, `${pointer}/openapi`, index) ?? ctx.scope;
  const inner = b.childContext(ctx, index, hidden, scope, ctx.division, depth);
  if (root !== undefined) {
    if (typeof root === 'string') {
      const page = addPageEntry(b, root, `${pointer}/`, 'root', inner, true);
      if (page !== -1) node.root = page;
    } else {
      b.report(WALK_GROUP_INVALID_FIELD, pointer, root);
    }
  }
  if (Array.isArray(pages)) walkEntries(b, pages, `${pointer}/pages`, inner);
  else if (pages !== undefined) {
    b.report(WALK_GROUP_INVALID_TYPE_2, pointer, label, pages);
  }
  b.specSupport?.generate(b, scope, inner);
  node.end = b.nodes.length;
  node.children = b.takeChildren(mark);
  if (node.children.length === 0) {
    b.report(WALK_GROUP_EMPTY_GROUP, pointer, label);
  }
}

/**
 * Adds one string entry: an endpoint entry (resolved against the scope) or a page path. Returns the new
 * node's index, or -1 when the entry was left out. Its JSON pointer is `at + key` (made when needed).
 */
export function addPageEntry(
  b: Builder,
  entry: string,
  at: string,
  key: number | string,
  ctx: WalkContext,
  isRoot: boolean,
): number {
  const scan = b.scan;
  const path = scan.scan(entry) ? entry : unusualEntry(b, entry, at + key, ctx, isRoot);
  if (typeof path !== 'string') return path;
  const meta = b.meta(path);
  const index = b.nodes.length;
  // A page listed by its path alone: the path is the node (see `ParsedNode`).
  if (meta === undefined && !isRoot) b.pushPath(ctx, at, key, path, scan.hash);
  else addPageNode(b, path, meta, at + key, ctx, isRoot);
  b.reporter?.pageFile(path, at + key);
  return index;
}

/** Appends the node of a page with frontmatter, or a group's root page (`addPageEntry`). */
function addPageNode(
  b: Builder,
  path: string,
  meta: PageMeta | undefined,
  pointer: string,
  ctx: WalkContext,
  isRoot: boolean,
): void {
  const hidden = ctx.hidden || (meta !== undefined && meta.hidden === true);
  // Without frontmatter, href and title derive from the path: the serialized model stores neither, so
  // they are left empty here ('' = derived; `createNavIndex` derives them).
  const fallback = meta === undefined ? '' : titleFromPath(path);
  const href = meta === undefined ? '' : pageHref(b.basePath, path);
  const page = pushPage(b, ctx, pointer, href, path, fallback, hidden, b.scan.hash);
  if (isRoot) page.isGroupRoot = true;
  if (meta !== undefined) {
    applyMeta(b, page, meta, fallback, pointer);
    if (typeof meta.openapi === 'string') {
      if (b.endpoints === undefined) b.incomplete = true;
      else b.endpoints.meta(b, page, meta, pointer, ctx);
    }
  }
}

/**
 * An entry that is not a plain page path: an endpoint entry (its node's index, or -1 when left out), or a
 * path to normalize (the normalized path, scanned; -1 when it leaves the docs root).
 */
function unusualEntry(
  b: Builder,
  entry: string,
  pointer: string,
  ctx: WalkContext,
  isRoot: boolean,
): string | number {
  if (entry.indexOf(' ') !== -1 || entry.indexOf('\t') !== -1) {
    // Maybe an endpoint entry: read by `b.endpoints`, or parsed again with them (`Builder.incomplete`).
    const endpoints = b.endpoints;
    if (endpoints === undefined) b.incomplete = true;
    else {
      const page = endpoints.entry(b, entry, pointer, ctx, isRoot);
      if (page !== undefined) return page;
    }
  }
  const path = normalizePagePath(entry);
  if (path === null) {
    b.report(UNUSUAL_ENTRY_INVALID_PAGE_PATH, pointer, entry);
    return -1;
  }
  b.scan.scan(path);
  return path;
}
