/**
 * `virtual:docsnav-icons`: the icon table of a model, covering both libraries with exactly the icons the
 * model uses (`iconKey` → a static `import()`, one chunk per icon), and the Font Awesome icon modules it
 * imports (`virtual:docsnav-icons/fa/<family>/<name>`: the icon's SVG data read from Font Awesome Free's
 * own module, with its licence banner).
 */
import {
  type FreeFamily,
  type IconRef,
  type IconTarget,
  iconKey,
  iconLibraryOf,
  iconTarget,
  type NavModel,
  sharedIndex,
} from '@docsnav/core';
import { faModuleCode, type IconFiles } from './icon-files.js';
import { faStandIn } from './icon-stand-in.js';

/** The ids of the Font Awesome icon modules: `virtual:docsnav-icons/fa/solid/gear`. */
export const FA_MODULE_PREFIX = 'virtual:docsnav-icons/fa/';
const FA_ID = /^virtual:docsnav-icons\/fa\/(solid|regular|brands)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Every icon target of a model (pages, groups, divisions, global anchors), one per key, sorted by key:
 *  URLs and libraries docsnav does not draw are left out. */
export function modelIconTargets(model: NavModel): IconTarget[] {
  const library = iconLibraryOf(model.settings);
  const targets = new Map<string, IconTarget>();
  const add = (icon: IconRef | undefined) => {
    const target = icon === undefined ? undefined : iconTarget(icon, library);
    if (target) targets.set(iconKey(target), target);
  };
  for (const node of sharedIndex(model).nodes) {
    if (node.type === 'root') continue;
    add(node.icon);
    if (node.type === 'division') for (const anchor of node.global ?? []) add(anchor.icon);
  }
  for (const anchor of model.global) add(anchor.icon);
  return [...targets.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
}

/**
 * The table's rows `[key, module to import]` for `targets`: lucide modules as `lucideFile` resolves them,
 * Font Awesome ones as their virtual module. A Font Awesome name Free does not have gets its stand-in's
 * module under its own key (`faStandIn`: `docsnav check` notes it as `icon-stand-in`). Icons with neither
 * are left out (their slot stays empty; `docsnav check` reports them as `unknown-icon`).
 */
export async function iconTableRows(
  targets: readonly IconTarget[],
  files: IconFiles,
  lucideFile: (name: string) => Promise<string | undefined>,
): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const target of targets) {
    if (target.library === 'lucide') {
      const file = await lucideFile(target.name);
      if (file) rows.push([iconKey(target), file]);
      continue;
    }
    const family = target.family ?? 'regular';
    const found = files.fontawesome(target.name, family);
    if (found) {
      rows.push([iconKey(target), `${FA_MODULE_PREFIX}${found.family}/${target.name}`]);
      continue;
    }
    const standIn = faStandIn(target.name, family, files);
    const file =
      standIn?.library === 'lucide'
        ? await lucideFile(standIn.name)
        : standIn && `${FA_MODULE_PREFIX}${standIn.found.family}/${standIn.name}`;
    if (file) rows.push([iconKey(target), file]);
  }
  return rows;
}

/** The source of `virtual:docsnav-icons`: one static `import()` per icon, so each is its own chunk. */
export function iconsCode(table: readonly [string, string][]): string {
  const entries = table.map(
    ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
  );
  return ['export const icons = {', ...entries, '};', ''].join('\n');
}

/** Whether `id` is a Font Awesome icon module of the table. */
export const isFaModuleId = (id: string): boolean => FA_ID.test(id);

/** The source of a Font Awesome icon module (`virtual:docsnav-icons/fa/<family>/<name>`), or undefined
 *  when Font Awesome Free has no such icon. */
export function faModuleSource(id: string, files: IconFiles): string | undefined {
  const match = FA_ID.exec(id);
  if (!match) return undefined;
  const found = files.fontawesome(match[2] as string, match[1] as FreeFamily);
  return found && found.family === match[1] ? faModuleCode(found.file) : undefined;
}
