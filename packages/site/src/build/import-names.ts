/**
 * What a module's code (ES module syntax, after the bundler's transforms) imports by name, and whether it only
 * re-exports: for the first-load chunk grouping (`first-load-chunks.ts`), which must not count a module as
 * loaded by a page only because a package index the page imports re-exports it. The code is read with the
 * bundler's own parser (Vite's `parseAst`, Rolldown's), so strings, comments and odd spacing are no concern.
 */
import { parseAst } from 'vite';

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];

/** The module's top-level statements, or undefined when the code does not parse as a module. */
function statementsOf(code: string): Statement[] | undefined {
  try {
    return parseAst(code).body;
  } catch {
    return undefined;
  }
}

/** An import or export name as written: an identifier, or a string (`import { 'a b' as c }`). */
const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/**
 * True when the code is nothing but `export … from` statements without renames (`export { a } from`,
 * `export * from`), beside directives such as `'use client'`: a package index. A module with anything else
 * (an import, a statement, `export { a as b } from`, `export * as ns from`) is not one, so its imports
 * count as they are.
 */
export function isReexportOnly(code: string): boolean {
  const body = statementsOf(code);
  if (!body) return false;
  let reexports = 0;
  for (const statement of body) {
    if (statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive) continue;
    if (statement.type === 'ExportAllDeclaration' && !statement.exported) reexports++;
    else if (
      statement.type === 'ExportNamedDeclaration' &&
      statement.source &&
      statement.specifiers.every((s) => nameOf(s.local) === nameOf(s.exported))
    )
      reexports++;
    else return false;
  }
  return reexports > 0;
}

/** What a module imports from one specifier: names as that module exports them (`default` for a default
 *  import), or `'*'` when it takes the whole module (`import * as ns`, `export *`). */
export interface ImportStatement {
  from: string;
  names: Set<string> | '*';
}

/**
 * The static imports and re-exports of the code, one per specifier in the order of their first statement
 * (the order of the bundler's `importedIds`), with the names each takes. Type-only imports are gone after
 * the transforms. Code that does not parse gives an empty list (its names then all count: `namesFrom`).
 */
export function importStatements(code: string): ImportStatement[] {
  const bySpecifier = new Map<string, ImportStatement>();
  const take = (from: string, names: string[] | '*') => {
    let statement = bySpecifier.get(from);
    if (!statement) {
      statement = { from, names: new Set() };
      bySpecifier.set(from, statement);
    }
    const taken = statement.names;
    if (taken === '*') return;
    if (names === '*') statement.names = '*';
    else for (const name of names) taken.add(name);
  };
  for (const statement of statementsOf(code) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const names: string[] = [];
      let whole = false;
      for (const s of statement.specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') whole = true;
        else if (s.type === 'ImportDefaultSpecifier') names.push('default');
        else names.push(nameOf(s.imported));
      }
      take(statement.source.value, whole ? '*' : names);
    } else if (statement.type === 'ExportAllDeclaration') take(statement.source.value, '*');
    else if (statement.type === 'ExportNamedDeclaration' && statement.source)
      take(
        statement.source.value,
        statement.specifiers.map((s) => nameOf(s.local)),
      );
  }
  return [...bySpecifier.values()];
}
