import { appendPointer } from '../pointer.js';
import type { Origins } from './origins.js';

/** A page of mint.json's `navigation`, with where it is written. */
export interface MintPage {
  page: string;
  at: string;
}

/** A group of mint.json's `navigation` (top level or nested), with where it is written. */
export interface MintGroup {
  label: unknown;
  at: string;
  /** The docs.json `icon` (mint.json `icon` with `iconType` folded in), if any. */
  icon: unknown;
  version: unknown;
  pages: MintEntry[];
}

export type MintEntry = MintPage | MintGroup;

/** Something of mint.json the conversion could not carry into docs.json. */
export interface Unconverted {
  pointer: string;
  message: string;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isGroup = (entry: MintEntry): entry is MintGroup => 'pages' in entry;

/** mint.json `icon` + `iconType` → docs.json `icon` (`{ name, style }` when a style is given). */
export function docsIcon(icon: unknown, iconType: unknown): unknown {
  return iconType ? { name: icon, style: iconType } : icon;
}

/** Reads `navigation` of mint.json; entries that are not groups with a `pages` array are reported. */
export function readGroups(value: unknown, at: string, notes: Unconverted[]): MintGroup[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    notes.push({ pointer: at, message: 'mint.json "navigation" is not an array of groups; it is ignored' });
    return [];
  }
  const groups: MintGroup[] = [];
  value.forEach((item, i) => {
    const group = readGroup(item, appendPointer(at, String(i)), notes);
    if (group) groups.push(group);
  });
  return groups;
}

function readGroup(value: unknown, at: string, notes: Unconverted[]): MintGroup | undefined {
  if (!isRecord(value) || !Array.isArray(value.pages)) {
    notes.push({
      pointer: at,
      message: 'a navigation group needs "group" and a "pages" array; it is left out',
    });
    return undefined;
  }
  const pages: MintEntry[] = [];
  value.pages.forEach((item, i) => {
    const itemAt = appendPointer(appendPointer(at, 'pages'), String(i));
    if (typeof item === 'string') pages.push({ page: item, at: itemAt });
    else {
      const nested = readGroup(item, itemAt, notes);
      if (nested) pages.push(nested);
    }
  });
  const icon = value.icon ? docsIcon(value.icon, value.iconType) : undefined;
  return { label: value.group, at, icon, version: value.version, pages };
}

/** `/` in front, as Mintlify compares paths. */
export const leading = (p: string) => (p.startsWith('/') ? p : `/${p}`);
/** `/` behind, so that `api` does not take `api-reference/x`. */
const trailing = (p: string) => (p.endsWith('/') ? p : `${p}/`);
/** Whether a page path lies under a division's `url` prefix. */
export const isUnder = (page: string, prefix: string) =>
  leading(trailing(page)).startsWith(leading(trailing(prefix)));

export const isRemote = (url: unknown): url is string =>
  typeof url === 'string' && (url.startsWith('https://') || url.startsWith('http://'));

/** Whether a group belongs to the version being built (no version, or none being built, means all). */
export const inVersion = (group: MintGroup, version: unknown) =>
  group.version === version || group.version === undefined || !version;

/** A copy of a group with other pages (the same label, icon and origin). */
export const withPages = (group: MintGroup, pages: MintEntry[]): MintGroup => ({ ...group, pages });

export interface PrefixSplit {
  taken: MintGroup[];
  left: MintGroup[];
}

/**
 * Splits groups by a division's `url` prefix: the pages under it (and not under one of `skip`, deeper
 * divisions that take their own pages) are `taken`, each in a copy of its group; the rest is `left`. A
 * nested group with any page left is left whole, as Mintlify's upgrade does. Without a prefix every page of
 * the version is taken; a remote prefix takes nothing.
 */
export function splitByPrefix(
  groups: readonly MintGroup[],
  prefix: string | undefined,
  version: unknown,
  skip: readonly string[] = [],
): PrefixSplit {
  if (isRemote(prefix)) return { taken: [], left: [...groups] };
  const taken: MintGroup[] = [];
  const left: MintGroup[] = [];
  for (const group of groups) {
    const pagesIn: MintEntry[] = [];
    const pagesOut: MintEntry[] = [];
    if (inVersion(group, version)) {
      for (const entry of group.pages) {
        if (!isGroup(entry)) {
          const wanted = prefix === undefined || isUnder(entry.page, prefix);
          if (wanted && !skip.some((s) => isUnder(entry.page, s))) pagesIn.push(entry);
          else pagesOut.push(entry);
        } else {
          const nested = splitByPrefix([entry], prefix, version, skip);
          pagesIn.push(...nested.taken);
          if (nested.left.length > 0) pagesOut.push(entry);
        }
      }
    }
    if (pagesIn.length > 0) taken.push(withPages(group, pagesIn));
    if (pagesOut.length > 0) left.push(withPages(group, pagesOut));
  }
  return { taken, left };
}

/**
 * The groups of one version or language: pages under a division `url` that belongs to certain versions
 * only go to those versions (`gates`: url → version names); the others go to every version.
 */
export function groupsOfVersion(
  groups: readonly MintGroup[],
  version: unknown,
  gates: ReadonlyMap<string, readonly unknown[]>,
): MintGroup[] {
  const out: MintGroup[] = [];
  for (const group of groups) {
    if (group.version !== version && group.version !== undefined) continue;
    const pages: MintEntry[] = [];
    for (const entry of group.pages) {
      if (isGroup(entry)) {
        pages.push(...groupsOfVersion([entry], version, gates));
        continue;
      }
      const hrefs = [...gates.keys()];
      const gated = hrefs.some((href) => gates.get(href)?.includes(version) && entry.page.startsWith(href));
      const ungated = hrefs.every((href) => !entry.page.startsWith(href));
      if (gated || ungated) pages.push(entry);
    }
    if (pages.length > 0) out.push(withPages(group, pages));
  }
  return out;
}

/** The docs.json form of groups: `{ group, icon?, pages }`, with their origins recorded. */
export function groupsToDocs(groups: readonly MintGroup[], origins: Origins): Record<string, unknown>[] {
  return groups.map((group) => groupToDocs(group, origins));
}

function groupToDocs(group: MintGroup, origins: Origins): Record<string, unknown> {
  const pages: unknown[] = [];
  for (const entry of group.pages) {
    if (isGroup(entry)) pages.push(groupToDocs(entry, origins));
    else {
      origins.item(pages, pages.length, entry.at);
      pages.push(entry.page);
    }
  }
  // mint.json's `"group": ""` (pages without a heading) is `" "` in docs.json, which rejects an empty label.
  const out: Record<string, unknown> = { group: group.label === '' ? ' ' : group.label };
  if (group.icon) out.icon = group.icon;
  out.pages = pages;
  return origins.mark(out, group.at, {
    group: appendPointer(group.at, 'group'),
    icon: appendPointer(group.at, 'icon'),
    pages: appendPointer(group.at, 'pages'),
  });
}
