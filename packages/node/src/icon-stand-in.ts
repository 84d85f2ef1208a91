/**
 * What draws a Font Awesome name that Font Awesome Free does not have. Mintlify draws Font Awesome Pro, so
 * real docs.json files name Pro-only icons (`webhook`, `microchip-ai`, `square-terminal`, `rocket-launch`);
 * an empty slot where Mintlify shows an icon looks broken, so the closest icon docsnav has stands in
 * (docs/components.md, "Icons"). One rule for the Vite plugin's icon table, the files `writeIconTable`
 * writes, the demo site's page icons and `docsnav check`'s `icon-stand-in` note.
 */
import type { FreeFamily } from '@docsnav/core';
import type { FaFile, IconFiles } from './icon-files.js';

/** The icon drawn in place of a Pro-only name: a Free one (`file` its module) or lucide's (`file` its
 *  module as `IconFiles.lucide` resolves it). */
export type IconStandIn =
  | { library: 'fontawesome'; name: string; found: FaFile }
  | { library: 'lucide'; name: string; file: string };

/** Font Awesome's shape prefixes: `square-terminal`, `circle-question` are the icon in a shape. */
const SHAPE = /^(?:square|rectangle|circle)-(.+)$/;

/**
 * The stand-in for the Font Awesome name `name` (of `family`) when Free lacks it, or undefined when nothing
 * is close enough (the slot stays empty, `unknown-icon`). Tried in order, first found wins:
 * 1. lucide's icon of the same name (`webhook`, `shield-check`, `sparkles`: the same drawing, stroked);
 * 2. the name without Font Awesome's shape prefix (`square-terminal` → `terminal`), Free then lucide;
 * 3. the name without its last words, one at a time (`rocket-launch` → `rocket`, `book-open-cover` →
 *    `book-open`, `microchip-ai` → `microchip`): Font Awesome names a variant by the words it adds after
 *    the base icon's name. Free then lucide, at each length.
 */
export function faStandIn(name: string, family: FreeFamily, files: IconFiles): IconStandIn | undefined {
  const lucide = (n: string): IconStandIn | undefined => {
    const file = files.lucide(n);
    return file === undefined ? undefined : { library: 'lucide', name: n, file };
  };
  const either = (n: string): IconStandIn | undefined => {
    const found = files.fontawesome(n, family);
    return found ? { library: 'fontawesome', name: n, found } : lucide(n);
  };
  const same = lucide(name);
  if (same) return same;
  const shape = SHAPE.exec(name)?.[1];
  const inShape = shape === undefined ? undefined : either(shape);
  if (inShape) return inShape;
  const words = name.split('-');
  for (let n = words.length - 1; n >= 1; n--) {
    const found = either(words.slice(0, n).join('-'));
    if (found) return found;
  }
  return undefined;
}
