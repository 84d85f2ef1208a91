/**
 * Unified plugins used when compiling a docs page: collect the JSX component names a page uses (so the
 * site can give unknown ones a fallback), and turn imports that cannot be resolved into placeholders
 * instead of build errors.
 */
import { analyze } from 'periscopic';
import { brokenImage } from '../mdx/missing-import.js';
import { REACT_GLOBALS } from './docs-module.js';
import { resolveDocsImport } from './resolve-import.js';
import { STATIC_FILE } from './static-files.js';

/** An estree node as periscopic takes it. */
type Node = Parameters<typeof analyze>[0];

/** Minimal shapes of the mdast / estree nodes these plugins touch. */
interface TreeNode {
  type: string;
  name?: string | null;
  value?: string;
  children?: TreeNode[];
  data?: { estree?: EsProgram };
  /** JSX attributes: `value` is a string for a literal (`icon="rocket"`), an object for `{…}`. */
  attributes?: { type: string; name?: string; value?: unknown }[];
}
interface EsNode {
  type: string;
  [key: string]: unknown;
}
interface EsProgram {
  type: 'Program';
  body: EsNode[];
}
interface EsLiteral {
  type: 'Literal';
  value: unknown;
  raw?: string;
}
interface EsSpecifier {
  type: string;
  local: { name: string };
  imported?: { type: string; name?: string; value?: unknown };
}

/** Local name the placeholder factory is imported under in a compiled page. */
export const MISSING_FACTORY = '__docsnavMissingImport';

/** Calls `visit` on every node of an mdast tree. Iterative: deep documents do not overflow the stack. */
function walk(tree: TreeNode, visit: (node: TreeNode) => void): void {
  const stack: TreeNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    if (node.children)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as TreeNode);
  }
}

/** Remark plugin: adds to `names` the capitalized JSX names (first segment of `A.B`) the page renders. */
export function remarkCollectComponents(names: Set<string>) {
  return () => (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const first = (node.name ?? '').split('.')[0] ?? '';
      if (/^[A-Z]/.test(first)) names.add(first);
    });
  };
}

/** A lucide icon name: kebab-case ASCII. */
export const LUCIDE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Remark plugin: adds to `names` the icon names written as literal strings in JSX elements
 * (`<Card icon="rocket">`, any element), trimmed and lower-cased as `NavIcon` looks them up; only
 * kebab-case names (URLs and expressions like `icon={<svg />}` are left out).
 */
export function remarkCollectIcons(names: Set<string>) {
  return () => (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'icon') continue;
        if (typeof attribute.value !== 'string') continue;
        const name = attribute.value.trim().toLowerCase();
        if (LUCIDE_NAME.test(name)) names.add(name);
      }
    });
  };
}

const literal = (value: string): EsLiteral => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** True when a missing import is an image: its placeholder is a broken-image picture (its URL). */
const isImageImport = (source: string, imported: string) =>
  STATIC_FILE.test(source.split(/[?#]/)[0] ?? source) && imported !== '*';

function placeholder(local: string, source: string, imported: string): EsNode {
  const image = isImageImport(source, imported);
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name: local },
        init: image
          ? literal(brokenImage(source))
          : {
              type: 'CallExpression',
              callee: { type: 'Identifier', name: MISSING_FACTORY },
              arguments: [literal(source), literal(imported)],
              optional: false,
            },
      },
    ],
  };
}

function importedName(spec: EsSpecifier): string {
  if (spec.type === 'ImportDefaultSpecifier') return 'default';
  if (spec.type === 'ImportNamespaceSpecifier') return '*';
  const imported = spec.imported;
  return String(imported?.name ?? imported?.value ?? spec.local.name);
}

/** Options of `remarkDocsImports`. */
export interface DocsImportsOptions {
  /** Absolute path of the page being compiled. */
  file: string;
  /** Absolute docs root: imports never leave it. */
  root: string;
  /** Module exporting `missingImport(source, name)`, imported when a placeholder is needed. */
  missingModule: string;
  /** Receives every import that could not be resolved. */
  missing: string[];
  /** Receives each resolved file with the specifier the page wrote for it. */
  written?: Map<string, string>;
}

/**
 * Remark plugin: rewrites resolvable imports to absolute files, replaces the others by placeholders
 * (`const X = missingImport('source', 'default')`) and drops unresolvable re-exports.
 */
