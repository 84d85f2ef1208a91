/**
 * Rehype plugin: syntax highlighting of code blocks at build time, as Mintlify highlights every fenced block
 * (and the blocks of `<CodeGroup>`, `<RequestExample>`, `<ResponseExample>`). Shiki tokenizes the block with
 * the grammar of its language (Oniguruma as WebAssembly, from the shiki package: nothing fetched) and every token
 * becomes a `span` carrying both themes' colours as CSS custom properties (`--shiki-light`, `--shiki-dark`):
 * site.css picks one with the page's colour scheme. The page ships spans, never the highlighter.
 *
 * One highlighter per process (so per build: the client and server builds share it), created when the
 * first block of a known language is met (a site without code never loads Shiki), and each language's
 * grammar loaded once, when a block first uses it. A block whose language Shiki does not know (`curl`,
 * `mermaid`, none), or whose highlighting throws, stays plain text: a page never fails for its code.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// Static imports: the site's Vite config loads this file through a module runner that is closed once the
// config is read, so a dynamic `import()` here would fail in the build. These modules are small (the
// grammars and themes they list load on demand).
import { createHighlighterCore, type HighlighterCore, hastToHtml, type LanguageInput } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';

/** The two themes: GitHub's, the light one on a light page, the dark one on a dark page. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

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

/** Fence languages that mean "no highlighting". */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

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
}

let highlighter: Promise<HighlighterCore> | undefined;
/** Per fence language (lower-cased): the language is loaded (true) or Shiki has no grammar for it (false). */
const languages = new Map<string, Promise<boolean>>();

/** The process's highlighter, with both themes and no language yet (created on first use). */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [bundledThemes[CODE_THEMES.light], bundledThemes[CODE_THEMES.dark]],
    langs: [],
    // Oniguruma, the regex engine the grammars are written for, as WebAssembly read from the shiki package
    // on disk (nothing fetched). Shiki's JavaScript engine tokenized about 7 times slower (10 s where this
    // takes 1.5 s on 470 KB of code), which made a code-heavy site's build a third slower.
    engine: createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'))),
  });
  return highlighter;
}

/** Loads the grammar of a fence language once; false when Shiki has none (or it fails to load). */
function loadLanguage(language: string): Promise<boolean> {
  let loaded = languages.get(language);
  if (!loaded) {
    loaded = (async () => {
      const grammars: Readonly<Record<string, LanguageInput>> = bundledLanguages;
      const grammar = Object.hasOwn(grammars, language) ? grammars[language] : undefined;
      if (!grammar) return false;
      const shiki = await getHighlighter();
      await shiki.loadLanguage(grammar);
      return true;
    })().catch(() => false);
    languages.set(language, loaded);
  }
  return loaded;
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

/** A block to highlight: its `pre`, its `code` and the code's text (only plain text children). */
interface Block {
  pre: HastNode;
  code: HastNode;
  language: string;
  text: string;
}

/** The code blocks of a tree whose language asks for highlighting. Iterative: deep trees are fine. */
function blocksOf(tree: HastNode): Block[] {
  const blocks: Block[] = [];
  const stack: HastNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'element' && node.tagName === 'pre') {
      const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
      const language = code && languageOf(code);
      const children = code?.children ?? [];
      if (code && language && !PLAIN.has(language) && children.every((child) => child.type === 'text'))
        blocks.push({ pre: node, code, language, text: children.map((child) => child.value ?? '').join('') });
      continue;
    }
    if (node.children) stack.push(...node.children);
  }
  return blocks;
}

/**
 * The highlighted HTML of a block, by language and text: a build compiles every page twice (the browser's
 * build, then the server's, in one process), so each block is tokenized once. Emptied when it holds many.
 */
const tokenized = new Map<string, string>();
const MAX_CACHED = 20_000;

/** Shiki's token spans (and newlines) of a block's text as HTML, or undefined when it gave none. */
function highlightedHtml(shiki: HighlighterCore, block: Block): string | undefined {
  const key = `${block.language}\n${block.text}`;
  const cached = tokenized.get(key);
  if (cached !== undefined) return cached;
  // mdast-util-to-hast ends a block's text with a newline; Shiki would make it an empty last line.
  const ending = block.text.endsWith('\n') ? '\n' : '';
  const root = shiki.codeToHast(ending ? block.text.slice(0, -1) : block.text, {
    lang: block.language,
    themes: CODE_THEMES,
    defaultColor: false,
    colorReplacements: COLOR_REPLACEMENTS as Record<string, Record<string, string>>,
    tokenizeMaxLineLength: MAX_LINE_LENGTH,
  }) as HastNode;
  const pre = root.children?.find((child) => child.type === 'element' && child.tagName === 'pre');
  const code = pre?.children?.find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code?.children) return undefined;
  const html =
    hastToHtml({ type: 'root', children: code.children } as Parameters<typeof hastToHtml>[0]) + ending;
  if (tokenized.size >= MAX_CACHED) tokenized.clear();
  tokenized.set(key, html);
  return html;
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

/** Replaces the block's `code` by one holding Shiki's token spans, and marks its `pre` `shiki`. */
function highlight(shiki: HighlighterCore, block: Block): void {
  const html = highlightedHtml(shiki, block);
  if (html === undefined) return;
  block.pre.children = (block.pre.children ?? []).map((child) =>
    child === block.code ? codeWithHtml(block.code, html) : child,
  );
  const className = block.pre.properties?.className;
  block.pre.properties = {
    ...block.pre.properties,
    className: [...(Array.isArray(className) ? className : className ? [className] : []), 'shiki'],
  };
}

/**
 * The rehype plugin (no options): highlights every `pre > code.language-*` block of the page whose
 * language Shiki knows; the others, and any block whose highlighting throws, are left as they are.
 */
export function rehypeCodeHighlight() {
  return async (tree: HastNode) => {
    const blocks = blocksOf(tree);
    if (!blocks.length) return;
    const known = await Promise.all(blocks.map((block) => loadLanguage(block.language)));
    if (!known.some(Boolean)) return;
    let shiki: HighlighterCore;
    try {
      shiki = await getHighlighter();
    } catch {
      return; // no highlighter (it failed to load): every block stays plain
    }
    blocks.forEach((block, i) => {
      if (!known[i]) return;
      try {
        highlight(shiki, block);
      } catch {
        // this block stays plain text
      }
    });
  };
}
