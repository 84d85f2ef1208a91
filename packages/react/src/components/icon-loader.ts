/**
 * Loads icons one at a time from icon tables: `key → () => import(<the icon's module>)`, the key being
 * `iconKey` of @docsnav/core (a lucide name such as `book-open`, or `fa-<family>:<name>` for Font Awesome
 * Free). A bundler emits one small chunk per listed icon and only the icons a page shows are fetched.
 * Tables come from the host (`IconResolverProvider icons`, `registerIcons`, the Vite plugin's
 * `virtual:docsnav-icons`); nothing here imports an icon library, so without a table no icon code is
 * shipped at all.
 */
import type { ComponentType, SVGProps } from 'react';

/** One SVG element of a lucide icon: `[tag, attributes, children?]`. */
export type IconElement = readonly [string, Readonly<Record<string, unknown>>, IconNode?];
/** The SVG elements of a lucide icon. */
export type IconNode = readonly IconElement[];
/** A loaded icon: its SVG elements, or (modules without them, e.g. lucide aliases) its component. The
 *  elements of a lucide icon go inside lucide's 24×24 stroked `svg`; elements that start with their own
 *  `svg` (the Vite plugin's Font Awesome modules: `viewBox` of the icon, filled) are drawn as they are. */
export type LoadedIcon = IconNode | ComponentType<SVGProps<SVGSVGElement>>;

/** Imports one icon module, e.g. `() => import('lucide-react/icons/book-open')`. */
export type IconImport = () => Promise<unknown>;
/** Icon key (`iconKey` of @docsnav/core: a kebab-case lucide name, or `fa-<family>:<name>`) → the import
 *  of its module: a lucide icon module, or a module exporting `__iconData.node` (the Vite plugin's Font
 *  Awesome modules, which start with their own `svg` element). */
export type IconTable = Readonly<Record<string, IconImport>>;
/** A table, or a function giving a name's import (`undefined` when it has none), e.g. the opt-in
 *  `lucideAll` of `@docsnav/react/lucide-all`. */
export type IconSource = IconTable | ((name: string) => Promise<unknown> | undefined);

type Entry = LoadedIcon | null;
const cache = new Map<string, Entry>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
/** Tables registered with `registerIcons`, latest first. */
const registered: IconSource[] = [];
/** Names asked for that no table had: tried again when a table is registered. */
const missing = new Set<string>();

/** The loaded icon (`null`: it failed to load), or `undefined` while it is not loaded. */
export function cachedIcon(name: string): Entry | undefined {
  return cache.get(name);
}

/** Where an icon stands: being loaded, drawn, or never to be drawn (no table has it, or it failed). */
export type IconStatus = 'loading' | 'loaded' | 'missing';

/** The status of the icon of key `name` (`loading` also before anything asked for it). */
export function iconStatus(name: string): IconStatus {
  const entry = cache.get(name);
  if (entry !== undefined) return entry ? 'loaded' : 'missing';
  return missing.has(name) ? 'missing' : 'loading';
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to icon loads (for `useSyncExternalStore`). */
export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Registers an icon table (or source) for every `NavIcon`, after any `IconResolverProvider` table.
 *  Call it once at start-up, e.g. `registerIcons(icons)` with `icons` of `virtual:docsnav-icons`. */
export function registerIcons(source: IconSource): void {
  registered.unshift(source);
  const retry = [...missing];
  missing.clear();
  for (const name of retry) loadIcon(name);
  if (retry.length > 0) notify();
}

/** The import of `name` in a source, if it has one. */
function importFrom(source: IconSource | undefined, name: string): Promise<unknown> | undefined {
  if (typeof source === 'function') return source(name);
  return source && Object.hasOwn(source, name) ? source[name]?.() : undefined;
}

/** The drawing of an icon module (`__iconData.node` in lucide 1.x and in the Vite plugin's Font Awesome
 *  modules, `__iconNode` before; else its component), or null. */
function iconOf(mod: unknown): Entry {
  if (typeof mod !== 'object' || mod === null) return null;
  const m = mod as { __iconData?: { node?: unknown }; __iconNode?: unknown; default?: unknown };
  const node = m.__iconData?.node ?? m.__iconNode;
  if (Array.isArray(node)) return node as IconNode;
  const C = m.default;
  return typeof C === 'function' || (typeof C === 'object' && C !== null)
    ? (C as ComponentType<SVGProps<SVGSVGElement>>)
    : null;
}

/** Starts loading the icon of key `name` from `local` (a provider's table), else the registered tables. A
 *  key no table has is not loaded (its slot stays empty) until a table with it is registered. */
export function loadIcon(name: string, local?: IconSource): void {
  if (cache.has(name) || pending.has(name)) return;
  let found = importFrom(local, name);
  for (const source of registered) found ??= importFrom(source, name);
  if (!found) {
    if (!missing.has(name)) {
      missing.add(name);
      notify();
    }
    return;
  }
  pending.add(name);
  found
    .then(iconOf, () => null)
    .then((entry) => {
      cache.set(name, entry);
      pending.delete(name);
      notify();
    });
}
