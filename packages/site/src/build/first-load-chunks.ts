import { type ImportStatement, importStatements, isReexportOnly } from './import-names.js';

/** What the bundler tells about a module while it forms chunks (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    /** The module's code after the transforms (imports and exports as written); absent in some tests. */
    code?: string | null;
    /** The names it exports. */
    exports?: readonly string[];
    /** The modules it imports statically, in the order of its import statements. */
    importedIds?: readonly string[];
  } | null;
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
 * and their components) are left to the bundler as before. The entries keep their own chunks. A module
 * that a package index (`@docsnav/react/finder`, `@docsnav/core`) only re-exports is reached through that
 * index only when a first-load module imports one of its names from it: `usePageFinder` and core's switch
 * targets, used by the finder's and the switchers' lazy parts only, stay out (3.1 KB gzip with what only
 * they import, on a one-page site).
 */
export function firstLoadChunks(): FirstLoadChunks {
  const reached = new Map<string, boolean>();
  const barrels = new Map<string, boolean>();
  /** The module only re-exports (a package index): see `isReexportOnly`. */
  const isBarrel = (id: string, graph: ModuleGraph): boolean => {
    let known = barrels.get(id);
    if (known === undefined) {
      const info = graph.getModuleInfo(id);
      known = !!info && !info.isEntry && !!info.code && isReexportOnly(info.code);
      barrels.set(id, known);
    }
    return known;
  };
  const statements = new Map<string, ImportStatement[] | undefined>();
  /** The names `importer`'s code takes from `index` (`'*'`: any, or not known). Its statements are paired
   *  with the bundler's `importedIds` by their order; when their numbers differ, all its names count. */
  const namesFrom = (importer: string, index: string, graph: ModuleGraph): Set<string> | '*' => {
    const info = graph.getModuleInfo(importer);
    if (!statements.has(importer))
      statements.set(importer, info?.code ? importStatements(info.code) : undefined);
    const list = statements.get(importer);
    // Modules a plugin adds to the imports (Vite's preload helper) are not in the code.
    const ids = (info?.importedIds ?? []).filter((imported) => !imported.startsWith('\0vite/'));
    if (!list) return '*';
    const at = ids.indexOf(index);
    if (list.length === ids.length && at >= 0) return list[at]?.names ?? '*';
    const all = new Set<string>();
    for (const statement of list) {
      if (statement.names === '*') return '*';
      for (const name of statement.names) all.add(name);
    }
    return all;
  };
  /**
   * The modules that import `id` for what it exports: its importers, except that a package index that only
   * re-exports it (`isReexportOnly`) stands for the modules importing through it (through any chain of
   * indexes) one of the names `id` exports. A module reached only through an index that no first-load module
   * takes its names from is not first-load: tree-shaking leaves it out of what imports the index.
   */
  const usersOf = (id: string, graph: ModuleGraph): Iterable<string> => {
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    const wanted = info.exports;
    const users = new Set<string>();
    const indexes = new Set<string>();
    // [importer, the package index it imports `id` through, if any]
    const queue: [string, string | undefined][] = info.importers.map((importer) => [importer, undefined]);
    while (queue.length > 0) {
      const [importer, index] = queue.pop() as [string, string | undefined];
      if (wanted !== undefined && isBarrel(importer, graph)) {
        if (indexes.has(importer)) continue;
        indexes.add(importer);
        for (const next of graph.getModuleInfo(importer)?.importers ?? []) queue.push([next, importer]);
      } else if (index === undefined) users.add(importer);
      else {
        const names = namesFrom(importer, index, graph);
        if (names === '*' || (wanted ?? []).some((name) => names.has(name))) users.add(importer);
      }
    }
    return users;
  };
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
        for (const importer of usersOf(next, graph))
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
