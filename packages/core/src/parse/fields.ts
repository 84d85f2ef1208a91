import type { IconRef, LinkTarget } from '../model/targets.js';
import type { DivisionKind, GlobalAnchor } from '../model/types.js';
import type { Builder } from './builder.js';
import type { KeySchema } from './known-keys.js';
import { classifyLink } from './links.js';
import {
  FIELD_WARNING_INVALID_FIELD,
  READ_DIVISION_LINK_RELATIVE_LINK,
  READ_DIVISION_LINK_UNSAFE_LINK,
  READ_FIELD_INVALID_FIELD,
  READ_GLOBAL_ANCHOR_GLOBAL_ANCHOR_NOT_EXTERNAL,
  READ_GLOBAL_ANCHOR_INVALID_TYPE,
  READ_GLOBAL_ANCHOR_MISSING_LABEL,
  READ_GLOBAL_ANCHOR_UNSAFE_LINK,
  READ_GLOBAL_INVALID_TYPE,
  READ_GLOBAL_INVALID_TYPE_2,
} from './message-ids.js';
import { isObject, type JsonObject } from './values.js';

/** A string icon name/URL, or `{ name, library?, style? }`. */
export function isIconRef(value: unknown): value is IconRef {
  if (typeof value === 'string') return value.trim() !== '';
  if (!isObject(value) || typeof value.name !== 'string' || value.name === '') return false;
  return (
    (value.library === undefined || typeof value.library === 'string') &&
    (value.style === undefined || typeof value.style === 'string')
  );
}

/** Reads an optional icon (`v`, the `icon` of the object at `pointer`); a wrong one is reported and left out. */
export function readIcon(b: Builder, v: unknown, pointer: string): IconRef | undefined {
  if (v === undefined) return undefined;
  if (isIconRef(v)) {
    if (typeof v === 'string') return v;
    b.reporter?.checkIcon(b, v as JsonObject, `${pointer}/icon`);
    return copyIcon(v);
  }
  invalidField(b, pointer, 'icon', v);
  return undefined;
}

function copyIcon(v: { name: string; library?: string; style?: string }): IconRef {
  const icon: { name: string; library?: string; style?: string } = { name: v.name };
  if (v.library !== undefined) icon.library = v.library;
  if (v.style !== undefined) icon.style = v.style;
  return icon;
}

/**
 * Reads an optional string field (`v`, the `key` of the object at `pointer`); a non-string is reported and
 * left out. Empty strings count as unset.
 */
export function readString(b: Builder, v: unknown, key: string, pointer: string): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  invalidField(b, pointer, key, v);
  return undefined;
}

/** Reads an optional boolean field (`hidden`, `expanded`, `default`): `v`, the `key` of the object at `pointer`. */
export function readBoolean(b: Builder, v: unknown, key: string, pointer: string): boolean | undefined {
  if (v === undefined || typeof v === 'boolean') return v;
  invalidField(b, pointer, key, v);
  return undefined;
}

/** Reads `color: { light?, dark? }`. */
export function readColor(
  b: Builder,
  v: unknown,
  pointer: string,
): { light?: string; dark?: string } | undefined {
  if (v === undefined) return undefined;
  if (isObject(v) && (typeof v.light === 'string' || typeof v.dark === 'string')) {
    const color: { light?: string; dark?: string } = {};
    if (typeof v.light === 'string') color.light = v.light;
    if (typeof v.dark === 'string') color.dark = v.dark;
    return color;
  }
  invalidField(b, pointer, 'color', v);
  return undefined;
}

/** Reports an optional field with a wrong type or value: the model goes on without it. */
export function fieldWarning(b: Builder, path: string, expected: string, found: unknown, key: string): void {
  b.report(FIELD_WARNING_INVALID_FIELD, path, key, expected, found);
}

/**
 * Reports the walker's optional field `key` of the object at `pointer` with a wrong type or value (`found`):
 * the model goes on without it. What the field must be is the message's (`readField:invalid-field`), not
 * the walker's: the lean parse bundles none of that text.
 */
