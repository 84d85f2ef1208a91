/**
 * Mintlify's older snippet form, still common in real repositories: `<Snippet file="name.mdx" />` renders
 * the file `_snippets/name.mdx` of the docs root in place (no import written). The compile step turns each
 * such element into an import of that file and an element of the imported component, so it resolves,
 * renders, and (when the file is missing) becomes the usual "Import not found" placeholder and diagnostic,
 * located at the element.
 */

/** Where Mintlify looks for a `<Snippet file>`: this folder of the docs root. */
export const LEGACY_SNIPPETS_FOLDER = '/_snippets/';

interface Point {
  line: number;
  column: number;
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface TreeNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: TreeNode[];
  position?: { start: Point };
  data?: Record<string, unknown>;
}

/** The import specifier of a `<Snippet file>` value (`a.mdx`, `/a.mdx`, `./a.mdx` all mean `_snippets/a.mdx`). */
export function legacySnippetSpecifier(file: string): string {
  return LEGACY_SNIPPETS_FOLDER + file.trim().replace(/^(?:\.?\/)+/, '');
}

/**
 * Remark plugin: every `<Snippet file="…">` with a literal `file` becomes `<DocsnavSnippetN …>` (its other
 * attributes kept as the snippet's props) and the page gets `import DocsnavSnippetN from
 * '/_snippets/…'`, resolved by `remarkDocsImports` like any import. `places` receives the place of each
 * element by its specifier, to locate the problem when the file is missing. Runs before the plugins that
 * read imports and component names.
 */
export function remarkLegacySnippets(places: Map<string, Point>) {
  return () => (tree: TreeNode) => {
    const locals = new Map<string, string>();
    const stack: TreeNode[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.children) for (const child of node.children) stack.push(child);
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') continue;
      if (node.name !== 'Snippet') continue;
      const attributes = node.attributes ?? [];
      const file = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
      if (typeof file?.value !== 'string' || !file.value.trim()) continue;
      const specifier = legacySnippetSpecifier(file.value);
      let local = locals.get(specifier);
      if (!local) {
        local = `DocsnavSnippet${locals.size + 1}`;
        locals.set(specifier, local);
      }
      if (node.position && !places.has(specifier)) places.set(specifier, { ...node.position.start });
      node.name = local;
      node.attributes = attributes.filter((a) => a !== file);
    }
    if (locals.size === 0) return;
    const body = [...locals].map(([specifier, local]) => ({
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
      source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
      attributes: [],
    }));
    const esm: TreeNode = {
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body } },
    };
    tree.children = [esm, ...(tree.children ?? [])];
  };
}
