/**
 * Text on its own lines inside a JSX `<p>` (`<p className="x">\n  Text\n</p>`, as real pages write it) is a
 * Markdown paragraph to MDX, so the page rendered `<p><p>Text</p></p>`: invalid HTML, which the browser
 * splits and React then fails to hydrate (error #418). Inside elements that hold phrasing content only,
 * such paragraphs are replaced by their text.
 */

interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
}

/** HTML elements whose content is phrasing content only (no `<p>` inside). */
const PHRASING_ONLY = new Set([
  ...['p', 'span', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'label', 'strong', 'em', 'b', 'i'],
  ...['small', 'code', 'sup', 'sub', 'u', 's', 'mark', 'abbr', 'cite', 'q', 'dt', 'summary', 'legend'],
]);

/** Remark plugin: paragraphs directly inside a phrasing-only JSX element are unwrapped (see above). */
export function remarkPhrasingParagraphs() {
  return () => (tree: TreeNode) => {
    const stack: TreeNode[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (jsx && node.name && PHRASING_ONLY.has(node.name) && node.children)
        node.children = node.children.flatMap((child) =>
          child.type === 'paragraph' ? (child.children ?? []) : [child],
        );
      for (const child of node.children ?? []) stack.push(child);
    }
  };
}
