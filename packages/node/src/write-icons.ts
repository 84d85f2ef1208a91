/**
 * The icon table of a model written as files, for a host without the Vite plugin (Next.js: its
 * `next.config.mjs` writes it before the build). The same table as `virtual:docsnav-icons`: exactly the
 * icons the model uses, in its library, one `import()` (one chunk) per icon.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NavModel } from '@docsnav/core';
import { iconFiles } from './icon-files.js';
import {
  FA_MODULE_PREFIX,
  faModuleSource,
  iconsCode,
  iconTableRows,
  modelIconTargets,
} from './icons-module.js';

/** The table's module, in the folder `writeIconTable` writes: `import { icons } from '<dir>/index.js'`. */
export const ICON_TABLE_FILE = 'index.js';

/** The table's `index.d.ts` (also what the README check declares for the Next example's generated table). */
export const ICON_TABLE_TYPES =
  '/** Icon key → the import of its module (written by writeIconTable of @docsnav/node). */\n' +
  'export declare const icons: Readonly<Record<string, () => Promise<unknown>>>;\n';

/** What `writeIconTable` wrote. */
export interface IconTableFiles {
  /** The folder, absolute. */
  dir: string;
  /** Each icon key of the table, sorted. */
  keys: string[];
  /** The files written, relative to the folder, with `/` separators. */
  files: string[];
}

/** `to` as an import specifier from `dir`: relative, with `/` separators. */
function specifier(dir: string, to: string): string {
  const rel = path.relative(dir, to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * Writes the icon table of `model` into `dir`, a folder of its own (emptied first, so icons the docs no
 * longer use go away): `index.js` exporting `icons` (`iconKey` → `() => import(<module>)`, for
 * `IconResolverProvider icons` or `registerIcons` of @docsnav/react), `index.d.ts`, and one module per
 * Font Awesome Free icon, `fa/<family>/<name>.js` (its SVG data and licence notice, as the Vite plugin's).
 * lucide icons are lucide's own modules, imported by a relative path. The icon packages are resolved from
 * `from` (the host's project folder: its own installed packages, so the bundle has one React), then as
 * `iconFiles` does. Icons neither library has are left out (`docsnav check` reports them).
 */
export async function writeIconTable(
  dir: string,
  model: NavModel,
  from: readonly string[],
): Promise<IconTableFiles> {
  const out = path.resolve(dir);
  const files = iconFiles(from);
  const rows = await iconTableRows(modelIconTargets(model), files, async (name) => files.lucide(name));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const write = (file: string, text: string) => {
    const abs = path.join(out, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    written.push(file);
  };
  const table: [string, string][] = [];
  for (const [key, module] of rows) {
    if (!module.startsWith(FA_MODULE_PREFIX)) {
      table.push([key, specifier(out, module)]);
      continue;
    }
    const source = faModuleSource(module, files);
    if (source === undefined) continue;
    const file = `fa/${module.slice(FA_MODULE_PREFIX.length)}.js`;
    // A stand-in may draw several names (`faStandIn`): its module is written once.
    if (!written.includes(file)) write(file, source);
    table.push([key, `./${file}`]);
  }
  write(ICON_TABLE_FILE, iconsCode(table));
  write('index.d.ts', ICON_TABLE_TYPES);
  return { dir: out, keys: table.map(([key]) => key).sort(), files: written.sort() };
}
