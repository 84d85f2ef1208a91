/**
 * The Vite plugin's `virtual:docsnav-icons` module: the table of exactly the icons a model uses, lucide's
 * resolved as the host's bundler resolves them (the data and the Font Awesome modules: `icons-module.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type IconRef, type NavModel, sharedIndex } from '@docsnav/core';
import type { IconFiles } from './icon-files.js';
import { iconsCode, iconTableRows, modelIconTargets } from './icons-module.js';

/** A lucide icon name: kebab-case ASCII. */
const LUCIDE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Resolves an import as the bundler would from `importer`: the file, or undefined (not found, external). */
export type ResolveFrom = (spec: string, importer: string) => Promise<string | undefined>;

/**
 * The code of `virtual:docsnav-icons` for `model`. lucide-react is @docsnav/react's dependency: resolved
 * from the project (`dirs`: Vite's root, the working directory), else from @docsnav/react (a strict pnpm
 * layout does not let the project import it directly). Font Awesome: `faFiles` (see `iconFiles`).
 */
export async function iconTableModule(
  model: NavModel,
  dirs: readonly string[],
  resolveFrom: ResolveFrom,
  faFiles: IconFiles,
): Promise<string> {
  const importers = dirs.map((dir) => path.join(dir, 'docsnav-icons.js'));
  const resolve = async (spec: string) => {
    for (const importer of importers) {
      const found = await resolveFrom(spec, importer);
      if (found) return found;
    }
    return undefined;
  };
  const react = await resolve('@docsnav/react/package.json');
  if (react) importers.push(react);
  const table = await iconTableRows(modelIconTargets(model), faFiles, async (name) => {
    const file = LUCIDE_NAME.test(name) ? await resolve(`lucide-react/icons/${name}`) : undefined;
    return file && canonicalIconFile(file);
  });
  return iconsCode(table);
}

/**
 * The lucide icon names a model uses (pages, groups, divisions, global anchors, docs.json `navbar.links`),
 * sorted: strings and
 * `{ name, library: "lucide" }` (or no library), trimmed and lower-cased as `NavIcon` looks them up; URLs,
 * other libraries and names that are not kebab-case are left out.
 */
export function lucideNames(model: NavModel): string[] {
  const names = new Set<string>();
  const add = (icon: IconRef | undefined) => {
    if (icon === undefined) return;
    const { name, library } = typeof icon === 'string' ? { name: icon, library: undefined } : icon;
    const lower = name.trim().toLowerCase();
    if ((library === undefined || library.toLowerCase() === 'lucide') && LUCIDE_NAME.test(lower))
      names.add(lower);
  };
  for (const node of sharedIndex(model).nodes) {
    if (node.type === 'root') continue;
    add(node.icon);
    if (node.type === 'division') for (const anchor of node.global ?? []) add(anchor.icon);
  }
  for (const anchor of model.global) add(anchor.icon);
  for (const link of model.settings.brand?.navbar?.links ?? []) add(link.icon);
  return [...names].sort();
}

/** An alias module of lucide (`home.mjs`: `export { default } from './house.mjs'`) → the icon's own module,
 *  which also exports its SVG data. Other files unchanged. */
function canonicalIconFile(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const alias = /^export \{ default \} from '\.\/([a-z0-9-]+\.m?js)';?$/m.exec(text);
    if (alias?.[1] && !text.includes('__iconData')) return path.join(path.dirname(file), alias[1]);
  } catch {
    // Unreadable (a virtual file?): import it as resolved.
  }
  return file;
}
