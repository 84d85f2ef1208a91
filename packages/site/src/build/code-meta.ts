/**
 * Rehype plugin: what a code fence's meta says (```` ```python main.py ````) reaches the `pre` element as
 * `data-title` (the block's title: `main.py`) and `data-language` (`python`), which MDX would otherwise drop.
 * `<CodeGroup>` labels its tabs with them and a lone titled block shows its title in a header.
 */

/** Minimal shape of the hast nodes this plugin touches. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: unknown };
  children?: HastNode[];
}

/**
 * The title in a code fence's meta: what is left once Mintlify's options are taken out: `key=value` and
 * `key="…"` / `key={…}` attributes (`icon="npm"`, `theme={null}`), line ranges (`{1-3}`, `{2,4}`) and the
 * flags `lines`, `wrap`, `expandable`, `twoslash`, `focus`. `ts TypeScript` → `TypeScript` (after the
 * language), `Example title` keeps its space.
 */
export function codeTitle(meta: string): string {
  return meta
    .replace(/\b[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/(^|\s)(?:lines|wrap|expandable|twoslash|focus)(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The language of a `code` element (`language-python` → `python`). */
function languageOf(code: HastNode): string | undefined {
  const names = code.properties?.className;
  const list = Array.isArray(names) ? names : typeof names === 'string' ? names.split(' ') : [];
  for (const name of list)
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length);
  return undefined;
}

/** The rehype plugin (no options). Iterative: deep documents do not overflow the stack. */
export function rehypeCodeMeta() {
  return (tree: HastNode) => {
    const stack: HastNode[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.children) stack.push(...node.children);
      if (node.type !== 'element' || node.tagName !== 'pre') continue;
      const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
      if (!code) continue;
      const language = languageOf(code);
      const meta = typeof code.data?.meta === 'string' ? code.data.meta : '';
      const title = codeTitle(meta);
      node.properties ??= {};
      if (language) node.properties.dataLanguage = language;
      if (title) node.properties.dataTitle = title;
    }
  };
}
