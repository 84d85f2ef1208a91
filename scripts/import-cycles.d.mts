/** The source folders checked: every package's `src` (scripts/import-cycles.mjs). */
export const SOURCE_ROOTS: string[];
/** The relative module specifiers a source file imports or re-exports statically. */
export function staticImports(source: string, fileName?: string): string[];
/** The import graph of the files under `roots`: file → the files it imports. */
export function importGraph(roots?: string[]): Map<string, string[]>;
/** One cycle per strongly connected component of `graph`, as its nodes in order. */
export function findCycles(graph: Map<string, string[]>): string[][];
/** The import cycles of the workspace's sources, each as `a → b → a` (repository-relative paths). */
export function importCycles(roots?: string[]): string[];
