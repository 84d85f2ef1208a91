/**
 * Remark plugin: the examples column of an API page. On Mintlify a page's top-level `<RequestExample>` and
 * `<ResponseExample>` are shown beside the content, in a sticky column on the right, on a wide screen.
 * This pass groups them into one `div.site-api-examples` at the place of the first one, and the rest of the
 * page into the part before it (`div.site-api-before`) and the part after it (`div.site-api-after`), so
 * CSS can lay the three out as two columns on a wide layout and leave them in the author's order, inline,
 * on a narrow one (site.css). Imports and exports stay at the top level, where MDX wants them. A page
 * without top-level examples is left as it is (examples nested in another element stay where they are).
 * A page with them exports their names in order (`export const apiExamples = ["RequestExample"]`), so that
 * an endpoint page generates only the examples its author did not write (page/endpoint-page-body.tsx).
 */

/** The components that go to the examples column. */
export const EXAMPLE_COMPONENTS: ReadonlySet<string> = new Set(['RequestExample', 'ResponseExample']);

/** Class names of the three parts (site.css lays them out). */
export const API_EXAMPLES_CLASS = 'site-api-examples';
export const API_BEFORE_CLASS = 'site-api-before';
export const API_AFTER_CLASS = 'site-api-after';

/** Minimal shape of the mdast nodes this plugin touches. */
interface MdastNode {
  type: string;
  name?: string | null;
  children?: MdastNode[];
  attributes?: unknown[];
}

/** An `mdxJsxFlowElement` `<div className={className}>` holding `children`. */
function division(className: string, children: MdastNode[]): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: className }],
    children,
  };
}

/** `export const apiExamples = [...kinds]` as an MDX ESM node (with the estree MDX compiles). */
function kindsExport(kinds: string[]): MdastNode & { value: string; data: unknown } {
  return {
    type: 'mdxjsEsm',
    value: `export const ${API_EXAMPLES_EXPORT} = ${JSON.stringify(kinds)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name: API_EXAMPLES_EXPORT },
                  init: {
                    type: 'ArrayExpression',
                    elements: kinds.map((kind) => ({
                      type: 'Literal',
                      value: kind,
                      raw: JSON.stringify(kind),
                    })),
                  },
                },
              ],
            },
          },
        ],
      },
    },
  };
}

/** The page module's export naming the examples the page writes at its top level, in order. */
export const API_EXAMPLES_EXPORT = 'apiExamples';

const isExample = (node: MdastNode) =>
  node.type === 'mdxJsxFlowElement' && EXAMPLE_COMPONENTS.has(node.name ?? '');

/** The plugin (no options). */
export function remarkApiExamples() {
  return (tree: MdastNode) => {
    const children = tree.children ?? [];
    const first = children.findIndex(isExample);
    if (first < 0) return;
    const top: MdastNode[] = [];
    const before: MdastNode[] = [];
    const examples: MdastNode[] = [];
    const after: MdastNode[] = [];
    children.forEach((node, i) => {
      if (node.type === 'mdxjsEsm') top.push(node);
      else if (isExample(node)) examples.push(node);
      else (i < first ? before : after).push(node);
    });
    const kinds = examples.map((node) => node.name ?? '');
    tree.children = [
      ...top,
      kindsExport(kinds),
      ...(before.length ? [division(API_BEFORE_CLASS, before)] : []),
      division(API_EXAMPLES_CLASS, examples),
      ...(after.length ? [division(API_AFTER_CLASS, after)] : []),
    ];
  };
}
