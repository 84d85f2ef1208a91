import {
  createHeadingSlugger,
  type PageHeading,
  pageModeShowsToc,
  splitCustomHeadingId,
  TOC_DEPTHS,
} from '@docsnav/core';

/** Options of `extractHeadings`. */
export interface ExtractHeadingsOptions {
  /** `md` follows CommonMark: a line indented 4 spaces or more is code, not a heading. Default `mdx`
   *  (MDX has no indented code: a heading nested in a component may be indented). */
  format?: 'mdx' | 'md';
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** A fenced code block's opening line: ``` (with no backtick after it: that is inline code) or ~~~. */
const FENCE = /^[ \t]*(`{3,}(?=[^`]*$)|~{3,})/;
const ATX = /^([ \t]*)(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Removes emphasis and strikethrough markers: `*`, `~~`, and `_` runs that are not inside a word. */
function unemphasize(text: string): string {
  return text
    .replace(/\*+|~~/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+(?=\S)/gu, '$1')
    .replace(/(\S)_+(?=$|[^\p{L}\p{N}])/gu, '$1');
}

/** The text of inline Markdown/MDX outside code spans: links and images to their text, tags, comments and
 *  escapes removed, entities decoded. */
function plainText(markup: string): string {
  // Escaped punctuation is set aside (as private-use characters) so that no rule below reads it as markup.
  const hidden = markup.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) =>
    String.fromCharCode(0xe000 + c.charCodeAt(0)),
  );
  return unemphasize(
    hidden
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, ''),
  )
    .replace(/[\ue021-\ue07e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/** The text of a heading's inline content: code spans verbatim, the rest through `plainText`. */
export function inlineText(markup: string): string {
  // Code spans are set aside as placeholders (private-use characters) while the markup around them is read.
  const spans: string[] = [];
  let masked = '';
  let rest = markup;
  for (let open = /(?<!\\)`+/.exec(rest); open; open = /(?<!\\)`+/.exec(rest)) {
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) break;
    let code = after.slice(0, close.index);
    if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim())
      code = code.slice(1, -1);
    masked += rest.slice(0, open.index) + String.fromCharCode(0xe200 + spans.length);
    spans.push(code);
    rest = after.slice(close.index + ticks.length);
  }
  return plainText(masked + rest)
    .replace(/[\ue200-\uefff]/g, (c) => spans[c.charCodeAt(0) - 0xe200] ?? '')
    .trim();
}

/** A setext underline: `===` (level 1) or `---` (level 2) under paragraph text. */
const SETEXT = /^[ \t]*(=+|-+)[ \t]*$/;
/** Lines that start a block other than a paragraph (a list item, quote, table row, ESM, expression): a
 *  `---` under them, or under their continuation lines, is no heading underline. */
const OTHER_BLOCK = /^[ \t]*(?:[-*+][ \t]|\d{1,9}[.)][ \t]|>|\||import[ \t]|export[ \t]|\{)/;
/** A JSX tag alone on its line (`<Note>`, `</Tabs>`): it ends the block before it; Markdown inside
 *  the element starts afresh. */
const TAG_LINE = /^[ \t]*<\/?[A-Za-z][^<>]*>[ \t]*$/;

/** The frontmatter `mode` of a page (`wide`, `custom`...), plain or quoted. */
function pageMode(source: string): string | undefined {
  const yaml = FRONTMATTER.exec(source)?.[0] ?? '';
  return /^mode:[ \t]*(.+?)[ \t]*$/m.exec(yaml)?.[1]?.replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * The headings a page lists under "On this page", from its source (MDX or Markdown, frontmatter
 * included), with the ids the site renders them with: `##` to `####` (and `---`-underlined ones) in
 * document order, ids from core's slug rule (`createHeadingSlugger`), custom `{#id}` ids honoured,
 * duplicates numbered as the renderer numbers them. Headings inside fenced code blocks are ignored. None
 * when the frontmatter `mode` hides the list (`wide`, `custom`, `center`, `frame`; see
 * `pageModeShowsToc`). A line scanner, not a Markdown parser: it agrees with the site's renderer on every
 * page of the corpus sites it is tested on.
 */
export function extractHeadings(source: string, options: ExtractHeadingsOptions = {}): PageHeading[] {
  if (!pageModeShowsToc(pageMode(source))) return [];
  const body = source.replace(FRONTMATTER, '');
  const slugger = createHeadingSlugger();
  const headings: PageHeading[] = [];
  const add = (depth: number, markup: string, custom: string | undefined) => {
    const listed = depth >= TOC_DEPTHS.min && depth <= TOC_DEPTHS.max;
    if (!listed && custom === undefined) return;
    const text = inlineText(markup);
    const id = slugger.next(text, custom);
    if (listed) headings.push({ depth, text, id });
  };
  let fence: string | undefined;
  let comment = false;
  /** The lines of the paragraph being read; `null` inside another block (list, quote...). */
  let paragraph: string[] | null | undefined;
  for (const line of body.split(/\r?\n/)) {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
        fence = undefined;
      continue;
    }
    // An MDX comment over several lines, `{/*` … `*/}`: its content is no Markdown.
    if (comment || /^[ \t]*\{\/\*/.test(line)) {
      comment = !line.includes('*/}');
      paragraph = undefined;
      continue;
    }
    const indent = (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;
    if (options.format === 'md' && indent > 3 && !paragraph) {
      paragraph = undefined; // indented code
      continue;
    }
    if (opener) {
      fence = opener;
      paragraph = undefined;
      continue;
    }
    if (!line.trim() || TAG_LINE.test(line)) {
      paragraph = undefined;
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      paragraph = undefined;
      const content = (atx[3] ?? '').replace(/(?:^|[ \t]+)#+$/, '');
      const { text, id } = splitCustomHeadingId(content);
      add((atx[2] ?? '').length, text, id);
      continue;
    }
    const underline = SETEXT.exec(line)?.[1];
    if (underline && paragraph) {
      const { text, id } = splitCustomHeadingId(paragraph.join('\n'));
      add(underline[0] === '=' ? 1 : 2, text, id);
      paragraph = undefined;
      continue;
    }
    if (paragraph === null || OTHER_BLOCK.test(line)) paragraph = null;
    else paragraph = [...(paragraph ?? []), line.trim()];
  }
  return headings;
}
