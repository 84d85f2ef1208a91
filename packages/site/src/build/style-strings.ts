/**
 * HTML `style="…"` strings in MDX, as Mintlify accepts them: React wants a style object and throws on a
 * string, so the compile step turns `style="color: red; font-size: 12px"` into
 * `style={{ color: 'red', fontSize: '12px' }}`.
 */

interface AttributeNode {
  type: string;
  name?: string;
  value?: unknown;
}
interface TreeNode {
  type: string;
  attributes?: AttributeNode[];
  children?: TreeNode[];
}

/** Splits CSS declarations at `;` outside parentheses and quotes (`url(data:…;base64,…)` stays whole). */
function declarations(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === quote && css[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      out.push(css.slice(start, i));
      start = i + 1;
    }
  }
  out.push(css.slice(start));
  return out;
}

/** The React name of a CSS property: `font-size` → `fontSize`, `-webkit-x` → `WebkitX`, `-ms-x` → `msX`;
 *  custom properties (`--x`) stay as written. */
export function reactStyleName(property: string): string {
  const name = property.trim();
  if (name.startsWith('--')) return name;
  const lower = name.toLowerCase();
  const bare = lower.startsWith('-ms-') ? lower.slice(1) : lower;
  return bare.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A CSS declaration list as a React style object (declarations without a `:` are dropped). */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const part of declarations(css)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (name && value) style[reactStyleName(name)] = value;
  }
  return style;
}

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** The MDX attribute value of a style object: its source and its estree, as MDX's parser would give them. */
function styleExpression(style: Record<string, string>) {
  const expression = {
    type: 'ObjectExpression',
    properties: Object.entries(style).map(([key, value]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: literal(key),
      value: literal(value),
    })),
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(style),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{ type: 'ExpressionStatement', expression }],
      },
    },
  };
}

/** Remark plugin: every JSX element's `style="…"` string becomes a style object (see the file comment). */
export function remarkStyleStrings() {
  return () => (tree: TreeNode) => {
    const stack: TreeNode[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        for (const attribute of node.attributes ?? [])
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'style' &&
            typeof attribute.value === 'string'
          )
            attribute.value = styleExpression(styleObject(attribute.value));
      for (const child of node.children ?? []) stack.push(child);
    }
  };
}
