/**
 * `<head>…</head>` written in a page (Mintlify pages put JSON-LD `<script>`s there): a `<head>` element
 * inside the page body is invalid HTML, which the browser moves and React then fails to hydrate. Its
 * children are kept in place instead (a `<script type="application/ld+json">` works anywhere in the body).
 */

interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
}

/** Remark plugin: every JSX `<head>` element becomes a fragment of its children. */
export function remarkHeadElements() {
  return () => (tree: TreeNode) => {
    const stack: TreeNode[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'head')
        node.name = null;
      for (const child of node.children ?? []) stack.push(child);
    }
  };
}
