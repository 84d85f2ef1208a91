/** What the bundler tells about a module while it forms chunks (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Rolldown's `codeSplitting` option with the two groups (`framework`, then `first-load`). */
export interface FirstLoadChunks {
  groups: [
    { name: 'framework'; test: RegExp; priority: number },
    { debugName: string; name: (id: string, graph: ModuleGraph) => string | null; priority: number },
  ];
}

/** React, React DOM (and its scheduler) and React Router: a chunk of their own, changing only with them. */
export const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The browser build's chunks for the first page: every module a page loads before it hydrates (reached by
 * static imports from an entry: the client entry and the route modules) goes into one of two chunks,
 * `framework` (React, React DOM, React Router) and `first-load` (the kit, core, Radix, the site), instead of
 * the two dozen small chunks the bundler makes by default: each file is gzipped alone as it is served, and
 * one file compresses better than many (7 KB gzip less on a one-page site, `pnpm size:site`). Modules loaded
 * on first intent or by one page only (menus, dialogs, the drawer, the finder, navigation scopes, page files
 * and their components) are left to the bundler as before. The entries keep their own chunks.
 */
export function firstLoadChunks(): FirstLoadChunks {
  const reached = new Map<string, boolean>();
  /** The module is loaded by static imports from an entry (iteratively: import chains are deep). */
  const firstLoad = (id: string, graph: ModuleGraph): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const next = queue.pop() as string;
      const info = graph.getModuleInfo(next);
      if (!info) continue;
      if (info.isEntry || reached.get(next) === true) found = true;
      else
        for (const importer of info.importers)
          if (!seen.has(importer) && reached.get(importer) !== false) {
            seen.add(importer);
            queue.push(importer);
          }
    }
    // Only the answer for `id` is kept: a module not reached here may be reached through another path.
    reached.set(id, found);
    return found;
  };
  return {
    groups: [
      // First, so that the kit's group does not take React with it (a group takes its modules' imports).
      { name: 'framework', test: FRAMEWORK, priority: 2 },
      {
        debugName: 'first-load',
        name: (id: string, graph: ModuleGraph) => {
          const info = graph.getModuleInfo(id);
          // A module some code imports with import() is meant to load later: left to the bundler, also when a
          // package's index re-exports it (a static import that tree-shaking may leave unused).
          if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
          return firstLoad(id, graph) ? 'first-load' : null;
        },
        priority: 1,
      },
    ],
  };
}
