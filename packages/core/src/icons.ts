/**
 * Which drawing an icon reference asks for: the library (the icon's own `library`, else the site's
 * `icons.library`, else Font Awesome as in Mintlify), the name as looked up, and for Font Awesome the style
 * mapped onto what Font Awesome Free has (docs/components.md, "Icons"). Shared by the server (the Vite
 * plugin's icon table, `docsnav check`) and the client (`NavIcon`), so both agree on every key.
 */
import type { IconRef } from './model/targets.js';
import type { NavSettings } from './model/types.js';

/** The icon libraries docsnav draws (`icons.library` of docs.json). */
export type IconLibrary = 'fontawesome' | 'lucide';
/** Every library docsnav draws, the default first. */
export const ICON_LIBRARIES: readonly IconLibrary[] = ['fontawesome', 'lucide'];
/** Mintlify's default icon library (used when docs.json says nothing). */
export const DEFAULT_ICON_LIBRARY: IconLibrary = 'fontawesome';

/** The Font Awesome styles Mintlify accepts (`style` of an icon, `iconType` of mint.json). */
export const FONTAWESOME_STYLES = [
  'regular',
  'solid',
  'light',
  'thin',
  'sharp-solid',
  'duotone',
  'brands',
] as const;
/** The icon families of Font Awesome Free: `@fortawesome/free-<family>-svg-icons`. */
export type FreeFamily = 'solid' | 'regular' | 'brands';

/**
 * A Font Awesome style → the Free family drawn for it. `regular`, and `light` and `thin` (Pro only, thinner
 * outlines), draw the outline family; `solid`, and `sharp-solid` and `duotone` (Pro only, filled), the
 * filled one; `brands` the brands. No style (or one Mintlify does not know) is `regular`, Mintlify's default.
 */
export function freeFamily(style: string | undefined): FreeFamily {
  const s = style?.trim().toLowerCase();
  return s === 'brands' ? s : s === 'solid' || s === 'sharp-solid' || s === 'duotone' ? 'solid' : 'regular';
}

/** The library of a site's settings (`icons.library`; Font Awesome when unset). */
export const iconLibraryOf = (settings: Pick<NavSettings, 'iconLibrary'> | undefined): IconLibrary =>
  settings?.iconLibrary ?? DEFAULT_ICON_LIBRARY;

/** An icon reference that is an image URL (`https://…`, `/logo.svg`), drawn as an image in any library. */
export const isIconUrl = (name: string): boolean => /^(https?:\/\/|\/(?!\/))/i.test(name.trim());

/** What an icon reference draws: a Font Awesome or lucide icon by name. */
export interface IconTarget {
  library: IconLibrary;
  /** Trimmed and lower-cased, as the libraries name their icons. */
  name: string;
  /** Font Awesome: the Free family asked for (brand icons are also found by name from any family). */
  family?: FreeFamily;
}

/** The library (lower-cased) and name (trimmed, lower-cased) `icon` is looked up by, and its own style;
 *  undefined for a URL (an image) and an empty name. */
function lookup(
  icon: IconRef,
  library: IconLibrary,
): [lib: string, name: string, style?: string] | undefined {
  const own = typeof icon === 'string' ? undefined : icon;
  const raw = own ? own.name : (icon as string);
  const name = raw.trim().toLowerCase();
  if (!name || isIconUrl(raw)) return undefined;
  return [own?.library?.trim().toLowerCase() ?? library, name, own?.style];
}

/**
 * The icon `icon` draws on a site whose library is `library`: undefined for a URL (an image) and for a
 * library docsnav does not draw (its slot stays empty).
 */
export function iconTarget(
  icon: IconRef,
  library: IconLibrary = DEFAULT_ICON_LIBRARY,
): IconTarget | undefined {
  const found = lookup(icon, library);
  if (found?.[0] === 'lucide') return { library: 'lucide', name: found[1] };
  return found?.[0] === 'fontawesome'
    ? { library: 'fontawesome', name: found[1], family: freeFamily(found[2]) }
    : undefined;
}

/**
 * The key of a target in an icon table: the lucide name itself (`book-open`: tables written for lucide
 * keep working), `fa-<family>:<name>` for Font Awesome (`fa-regular:gear`, `fa-brands:github`).
 */
export const iconKey = (target: IconTarget): string =>
  target.library === 'lucide' ? target.name : `fa-${target.family ?? 'regular'}:${target.name}`;

/**
 * `iconKey(iconTarget(icon, library))` without the target object: what `NavIcon` computes for every icon it
 * draws (the browser bundle holds this, not `iconTarget`).
 */
export function iconKeyOf(icon: IconRef, library: IconLibrary = DEFAULT_ICON_LIBRARY): string | undefined {
  const found = lookup(icon, library);
  if (found?.[0] === 'lucide') return found[1];
  return found?.[0] === 'fontawesome' ? `fa-${freeFamily(found[2])}:${found[1]}` : undefined;
}
