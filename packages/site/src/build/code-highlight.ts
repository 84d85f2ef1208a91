/**
 * Rehype plugin: syntax highlighting of code blocks at build time, as Mintlify highlights every fenced block
 * (and the blocks of `<CodeGroup>`, `<RequestExample>`, `<ResponseExample>`). Shiki tokenizes the block with
 * the grammar of its language (Oniguruma as WebAssembly, from the shiki package: nothing fetched) and every token
 * becomes a `span` carrying both themes' colours as CSS custom properties (`--shiki-light`, `--shiki-dark`):
 * site.css picks one with the page's colour scheme. The page ships spans, never the highlighter.
 *
 * docs.json `styling.codeblocks` (code-themes.ts) chooses the themes: the site's GitHub themes by default,
 * always their dark half (`"dark"`), or the author's Shiki themes, whose background and text colour the
 * `pre` then carries (`--shiki-light-bg`, ...). The fence meta's options (code-meta.ts) mark the lines:
 * `{1,3-5}` / `highlight=` and `focus=` add classes to Shiki's line spans, `lines` and `wrap` to the `pre`;
 * components.css draws them. A block without a known language is tokenized as plain text when it needs line
 * spans or the author's theme background, and left as it is otherwise.
 *
 * One highlighter per process (shiki-highlighter.ts). A block whose language Shiki does not know (`curl`,
 * `mermaid`, none), or whose highlighting throws, stays plain text: a page never fails for its code.
 */
import { type HighlighterCore, hastToHtml, type ShikiTransformer } from 'shiki/core';
import { type CodeMeta, inRanges, type LineRanges } from './code-meta.js';
import { CODE_THEMES, type CodeThemes, SYSTEM_CODE_THEMES } from './code-themes.js';
import { getHighlighter, loadLanguage, loadThemes } from './shiki-highlighter.js';

export { CODE_THEMES } from './code-themes.js';

/**
 * Theme colours replaced so that every token reads on the site's code backgrounds (`--site-code` in
 * site.css, WCAG AA 4.5:1; code-highlight.test.tsx checks it). Light: comments (#6e7781, 4.0:1 on #eff1f3)
 * get GitHub's muted grey and function names (#8250df, 4.46:1) its darker purple. Both: the foreground a
 * theme pairs with a background Shiki does not draw (`markup.ignored`) gets that background's colour.
 */
export const COLOR_REPLACEMENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [CODE_THEMES.light]: {
    '#6e7781': '#57606a',
    '#8250df': '#6639ba',
    '#eaeef2': '#0550ae',
    '#f6f8fa': '#cf222e',
  },
  [CODE_THEMES.dark]: { '#161b22': '#79c0ff' },
};

/** Fence languages that mean "no highlighting" (Shiki's own plain-text language). */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);
/** The language a block is tokenized in when it has none Shiki knows (lines, no colours). */
const PLAIN_TEXT = 'text';

/** Lines longer than this stay one plain token (minified JSON, base64): their tokenizing is slow. */
const MAX_LINE_LENGTH = 2000;

/** Minimal shape of the hast nodes this plugin touches. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  /** An `mdxJsxFlowElement`'s name and attributes. */
  name?: string;
  attributes?: unknown[];
  /** What code-meta.ts read from the fence meta (on the `pre`). */
  data?: { codeMeta?: CodeMeta };
}

/** The language of a `code` element (`language-python` → `python`), lower-cased. */
function languageOf(code: HastNode): string | undefined {
  const names = code.properties?.className;
  const list = Array.isArray(names) ? names : typeof names === 'string' ? names.split(' ') : [];
  for (const name of list)
    if (typeof name === 'string' && name.startsWith('language-'))
      return name.slice('language-'.length).toLowerCase();
  return undefined;
}

/** A code block: its `pre`, its `code`, the code's text (only plain text children) and its fence options. */
interface Block {
  pre: HastNode;
  code: HastNode;
  /** Lower-cased fence language, `''` without one. */
  language: string;
  text: string;
  meta: CodeMeta | undefined;
}

