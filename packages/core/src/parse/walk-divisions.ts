import type { DivisionKind, DivisionNode } from '../model/types.js';
import { type Builder, NO_CHILDREN, type WalkContext } from './builder.js';
import { CHILD_ORDER, type ChildKey, childKind, labelKeyOf } from './division-schema.js';
import {
  readBoolean,
  readColor,
  readDivisionLink,
  readGlobal,
  readIcon,
  readString,
  reportUnknownKeys,
} from './fields.js';
import {
  PICK_CHILD_KEY_INVALID_TYPE,
  READ_DIVISION_FIELDS_INVALID_FIELD,
  WALK_CHILDREN_MULTIPLE_DEFAULTS,
  WALK_DIVISION_INVALID_TYPE,
  WALK_DIVISION_MISSING_LABEL,
} from './message-ids.js';
import { isObject, type JsonObject } from './values.js';
import { checkNodeObject } from './walk-checks.js';
import { walkEntries, walkGroups } from './walk-pages.js';

export { CHILD_ORDER, type ChildKey } from './division-schema.js';

/**
 * Picks the child key of an object by precedence: a division of `kind` labelled `label`, or `navigation`
 * (no kind). Non-array values are reported (`invalid-type`) and skipped; keys that lose are named in one
 * warning by the full parse's reporter (`DiagnosticSink.childKeys`).
 */
export function pickChildKey(
  b: Builder,
  obj: JsonObject,
  order: readonly ChildKey[],
  pointer: string,
  kind: DivisionKind | undefined,
  label?: string,
): ChildKey | undefined {
  let chosen: ChildKey | undefined;
  for (const key of order) {
    const v = obj[key];
    if (v === undefined) continue;
    if (!Array.isArray(v)) {
      b.report(PICK_CHILD_KEY_INVALID_TYPE, pointer, key, kind, label, v);
      continue;
    }
    chosen ??= key;
  }
  if (chosen !== undefined) b.reporter?.childKeys(obj, order, pointer, kind, label, chosen);
  return chosen;
}

/** Walks the chosen children of a node (the root or a division). */
export function walkChildren(
  b: Builder,
  obj: JsonObject,
  key: ChildKey,
  pointer: string,
  ctx: WalkContext,
): void {
  const list = obj[key];
  if (!Array.isArray(list)) return;
  const p = `${pointer}/${key}`;
  if (key === 'groups') walkGroups(b, list, p, ctx);
  else if (key === 'pages') walkEntries(b, list, p, ctx);
  else {
    const kind = childKind(key);
    if (kind === undefined) return;
    let defaults = 0;
    for (let i = 0; i < list.length; i++) {
      const node = walkDivision(b, list[i], kind, `${p}/${i}`, ctx);
      if (node?.isDefault === true && ++defaults > 1) {
        b.report(WALK_CHILDREN_MULTIPLE_DEFAULTS, `${p}/${i}`, kind, node.label);
        node.isDefault = false;
      }
    }
  }
}

/** Walks one division object; returns its node, or undefined when it was left out. */
export function walkDivision(
  b: Builder,
  obj: unknown,
  kind: DivisionKind,
  pointer: string,
  ctx: WalkContext,
): DivisionNode | undefined {
  if (!isObject(obj)) {
    b.report(WALK_DIVISION_INVALID_TYPE, pointer, kind, obj);
    return undefined;
  }
  if (!checkNodeObject(b, obj.$ref, pointer, ctx.depth, kind)) return undefined;
  const labelKey = labelKeyOf(kind);
  const raw = obj[labelKey];
  if (typeof raw !== 'string' || raw === '') {
    b.report(WALK_DIVISION_MISSING_LABEL, pointer, kind, raw);
    return undefined;
  }
  // A blank label (" ") is kept as an empty label, as Mintlify shows it.
  let label = raw.trim() === '' ? '' : raw;
  let language: DivisionNode['language'];
  if (kind === 'language') {
    const languages = b.languages;
    if (languages === undefined) {
      b.incomplete = true;
      return undefined;
    }
    const read = languages.division(b, raw, pointer);
    if (read === undefined) return undefined;
    language = read.info;
    label = read.name;
  }
  const link = readDivisionLink(b, obj, pointer, kind, raw);
  if (link === null) return undefined;
  reportUnknownKeys(b, obj, kind, pointer);
  const index = b.nodes.length;
  const hidden = ctx.hidden || readBoolean(b, obj.hidden, 'hidden', pointer) === true;
  const node: DivisionNode = {
    id: '',
    type: 'division',
    parent: ctx.parent,
    children: NO_CHILDREN,
    end: index + 1,
    hidden,
    kind,
    label,
  };
  b.nodes.push(node);
  b.addChild(index);
  const mark = b.childMark();
  if (language !== undefined) node.language = language;
  readDivisionFields(b, obj, kind, pointer, node);
  const scope = b.openApi?.(b, obj.openapi, `${pointer}/openapi`, index) ?? ctx.scope;
  const inner = b.childContext(ctx, index, hidden, scope, index, 0);
  if (link !== undefined) {
    node.link = link;
    b.reporter?.linkContent(obj, kind, pointer, link.href);
  } else {
    const key = pickChildKey(b, obj, CHILD_ORDER[kind], pointer, kind, raw);
    const later = (key === 'groups' || key === 'pages') && b.defer?.(obj, key, pointer, inner) === true;
    if (key !== undefined && !later) walkChildren(b, obj, key, pointer, inner);
    if (!later) b.specSupport?.generate(b, scope, inner);
  }
  node.end = b.nodes.length;
  node.children = b.takeChildren(mark);
  return node;
}

function readDivisionFields(
  b: Builder,
  obj: JsonObject,
  kind: DivisionKind,
  pointer: string,
  node: DivisionNode,
): void {
  const icon = readIcon(b, obj.icon, pointer);
  if (icon !== undefined) node.icon = icon;
  const description = readString(b, obj.description, 'description', pointer);
  if (description !== undefined) node.description = description;
  const tag = readString(b, obj.tag, 'tag', pointer);
  if (tag !== undefined) node.tag = tag;
  const color = readColor(b, obj.color, pointer);
  if (color !== undefined) node.color = color;
  if (obj.global !== undefined) {
    const global = readGlobal(b, obj.global, `${pointer}/global`);
    if (global.length > 0) node.global = global;
  }
  if (kind === 'version' || kind === 'language') {
    if (readBoolean(b, obj.default, 'default', pointer) === true) node.isDefault = true;
  }
  if (kind === 'tab' && obj.align !== undefined) {
    if (obj.align === 'start' || obj.align === 'end') node.align = obj.align;
    else {
      b.report(READ_DIVISION_FIELDS_INVALID_FIELD, pointer, obj.align);
    }
  }
}
