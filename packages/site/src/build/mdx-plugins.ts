/**
 * Unified plugins used when compiling a docs page: collect the JSX component names a page uses (so the
 * site can give unknown ones a fallback), and turn imports that cannot be resolved into placeholders
 * instead of build errors.
 */
import { resolveDocsImport } from './resolve-import.js';

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

function placeholder(local: string, source: string, imported: string): EsNode {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name: local },
        init: {
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
          Object.assign(source, literal(resolved));
          body.push(statement);
          continue;
        }
        options.missing.push(source.value);
        if (statement.type !== 'ImportDeclaration') continue; // an unresolvable re-export is dropped
        for (const spec of (statement.specifiers as EsSpecifier[] | undefined) ?? []) {
          body.push(placeholder(spec.local.name, source.value, importedName(spec)));
          needsFactory ??= program;
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

const KEEP_GLOBALS = new Set(['undefined', 'NaN', 'Infinity']);

/** Names a page declares in its `import`/`export` statements. */
function declaredNames(tree: TreeNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    const program = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
    for (const statement of program?.body ?? []) {
      for (const spec of (statement.specifiers as EsSpecifier[] | undefined) ?? [])
        names.add(spec.local.name);
      const declaration = statement.declaration as
        | { id?: { name?: string }; declarations?: { id?: { type: string; name?: string } }[] }
        | undefined;
      if (declaration?.id?.name) names.add(declaration.id.name);
      for (const d of declaration?.declarations ?? [])
        if (d.id?.type === 'Identifier' && d.id.name) names.add(d.id.name);
    }
  }
  return names;
}

/** The identifier a `{name}` expression consists of, if that is all it is. */
function bareIdentifier(node: TreeNode): string | undefined {
  const body = node.data?.estree?.body;
  if (body?.length !== 1) return undefined;
  const statement = body[0] as { type: string; expression?: { type: string; name?: string } };
  if (statement.type !== 'ExpressionStatement' || statement.expression?.type !== 'Identifier')
    return undefined;
  return statement.expression.name;
}

/**
 * Remark plugin: `{surveyId}` in prose, where the page declares no `surveyId`, is text the author meant
 * literally (an URL template, a placeholder), not a variable: it is kept as the text `{surveyId}` instead of
 * failing the page with a ReferenceError. Other expressions are left alone.
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
        const name = flow || child.type === 'mdxTextExpression' ? bareIdentifier(child) : undefined;
        if (name && !declared.has(name) && !KEEP_GLOBALS.has(name)) {
          const text = { type: 'text', value: `{${name}}` } as TreeNode;
          children[i] = flow ? ({ type: 'paragraph', children: [text] } as TreeNode) : text;
        } else if (child.children) stack.push(child);
      }
    }
  };
}