/** The code blocks of a tree whose code is plain text. Iterative: deep trees are fine. */
function blocksOf(tree: HastNode): Block[] {
  const blocks: Block[] = [];
  const stack: HastNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'element' && node.tagName === 'pre') {
      const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
      const children = code?.children ?? [];
      if (code && children.every((child) => child.type === 'text'))
        blocks.push({
          pre: node,
          code,
          language: languageOf(code) ?? '',
          text: children.map((child) => child.value ?? '').join(''),
          meta: node.data?.codeMeta,
        });
      continue;
    }
    if (node.children) stack.push(...node.children);
  }
  return blocks;
}

/** Whether a block needs Shiki's line spans (highlighted, focused or numbered lines). */
const needsLines = (meta: CodeMeta | undefined) =>
  Boolean(meta && (meta.lines || meta.highlight.length || meta.focus.length));

/** Shiki transformer: the classes of highlighted and focused lines (components.css draws them). */
function lineClasses(highlight: LineRanges, focus: LineRanges): ShikiTransformer {
  return {
    name: 'docsnav:line-classes',
    line(node, line) {
      if (inRanges(highlight, line)) this.addClassToHast(node, 'site-code-highlighted');
      if (inRanges(focus, line)) this.addClassToHast(node, 'site-code-focused');
    },
  };
}

/**
 * The highlighted HTML of a block, by language and text: a build compiles every page twice (the browser's
 * build, then the server's, in one process), so each block is tokenized once. Emptied when it holds many.
 */
const tokenized = new Map<string, Highlighted>();
const MAX_CACHED = 20_000;

/** What Shiki made of a block: its `code`'s inner HTML and the `pre`'s colour properties (`--shiki-*-bg`). */
interface Highlighted {
  html: string;
  style: string;
}

/**
 * Shiki's token spans (and newlines) of a block's text as HTML, in `language`, or undefined when it gave
 * none. The site's themes get their contrast replacements; the author's themes keep their own colours.
 */
function highlightedHtml(
  shiki: HighlighterCore,
  block: Block,
  language: string,
  themes: CodeThemes,
): Highlighted | undefined {
  const highlight = block.meta?.highlight ?? [];
  const focus = block.meta?.focus ?? [];
  const marks = highlight.length || focus.length ? JSON.stringify([highlight, focus]) : '';
  const key = `${language}\n${themes.light}\n${themes.dark}\n${marks}\n${block.text}`;
  const cached = tokenized.get(key);
  if (cached !== undefined) return cached;
  // mdast-util-to-hast ends a block's text with a newline; Shiki would make it an empty last line.
  const ending = block.text.endsWith('\n') ? '\n' : '';
  const own = themes.mode === 'custom';
  const root = shiki.codeToHast(ending ? block.text.slice(0, -1) : block.text, {
    lang: language,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: false,
    ...(own ? {} : { colorReplacements: COLOR_REPLACEMENTS as Record<string, Record<string, string>> }),
    tokenizeMaxLineLength: MAX_LINE_LENGTH,
    ...(marks ? { transformers: [lineClasses(highlight, focus)] } : {}),
  }) as HastNode;
  const pre = root.children?.find((child) => child.type === 'element' && child.tagName === 'pre');
  const code = pre?.children?.find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code?.children) return undefined;
  const html =
    hastToHtml({ type: 'root', children: code.children } as Parameters<typeof hastToHtml>[0]) + ending;
  const style = own && typeof pre?.properties?.style === 'string' ? pre.properties.style : '';
  const result = { html, style };
  if (tokenized.size >= MAX_CACHED) tokenized.clear();
  tokenized.set(key, result);
  return result;
}

/**
 * The block's `code` as JSX holding its highlighted HTML (`dangerouslySetInnerHTML`): one string in the page
 * module instead of an element per token, which made code-heavy modules three times larger and their build
 * slower. The HTML is Shiki's spans, their text escaped by hast-util-to-html.
 */
function codeWithHtml(code: HastNode, html: string): HastNode {
  const className = code.properties?.className;
  const classes = Array.isArray(className)
    ? className.join(' ')
    : typeof className === 'string'
      ? className
      : '';
  const inner = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [
      ...(classes ? [{ type: 'mdxJsxAttribute', name: 'className', value: classes }] : []),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              comments: [],
              body: [{ type: 'ExpressionStatement', expression: inner }],
            },
          },
        },
      },
    ],
    children: [],
  };
}

