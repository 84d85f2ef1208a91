/**
 * What a module's code (ES module syntax, after the bundler's transforms) imports by name, and whether it only
 * re-exports: for the first-load chunk grouping (`first-load-chunks.ts`), which must not count a module as
 * loaded by a page only because a package index the page imports re-exports it.
 */

/** Comments and a leading `'use client'` / `'use strict'` directive. */
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DIRECTIVE = /^\s*(['"])use (?:client|strict)\1\s*;?/;
/** One `export * from '…'` or `export { a, b } from '…'` statement (no renaming: see `isReexportOnly`). */
const REEXPORT = /^\s*export\s+(?:\*|\{[^}]*\})\s+from\s+(['"])[^'"\n]+\1\s*;?/;

/**
 * True when the code is nothing but `export … from` statements without renames (`export { a } from`,
 * `export * from`): a package index. A module with anything else (an import, a statement, `export { a as
 * b } from`, `export * as ns from`) is not one, so its imports count as they are.
 */
export function isReexportOnly(code: string): boolean {
  let rest = code.replace(COMMENTS, '').replace(DIRECTIVE, '');
  let statements = 0;
  for (let m = REEXPORT.exec(rest); m; m = REEXPORT.exec(rest)) {
    if (/\bas\b/.test(m[0])) return false;
    rest = rest.slice(m[0].length);
    statements++;
  }
  return statements > 0 && rest.trim() === '';
}

/** One static import or re-export statement, in the order of the code: `import a, { b as c } from '…'`,
 *  `import * as ns from '…'`, `import '…'`, `export { d } from '…'`, `export * from '…'`. */
const STATEMENT =
  /(?:^|;)\s*(?:import\s*((?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?)\s*(?:from\s*)?|export\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(['"])([^'"\n]+)\3/gm;

/** What a module imports from one specifier: names as that module exports them (`default` for a default
 *  import), or `'*'` when it takes the whole module (`import * as ns`, `export *`). */
export interface ImportStatement {
  from: string;
  names: Set<string> | '*';
}

/**
 * The static imports and re-exports of the code, one per specifier in the order of their first statement
 * (the order of the bundler's `importedIds`), with the names each takes. Type-only imports are gone after
 * the transforms.
 */
export function importStatements(code: string): ImportStatement[] {
  const bySpecifier = new Map<string, ImportStatement>();
  for (const m of code.replace(COMMENTS, '').matchAll(STATEMENT)) {
    const from = m[4] as string;
    const clause = (m[1] ?? m[2] ?? '').trim();
    let statement = bySpecifier.get(from);
    if (!statement) {
      statement = { from, names: new Set() };
      bySpecifier.set(from, statement);
    }
    const names = statement.names;
    if (names === '*') continue;
    if (clause.includes('*')) {
      statement.names = '*';
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause);
    if (m[1] !== undefined && /^[\w$]/.test(clause)) names.add('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name.replace(/^['"]|['"]$/g, ''));
    }
  }
  return [...bySpecifier.values()];
}