function invalidField(b: Builder, pointer: string, key: string, found: unknown): void {
  b.report(READ_FIELD_INVALID_FIELD, pointer, key, found);
}

/** Reports keys of `obj` that a `schema` object does not have as `unknown-key` (kept out of the model; the
 *  full parse's reporter checks them, a lean parse does not look). `what` names the object in the message;
 *  the navigation's objects leave it to the reporter (`schemaWhat`). */
export function reportUnknownKeys(
  b: Builder,
  obj: JsonObject,
  schema: KeySchema,
  pointer: string,
  what?: string,
): void {
  b.reporter?.unknownKeys(obj, schema, pointer, what);
}

/**
 * Reads the href of a division (`obj`, of `kind`, labelled `label`): external or internal link. Unsafe
 * schemes are an error (`unsafe-link`) and the division is dropped (returns null); relative paths become site
 * links with a warning.
 */
export function readDivisionLink(
  b: Builder,
  obj: JsonObject,
  pointer: string,
  kind: DivisionKind,
  label: string,
): LinkTarget | undefined | null {
  const v = obj.href;
  if (v === undefined) return undefined;
  if (typeof v !== 'string') {
    invalidField(b, pointer, 'href', v);
    return undefined;
  }
  const href = v.trim();
  switch (classifyLink(href)) {
    case 'external':
      return { href, external: true };
    case 'internal':
      return { href: href.startsWith('/') ? b.basePath + href : href, external: false };
    case 'relative':
      b.report(READ_DIVISION_LINK_RELATIVE_LINK, pointer, kind, label, href);
      return { href: `${b.basePath}/${href}`, external: false };
    case 'empty':
      invalidField(b, pointer, 'href', v);
      return undefined;
    default:
      b.report(READ_DIVISION_LINK_UNSAFE_LINK, pointer, kind, label, href);
      return null;
  }
}

/** Reads global anchors (`navigation.global` or a division's `global`): each must have an external href. */
export function readGlobal(b: Builder, value: unknown, pointer: string): GlobalAnchor[] {
  const out: GlobalAnchor[] = [];
  if (!isObject(value)) {
    b.report(READ_GLOBAL_INVALID_TYPE, pointer, value);
    return out;
  }
  reportUnknownKeys(b, value, 'global', pointer);
  const anchors = value.anchors;
  if (anchors === undefined) return out;
  if (!Array.isArray(anchors)) {
    b.report(READ_GLOBAL_INVALID_TYPE_2, pointer, anchors);
    return out;
  }
  for (let i = 0; i < anchors.length; i++) {
    const anchor = readGlobalAnchor(b, anchors[i], `${pointer}/anchors/${i}`);
    if (anchor !== undefined) out.push(anchor);
  }
  return out;
}

function readGlobalAnchor(b: Builder, value: unknown, pointer: string): GlobalAnchor | undefined {
  if (!isObject(value)) {
    b.report(READ_GLOBAL_ANCHOR_INVALID_TYPE, pointer, value);
    return undefined;
  }
  reportUnknownKeys(b, value, 'global-anchor', pointer);
  const label = value.anchor;
  if (typeof label !== 'string' || label.trim() === '') {
    b.report(READ_GLOBAL_ANCHOR_MISSING_LABEL, pointer, label);
    return undefined;
  }
  const href = typeof value.href === 'string' ? value.href.trim() : undefined;
  const kind = href === undefined ? 'empty' : classifyLink(href);
  if (href === undefined || kind !== 'external') {
    const unsafe = kind === 'unsafe';
    b.report(
      unsafe ? READ_GLOBAL_ANCHOR_UNSAFE_LINK : READ_GLOBAL_ANCHOR_GLOBAL_ANCHOR_NOT_EXTERNAL,
      pointer,
      label,
      value.href,
    );
    return undefined;
  }
  if (value.hidden === true) return undefined;
  const anchor: GlobalAnchor = { label, href };
  const icon = readIcon(b, value.icon, pointer);
  if (icon !== undefined) anchor.icon = icon;
  return anchor;
}