/** Adds classes to an element's `className`. */
function addClasses(node: HastNode, classes: readonly string[]): void {
  if (!classes.length) return;
  const className = node.properties?.className;
  const list = Array.isArray(className) ? className : typeof className === 'string' ? [className] : [];
  node.properties = { ...node.properties, className: [...list, ...classes] };
}

/** The `pre`'s classes for its fence options: `wrap`, `lines`, marked lines (components.css). */
function optionClasses(meta: CodeMeta | undefined): string[] {
  if (!meta) return [];
  return [
    ...(meta.wrap ? ['site-code-wrap'] : []),
    ...(meta.lines ? ['site-code-lines'] : []),
    ...(meta.highlight.length || meta.focus.length ? ['site-code-marked'] : []),
    ...(meta.focus.length ? ['site-code-has-focus'] : []),
  ];
}

/**
 * Replaces the block's `code` by one holding Shiki's token spans, and marks its `pre` `shiki` (with
 * `site-code-dark` or `site-code-themed` and the theme's colours, per `styling.codeblocks`).
 */
function highlight(shiki: HighlighterCore, block: Block, language: string, themes: CodeThemes): boolean {
  const highlighted = highlightedHtml(shiki, block, language, themes);
  if (highlighted === undefined) return false;
  block.pre.children = (block.pre.children ?? []).map((child) =>
    child === block.code ? codeWithHtml(block.code, highlighted.html) : child,
  );
  const scheme =
    themes.mode === 'dark' ? ['site-code-dark'] : themes.mode === 'custom' ? ['site-code-themed'] : [];
  addClasses(block.pre, ['shiki', ...scheme]);
  if (highlighted.style) block.pre.properties = { ...block.pre.properties, style: highlighted.style };
  return true;
}

/** Options of {@link rehypeCodeHighlight}. */
export interface CodeHighlightOptions {
  /** The themes (docs.json `styling.codeblocks`, code-themes.ts); the site's own by default. */
  themes?: CodeThemes;
  /** Called when the page has a code block (compile-page.ts then reports the themes' problems). */
  onCode?: () => void;
}

/**
 * The rehype plugin: highlights every `pre > code.language-*` block of the page whose language Shiki knows,
 * in the themes of `options`. A block of another language (or none) is tokenized as plain text when its
 * fence asks for line spans or the themes are the author's or always dark (so it gets their background),
 * and left as it is otherwise; so is any block whose highlighting throws. Each block's `pre` gets the
 * classes of its fence options (`wrap`, `lines`, ...), highlighted or not.
 */
export function rehypeCodeHighlight(options: CodeHighlightOptions = {}) {
  const themes = options.themes ?? SYSTEM_CODE_THEMES;
  return async (tree: HastNode) => {
    const blocks = blocksOf(tree);
    if (!blocks.length) return;
    options.onCode?.();
    const known = await Promise.all(
      blocks.map((block) => (PLAIN.has(block.language) ? false : loadLanguage(block.language))),
    );
    const languageOfBlock = (block: Block, i: number) =>
      known[i] ? block.language : themes.mode !== 'system' || needsLines(block.meta) ? PLAIN_TEXT : undefined;
    const languagesUsed = blocks.map(languageOfBlock);
    let shiki: HighlighterCore | undefined;
    if (languagesUsed.some(Boolean)) {
      try {
        shiki = await getHighlighter();
        await loadThemes(shiki, themes);
      } catch {
        shiki = undefined; // no highlighter (it failed to load): every block stays plain
      }
    }
    blocks.forEach((block, i) => {
      const language = languagesUsed[i];
      let done = false;
      if (shiki && language) {
        try {
          done = highlight(shiki, block, language, themes);
        } catch {
          // this block stays plain text
        }
      }
      // A plain block still scrolls or wraps as its fence says, and is dark on a site whose code is.
      addClasses(block.pre, [
        ...optionClasses(block.meta),
        ...(!done && themes.mode === 'dark' ? ['site-code-dark'] : []),
      ]);
    });
  };
}
