/**
 * Loads lucide icons one at a time. `lucide-react/dynamic` maps each icon name to its own `import()`, so a
 * bundler emits one small chunk per icon and only the icons a page shows are fetched: never the whole set.
 */

/** One SVG element of a lucide icon: `[tag, attributes, children?]`. */
export type IconElement = readonly [string, Readonly<Record<string, unknown>>, IconNode?];
/** The SVG elements of a lucide icon. */
export type IconNode = readonly IconElement[];

type Entry = IconNode | null;
const cache = new Map<string, Entry>();
const pending = new Map<string, Promise<Entry>>();
const listeners = new Set<() => void>();

/** The loaded icon (`null`: no such lucide icon), or `undefined` while it is not loaded. */
export function cachedIcon(name: string): Entry | undefined {
  return cache.get(name);
}

/** Subscribes to icon loads (for `useSyncExternalStore`). */
export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The SVG nodes of an icon module (`__iconData.node` in lucide 1.x, `__iconNode` before). */
function iconNodeOf(mod: unknown): IconNode | null {
  if (typeof mod !== 'object' || mod === null) return null;
  const data = (mod as { __iconData?: { node?: unknown } }).__iconData;
  const node = data?.node ?? (mod as { __iconNode?: unknown }).__iconNode;
  return Array.isArray(node) ? (node as IconNode) : null;
}

/** Starts loading a lucide icon by kebab-case name; resolves to its SVG nodes, or null when unknown. */
export function loadIcon(name: string): Promise<Entry> {
  const known = cache.get(name);
  if (known !== undefined) return Promise.resolve(known);
  let promise = pending.get(name);
  if (!promise) {
    promise = import('lucide-react/dynamic')
      .then(({ dynamicIconImports }) => {
        const table: Record<string, () => Promise<unknown>> = dynamicIconImports;
        return Object.hasOwn(table, name) ? table[name]?.() : undefined;
      })
      .then(iconNodeOf, () => null)
      .then((entry) => {
        cache.set(name, entry);
        pending.delete(name);
        for (const listener of listeners) listener();
        return entry;
      });
    pending.set(name, promise);
  }
  return promise;
}
