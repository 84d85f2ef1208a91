// Finds import cycles among the source files of the workspace's packages (issue 28: "no two files import
// each other"). A file's edges are its static `import` and `export … from` declarations of relative paths,
// type-only ones included (they tie two files' designs together as much as value imports); dynamic
// `import()` is left out (it loads later, on demand). Run by scripts/import-cycles.test.ts; by hand:
// `node scripts/import-cycles.mjs` prints each cycle and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The source folders checked: every package's `src`. */
export const SOURCE_ROOTS = ['core', 'react', 'node', 'site'].map((p) =>
  path.join(repo, 'packages', p, 'src'),
);

/** Every `.ts`/`.tsx` file under `dir` (declaration files left out). */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

/** The relative module specifiers `source` imports or re-exports statically. */
export function staticImports(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const statement of file.statements) {
    const spec =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : undefined;
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(spec.text);
  }
  return out;
}

/** The file a relative specifier of `from` names (`./x.js` is `x.ts` or `x.tsx`), or undefined (CSS, JSON…). */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The import graph of the files under `roots`: file → the files it imports. */
export function importGraph(roots = SOURCE_ROOTS) {
  const graph = new Map();
  for (const root of roots)
    for (const file of sourceFiles(root)) {
      const targets = staticImports(readFileSync(file, 'utf8'), file)
        .map((spec) => resolve(file, spec))
        .filter((target) => target !== undefined);
      graph.set(file, [...new Set(targets)]);
    }
  return graph;
}

/**
 * The cycles of `graph` (node → nodes it points to): one per strongly connected component of two or more
 * nodes (or a node that points to itself), as the nodes of one cycle through it, in order, sorted so the
 * answer is stable.
 */
export function findCycles(graph) {
  // Tarjan's strongly connected components, iterative (deep import chains).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
      }
    }
  }
  return components
    .map((component) => cycleThrough(graph, new Set(component)))
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** One cycle inside a strongly connected `component`: from its first node (sorted), the shortest way back. */
function cycleThrough(graph, component) {
  const start = [...component].sort()[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!component.has(to)) continue;
      if (to === start) {
        const path = [node];
        for (let n = previous.get(node); n !== undefined; n = previous.get(n)) path.unshift(n);
        return path;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** The import cycles of the workspace's sources, each as repository-relative paths (`a → b → a`). */
export function importCycles(roots = SOURCE_ROOTS) {
  return findCycles(importGraph(roots)).map((cycle) =>
    [...cycle, cycle[0]].map((file) => path.relative(repo, file)).join(' → '),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles();
  for (const cycle of cycles) console.log(cycle);
  console.log(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
  process.exit(cycles.length ? 1 : 0);
}
