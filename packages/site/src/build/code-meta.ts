/**
 * Rehype plugin: what a code fence's meta says (```` ```python main.py {2} lines ````) reaches the `pre`
 * element: `data-title` (the block's title: `main.py`) and `data-language` (`python`), which MDX would
 * otherwise drop, and Mintlify's display options (line highlighting, focus, line numbers, wrapping) for the
 * highlighting pass (code-highlight.ts), which reads them from the `pre`'s `data.codeMeta`.
 * `<CodeGroup>` labels its tabs with the title and language; a lone titled block shows its title in a header.
 */

/** Minimal shape of the hast nodes this plugin touches. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: unknown; codeMeta?: CodeMeta };
  children?: HastNode[];
}

/** Inclusive 1-based line ranges: `{1,3-5}` → `[[1, 1], [3, 5]]`. */
export type LineRanges = readonly (readonly [number, number])[];

/** What a code fence's meta says, Mintlify's options taken apart from the title. */
export interface CodeMeta {
  /** The block's title: `title="…"`, else the words left once the options are taken out. */
  title: string;
  /** Lines to highlight: `{1,3-5}` or `highlight={1,3-5}`. */
  highlight: LineRanges;
  /** Lines to focus (the others dimmed): `focus={2-4}`. */
  focus: LineRanges;
  /** `lines`: number the lines. */
  lines: boolean;
  /** `wrap`: wrap long lines instead of scrolling sideways. */
  wrap: boolean;
}

/** Flags Mintlify reads from the meta (`[expandable]` too): never part of the title. */
const FLAGS = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'focus', 'highlight']);

/** `key=value`, `key="…"`, `key='…'`, `key={…}` (Mintlify's own docs write `highlight= {1-2,5}`). */
const ATTRIBUTE = /(^|\s)([\w-]+)=(?:\s*(\{(?:[^{}]|\{[^{}]*\})*\})|"([^"]*)"|'([^']*)'|(\S+))/g;
/** A bare brace group: `{1,3-5}` (line highlighting), or `{{ title: '…' }}` of other tools (dropped). */
const BRACES = /\{(?:[^{}]|\{[^{}]*\})*\}/g;

/** `1,3-5` (braces and quotes already removed) as ranges; anything else in the list is ignored. */
export function lineRanges(list: string): LineRanges {
  const ranges: [number, number][] = [];
  for (const item of list.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(item);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from >= 1 && to >= from) ranges.push([from, to]);
  }
  return ranges;
}

/** Whether a 1-based line is in the ranges. */
export function inRanges(ranges: LineRanges, line: number): boolean {
  return ranges.some(([from, to]) => line >= from && line <= to);
}

/**
 * Parses a code fence's meta (what follows the language): the attributes (`icon="npm"`, `theme={null}`,
 * `title="a b"`, `highlight={1-3}`, `focus=2,4`), a bare `{1,3-5}` (highlighted lines), the flags `lines`,
 * `wrap`, `expandable`, `twoslash`; the words left are the title (`Example title` keeps its space).
 */
export function parseCodeMeta(meta: string): CodeMeta {
  const parsed: CodeMeta = { title: '', highlight: [], focus: [], lines: false, wrap: false };
  let titleAttribute: string | undefined;
  let rest = meta.replace(ATTRIBUTE, (_all, space: string, key: string, braces, double, single, bare) => {
    const value = String(braces ?? double ?? single ?? bare ?? '');
    const unbraced = value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1) : value;
    if (key === 'title') titleAttribute = unbraced.trim();
    else if (key === 'highlight') parsed.highlight = [...parsed.highlight, ...lineRanges(unbraced)];
    else if (key === 'focus') parsed.focus = [...parsed.focus, ...lineRanges(unbraced)];
    else if (key === 'lines') parsed.lines = unbraced !== 'false';
    else if (key === 'wrap') parsed.wrap = unbraced !== 'false';
    return `${space} `;
  });
  rest = rest.replace(BRACES, (group) => {
    parsed.highlight = [...parsed.highlight, ...lineRanges(group.slice(1, -1))];
    return ' ';
  });
  const words = rest.split(/\s+/).filter((word) => {
    const flag = word.replace(/^\[(.*)\]$/, '$1');
    if (flag === 'lines') parsed.lines = true;
    if (flag === 'wrap') parsed.wrap = true;
    return word && !FLAGS.has(flag);
  });
  parsed.title = titleAttribute ?? words.join(' ');
  return parsed;
}

/** The title in a code fence's meta (see {@link parseCodeMeta}): `ts TypeScript {1-3}` → `TypeScript`. */
export function codeTitle(meta: string): string {
  return parseCodeMeta(meta).title;
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
      const meta = parseCodeMeta(typeof code.data?.meta === 'string' ? code.data.meta : '');
      node.properties ??= {};
      if (language) node.properties.dataLanguage = language;
      if (meta.title) node.properties.dataTitle = meta.title;
      node.data = { ...node.data, codeMeta: meta };
    }
  };
}