export function remarkDocsImports(options: DocsImportsOptions) {
  return () => (tree: TreeNode) => {
    let needsFactory: EsProgram | undefined;
    for (const node of tree.children ?? []) {
      const program = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
      if (!program) continue;
      const body: EsNode[] = [];
      for (const statement of program.body) {
        const source = statement.source as EsLiteral | null | undefined;
        if (!source || typeof source.value !== 'string') {
          body.push(statement);
          continue;
        }
        const resolved = resolveDocsImport(source.value, options.file, options.root);
        if (resolved) {
          options.written?.set(resolved, source.value);
          Object.assign(source, literal(resolved));
          body.push(statement);
          continue;
        }
        options.missing.push(source.value);
        if (statement.type !== 'ImportDeclaration') continue; // an unresolvable re-export is dropped
        for (const spec of (statement.specifiers as EsSpecifier[] | undefined) ?? []) {
          const imported = importedName(spec);
          body.push(placeholder(spec.local.name, source.value, imported));
          if (!isImageImport(source.value, imported)) needsFactory ??= program;
        }
      }
      program.body = body;
    }
    if (needsFactory) {
      needsFactory.body.unshift({
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name: 'missingImport' },
            local: { type: 'Identifier', name: MISSING_FACTORY },
          },
        ],
        source: literal(options.missingModule),
        attributes: [],
      });
    }
  };
}

/** Recma plugin: points the MDX provider import at `source` (which carries the page's component names). */
export function recmaProviderSource(from: string, to: () => string) {
  return () => (program: EsProgram) => {
    for (const statement of program.body) {
      const source = statement.source as EsLiteral | undefined;
      if (statement.type === 'ImportDeclaration' && source?.value === from)
        Object.assign(source, literal(to()));
    }
  };
}

/**
 * Globals an expression in a page may read: ECMAScript's and the browser's usual ones. A fixed list, not
 * every property of `window` (which has `name`, `status`, `length`...): `{name}` in prose is a placeholder
 * the author meant literally, not `window.name`.
 */
const PAGE_GLOBALS = new Set([
  ...['undefined', 'NaN', 'Infinity', 'globalThis', 'Object', 'Function', 'Array', 'Number', 'Boolean'],
  ...['String', 'Symbol', 'BigInt', 'Date', 'Promise', 'RegExp', 'Error', 'JSON', 'Math', 'Intl', 'Map'],
  ...['Set', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect', 'parseInt', 'parseFloat', 'isNaN', 'isFinite'],
  ...['encodeURI', 'encodeURIComponent', 'decodeURI', 'decodeURIComponent', 'console', 'URL'],
  ...['URLSearchParams', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'],
]);
/** A global object or function as a whole (`{Math}`) is no text React could render: kept literally. */
const BARE_OK = new Set(['undefined', 'NaN', 'Infinity']);

/** Names a page declares in its `import`/`export` statements (and what MDX gives every expression). */
function declaredNames(tree: TreeNode): Set<string> {
  // `props`, and what Mintlify puts in scope (React's hooks, `React`): fixDocsModule imports them.
  const names = new Set<string>(['props', 'React', ...REACT_GLOBALS]);
  for (const node of tree.children ?? []) {
    const program = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
    if (!program) continue;
    for (const name of analyze(program as unknown as Node).scope.declarations.keys()) names.add(name);
    // periscopic leaves `import * as x` out of the scope.
    for (const statement of program.body)
      for (const spec of (statement.specifiers as EsSpecifier[] | undefined) ?? [])
        names.add(spec.local.name);
  }
  return names;
}

/** The identifier a `{name}` expression consists of, if that is all it is. */
function bareIdentifier(program: EsProgram): string | undefined {
  if (program.body.length !== 1) return undefined;
  const statement = program.body[0] as { type: string; expression?: { type: string; name?: string } };
  if (statement.type !== 'ExpressionStatement' || statement.expression?.type !== 'Identifier')
    return undefined;
  return statement.expression.name;
}

/** Whether an expression of the page reads a name that nothing defines, so it would throw when rendered. */
function readsUndefinedName(program: EsProgram, declared: ReadonlySet<string>): boolean {
  const bare = bareIdentifier(program);
  if (bare !== undefined) return !declared.has(bare) && !BARE_OK.has(bare);
  for (const name of analyze(program as unknown as Node).globals.keys())
    if (!declared.has(name) && !PAGE_GLOBALS.has(name)) return true;
  return false;
}

/**
 * Remark plugin: an expression in prose that reads a name the page does not declare (`{surveyId}`,
 * `state={used,free}`, `{a.b}`, `{fn(x)}`) is text the author meant literally (a URL template, a
 * placeholder, a set), not code: it is kept as its source text in braces instead of failing the page with
 * a ReferenceError. Expressions on declared names (`export const`, imports, `props`) or on globals only
 * (`{1 + 1}`, `{new Date().getFullYear()}`) are left to run.
 */
export function remarkLiteralPlaceholders() {
  return () => (tree: TreeNode) => {
    const declared = declaredNames(tree);
    const stack: TreeNode[] = [tree];
    for (let parent = stack.pop(); parent; parent = stack.pop()) {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const child = children[i] as TreeNode;
        const flow = child.type === 'mdxFlowExpression';
        const program = flow || child.type === 'mdxTextExpression' ? child.data?.estree : undefined;
        if (program && readsUndefinedName(program, declared)) {
          const text = { type: 'text', value: `{${child.value ?? ''}}` } as TreeNode;
          children[i] = flow ? ({ type: 'paragraph', children: [text] } as TreeNode) : text;
        } else if (child.children) stack.push(child);
      }
    }
  };
}
