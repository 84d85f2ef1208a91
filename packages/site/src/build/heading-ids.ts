/**
 * Heading ids of a compiled page: every `##`–`####` heading gets the id of core's slug rule (the one the
 * node heading extractor uses), or its custom id (`## Title {#my-id}`, any depth); the headings are
 * collected for the page's "On this page" list.
 */
import {
  createHeadingSlugger,
  type PageHeading,
  pageModeShowsToc,
  splitCustomHeadingId,
  TOC_DEPTHS,
} from '@docsnav/core';

/** The mdast nodes this plugin reads. */
interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  alt?: string | null;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}

/** A fenced code block's opening line: ``` (with no backtick after it: that is inline code) or ~~~. */
const FENCE = /^[ \t]*(`{3,}(?=[^`]*$)|~{3,})/;
/** An ATX heading line ending in `{#id}`. */
const HEADING_WITH_ID = /^([ \t]*#{1,6}[ \t].*?[ \t])\{(#[\p{L}\p{N}_][\p{L}\p{N}_.:-]*)\}([ \t]*#*[ \t]*)$/u;

/**
 * Escapes the braces of `{#id}` at the end of heading lines outside fenced code (`\{#id}`), so MDX reads
 * them as text instead of a JavaScript expression (which fails to compile: `#id` is no expression).
 * Line and column of everything else stay as they were. The heading plugin then takes the id off.
 */
export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
        fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    const match = HEADING_WITH_ID.exec(line);
    if (match) lines[i] = `${match[1]}\\{${match[2]}}${match[3]}`;
  }
  return lines.join('\n');
}

/** The text of a heading as a reader sees it: text and code, image alt text; no expressions or ESM. */
export function headingText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' || node.type === 'html')
    return '';
  return (node.children ?? []).map(headingText).join('');
}

/** Removes a trailing `{#id}` from the last text of a heading; returns the id. */
function takeCustomId(heading: MdNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'text' || !last.value) return undefined;
  const { text, id } = splitCustomHeadingId(last.value);
  if (id === undefined) return undefined;
  last.value = text;
  if (!text) heading.children?.pop();
  return id;
}

/**
 * Remark plugin: sets the `id` of headings (see the module comment) and pushes the `##`–`####` ones,
 * in document order, to `headings`.
 */
export function remarkHeadingIds(headings: PageHeading[]) {
  return () => (tree: MdNode) => {
    const slugger = createHeadingSlugger();
    const stack: MdNode[] = [tree];
    // Pre-order, in document order: children are pushed in reverse.
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'heading') {
        const custom = takeCustomId(node);
        const depth = node.depth ?? 1;
        const listed = depth >= TOC_DEPTHS.min && depth <= TOC_DEPTHS.max;
        if (!listed && custom === undefined) continue;
        const text = headingText(node).trim();
        const id = slugger.next(text, custom);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        if (listed) headings.push({ depth, text, id });
        continue;
      }
      const children = node.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as MdNode);
    }
  };
}

/** The frontmatter `mode` (`wide`, `custom`...) of a page's YAML text, plain or quoted. */
export function readPageMode(yaml: string): string | undefined {
  const raw = /^mode:[ \t]*(.+?)[ \t]*$/m.exec(yaml)?.[1];
  return raw?.replace(/^(["'])(.*)\1$/, '$2');
}

/** The page module's `headings` export: its `##`–`####` headings, none when its mode hides the list. */
export function headingsCode(headings: readonly PageHeading[], yaml: string): string {
  const shown = pageModeShowsToc(readPageMode(yaml)) ? headings : [];
  return `export const headings = ${JSON.stringify(shown)};\n`;
}
