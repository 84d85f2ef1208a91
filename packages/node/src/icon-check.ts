/**
 * `unknown-icon`: an icon name of docs.json, or of a page's frontmatter `icon`, that the configured library
 * does not have (a lucide name lucide does not have, a Font Awesome Pro-only name with no stand-in). Its
 * slot stays empty; the warning points at the icon: its docs.json pointer, or its page file, line and
 * column (docs/cli.md). `icon-stand-in` (info): a Font Awesome Pro-only name drawn with the closest icon
 * docsnav has (`faStandIn`: `microchip-ai` as Free's `microchip`, `webhook` as lucide's), at the same place.
 */
import {
  type Diagnostic,
  type IconLibrary,
  type IconRef,
  iconLibraryOf,
  iconTarget,
  type NavModel,
} from '@docsnav/core';
import { escapePointer } from '@docsnav/core/parse';
import { type IconFiles, iconFiles } from './icon-files.js';
import { faStandIn } from './icon-stand-in.js';
import type { PageIcon } from './page-files.js';

const LIBRARY_NAME: Record<IconLibrary, string> = { fontawesome: 'Font Awesome Free', lucide: 'lucide' };

/** Every `icon` of the navigation (`docs.navigation`, `$ref`s resolved): its pointer and value. */
export function navigationIcons(docs: unknown): { pointer: string; icon: IconRef }[] {
  const found: { pointer: string; icon: IconRef }[] = [];
  if (typeof docs !== 'object' || docs === null) return found;
  // Iterative: a navigation may be deeper than the call stack.
  const stack: [unknown, string][] = [[(docs as { navigation?: unknown }).navigation, '/navigation']];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, pointer] = top;
    if (typeof value !== 'object' || value === null) continue;
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      const at = `${pointer}/${escapePointer(key)}`;
      if (key === 'icon' && !Array.isArray(value)) {
        if (typeof child === 'string' && child.trim() !== '') found.push({ pointer: at, icon: child });
        else if (isNamed(child)) found.push({ pointer: at, icon: child });
      } else stack.push([child, at]);
    }
  }
  return found;
}

function isNamed(v: unknown): v is { name: string; library?: string; style?: string } {
  return typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';
}

/** The `unknown-icon` warning (or the `icon-stand-in` note) of `icon` (without its location), or undefined
 *  when it is drawn (or is a URL, or names a library docsnav does not draw: the parser reports that). */
function unknownIcon(icon: IconRef, library: IconLibrary, files: IconFiles): Diagnostic | undefined {
  const target = iconTarget(icon, library);
  if (!target || files.exists(target)) return undefined;
  const where = LIBRARY_NAME[target.library];
  const standIn =
    target.library === 'fontawesome' ? faStandIn(target.name, target.family ?? 'regular', files) : undefined;
  if (standIn)
    return {
      code: 'icon-stand-in',
      severity: 'info',
      message: `Expected an icon name ${where} has; found "${target.name}" (Mintlify draws Font Awesome Pro). It is drawn as ${LIBRARY_NAME[standIn.library]}'s "${standIn.name}".`,
      path: '',
      hint: 'Pick a Free icon (fontawesome.com/search?ic=free) to choose the drawing yourself.',
    };
  return {
    code: 'unknown-icon',
    severity: 'warning',
    message: `Expected an icon name ${where} has; found "${target.name}". Its slot stays empty.`,
    path: '',
    hint:
      target.library === 'fontawesome'
        ? 'Neither Font Awesome Free nor lucide has this icon or one close to it (a Pro-only name stands in for the closest one they have): pick a Free icon (fontawesome.com/search?ic=free).'
        : 'See lucide.dev/icons for the names lucide has.',
  };
}

/** One `unknown-icon` warning (or `icon-stand-in` note) per icon of `docs` that `library` (or the icon's
 *  own) does not have, at its pointer; then one per frontmatter icon of `pages` (`readPages`' `icons`), at its page file, line and
 *  column (`path` `/icon`, as frontmatter diagnostics). */
export function checkIcons(
  docs: unknown,
  library: IconLibrary,
  files: IconFiles,
  pages: readonly PageIcon[] = [],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { pointer, icon } of navigationIcons(docs)) {
    const found = unknownIcon(icon, library, files);
    if (found) out.push({ ...found, path: pointer });
  }
  for (const { icon, file, line, column } of pages) {
    const found = unknownIcon(icon, library, files);
    if (found) out.push({ ...found, path: '/icon', file, line, column });
  }
  return out;
}

/** `checkIcons` of a loaded docs.json (`$ref`s resolved) and its pages' frontmatter icons, with the library
 *  of its model, the icon packages resolved from the docs root's project and the working directory (see
 *  `iconFiles`); names of a library whose package cannot be found (lucide without @docsnav/react) are not
 *  checked. */
export function checkDocsIcons(
  docs: unknown,
  model: NavModel,
  root: string,
  pages: readonly PageIcon[] = [],
): Diagnostic[] {
  return checkIcons(docs, iconLibraryOf(model.settings), iconFiles([root, process.cwd()]), pages);
}
