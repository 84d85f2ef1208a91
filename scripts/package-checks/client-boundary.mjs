// The React Server Component boundary of the built packages: every JS entry of @docsnav/react starts with
// the 'use client' directive and re-exports by name (Next.js rejects `export *` in a client boundary); core
// and node (models, queries, loadDocs) carry no directive and never reach React, so a Server Component may
// import and call them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Packages whose every JS entry point is a client module. */
const CLIENT_PACKAGES = new Set(['react']);
/** Imports that make a module client-only (React and what is built on it). */
const CLIENT_ONLY = /^(react|react-dom|@docsnav\/react|@radix-ui\/.*|lucide-react)(\/.*)?$/;
/** Server entries that import `react` for `cache` only (a Server Component's per-render memo, which the
 *  `react-server` build exports): the Next.js adapter's server half. */
const REACT_SERVER_ENTRIES = new Set(['@docsnav/node ./next']);

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);

/** The directives of a module's prologue ('use client', 'use strict'...). */
function directives(source) {
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    found.push(statement.expression.text);
  }
  return found;
}

/** `export * from` statements that are not type-only (type-only ones are erased from the built JS anyway). */
const starExports = (source) =>
  source.statements.filter(
    (s) => ts.isExportDeclaration(s) && !s.exportClause && !s.isTypeOnly && s.moduleSpecifier,
  ).length;

/** The specifiers a module imports: import and export-from declarations, and `import()` with a literal. */
function specifiers(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module reachable from `entry` by static and dynamic imports, and the bare specifiers they import. */
function importGraph(entry) {
  const files = new Set();
  const bare = new Map(); // specifier → first importer
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const fileName of specifiers(parse(file))) {
      if (fileName.startsWith('.')) {
        const target = resolve(dirname(file), fileName);
        if (existsSync(target)) queue.push(target);
      } else if (!bare.has(fileName)) bare.set(fileName, file);
    }
  }
  return { files, bare };
}

/** The built JS file of each `exports` entry of a package (key → absolute path). */
export function jsEntries(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'object' && target.import) entries.push([key, join(dir, target.import)]);
  }
  if (typeof pkg.bin === 'object')
    for (const [name, bin] of Object.entries(pkg.bin)) entries.push([`bin ${name}`, join(dir, bin)]);
  return entries;
}

/** Problems of one package's client boundary, as printable lines (empty when all is right). */
export function clientBoundaryProblems(repo, name) {
  const dir = join(repo, 'packages', name);
  const problems = [];
  for (const [key, file] of jsEntries(dir)) {
    const where = `@docsnav/${name} ${key} (${file.slice(dir.length + 1)})`;
    if (!existsSync(file)) {
      problems.push(`${where}: not built`);
      continue;
    }
    const source = parse(file);
    if (CLIENT_PACKAGES.has(name)) {
      if (directives(source)[0] !== 'use client') problems.push(`${where}: does not start with 'use client'`);
      if (starExports(source) > 0)
        problems.push(`${where}: \`export *\` in a client boundary (name the exports)`);
      continue;
    }
    const { files, bare } = importGraph(file);
    for (const reached of files) {
      if (directives(parse(reached)).includes('use client'))
        problems.push(`${where}: reaches ${reached.slice(dir.length + 1)}, a 'use client' module`);
    }
    for (const [specifier, importer] of bare) {
      if (specifier === 'react' && REACT_SERVER_ENTRIES.has(`@docsnav/${name} ${key}`)) continue;
      if (CLIENT_ONLY.test(specifier))
        problems.push(`${where}: ${importer.slice(dir.length + 1)} imports ${specifier} (client-only)`);
    }
  }
  return problems;
}
