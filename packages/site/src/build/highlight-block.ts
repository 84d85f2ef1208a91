/**
 * One code block highlighted outside a page's MDX (the generated examples of endpoint pages), exactly as the
 * page compile step highlights a fenced block: it runs `rehypeCodeHighlight` (code-highlight.ts) on a tree
 * holding that one block and reads the result back as the `pre`'s class names and data attributes and the
 * `code`'s HTML, in the site's code themes (docs.json `styling.codeblocks`), as every other block.
 */
import { rehypeCodeHighlight } from './code-highlight.js';
import type { CodeThemes } from './code-themes.js';

/** A highlighted block: the `pre`'s class and `data-*` attributes, and the inner HTML of its `code`. */
export interface HighlightedBlock {
  preClass?: string;
  preData?: Record<string, string>;
  /** The `pre`'s inline style as React wants it (a theme's background and colours, custom properties). */
  preStyle?: Record<string, string>;
  codeClass: string;
  /** Shiki's token spans, or the text escaped when the language is unknown (or highlighting failed). */
  html: string;
}

interface HastNode {
  type: string;
  tagName?: string;
  name?: string;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: { name?: string; value?: unknown }[];
  children?: HastNode[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `dataFooBar` → `data-foo-bar` */
const dataAttribute = (key: string) => `data-${key.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The HTML the highlighter put in the block's `code` (its `dangerouslySetInnerHTML` attribute). */
function htmlOf(code: HastNode): string | undefined {
  const attribute = code.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML');
  const estree = (attribute?.value as { data?: { estree?: unknown } } | undefined)?.data?.estree as
    | { body?: { expression?: { properties?: { value?: { value?: unknown } }[] } }[] }
    | undefined;
  const html = estree?.body?.[0]?.expression?.properties?.[0]?.value?.value;
  return typeof html === 'string' ? html : undefined;
}

/** `background-color:#fff;--shiki-dark:#000` → `{ backgroundColor: '#fff', '--shiki-dark': '#000' }` */
export function styleObject(style: string): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    result[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] =
      value;
  }
  return Object.keys(result).length ? result : undefined;
}

const classOf = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;

/** Highlights `text` as `language` (a fence language: `bash`, `json`...), in `themes` (docs.json's
 *  `styling.codeblocks`, as `siteCodeThemes` reads it; the site's own by default). */
export async function highlightBlock(
  language: string,
  text: string,
  themes?: CodeThemes,
): Promise<HighlightedBlock> {
  const codeClass = `language-${language}`;
  const code: HastNode = {
    type: 'element',
    tagName: 'code',
    properties: { className: [codeClass] },
    children: [{ type: 'text', value: `${text}\n` }],
  };
  const pre: HastNode = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
  const plain = { codeClass, html: escapeHtml(text) };
  try {
    await rehypeCodeHighlight(themes ? { themes } : {})({ type: 'root', children: [pre] } as never);
  } catch {
    return plain;
  }
  const highlighted = pre.children?.find((child) => child.name === 'code' || child.tagName === 'code');
  const html = highlighted && htmlOf(highlighted);
  if (!highlighted || html === undefined) return plain;
  const preData: Record<string, string> = {};
  for (const [key, value] of Object.entries(pre.properties ?? {}))
    if (/^data[A-Z]/.test(key) && (typeof value === 'string' || typeof value === 'number'))
      preData[dataAttribute(key)] = String(value);
  const style = typeof pre.properties?.style === 'string' ? styleObject(pre.properties.style) : undefined;
  return {
    preClass: classOf(pre.properties?.className),
    ...(Object.keys(preData).length ? { preData } : {}),
    ...(style ? { preStyle: style } : {}),
    codeClass: classOf(highlighted.attributes?.find((a) => a.name === 'className')?.value) ?? codeClass,
    html: html.replace(/\n$/, ''),
  };
}
