import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a page shows, read from its HTML (server HTML from a file, or the live document in a browser). */
export interface PageReading {
  /** Text of the current sidebar link, its href. */
  current: string;
  href: string | null;
  crumbs: string[];
  eyebrow: string | undefined;
  h1: string;
  /** Length of the page article's text. */
  article: number;
  /** Text of the page's error boxes (compile error, missing file, render error). */
  error: string;
  /** "Loading…" placeholders. */
  loading: number;
}

/** Reads a document as {@link PageReading} (runs in the browser too: no closure over outer names). */
export function readDocument(document: Document): PageReading {
  const text = (el: Element | null) => (el?.textContent ?? '').trim();
  const current = document.querySelector('nav.docsnav-layout-sidebar [aria-current="page"]');
  const eyebrow = document.querySelector('.docsnav-eyebrow');
  return {
    current: text(current),
    href: current?.getAttribute('href') ?? null,
    crumbs: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(text),
    eyebrow: eyebrow ? text(eyebrow) : undefined,
    h1: text(document.querySelector('.site-page-header h1')),
    article: text(document.querySelector('article.site-page')).length,
    error: [...document.querySelectorAll('.site-error')].map(text).join(' | '),
    loading: document.querySelectorAll('.site-loading').length,
  };
}

/** The prerendered HTML file of `href` in a build's static files, as a static host serves it. */
export function htmlFile(files: string, href: string): string {
  const clean = decodeURIComponent(href.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
  return path.join(files, ...clean.split('/').filter(Boolean), 'index.html');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment: tags dropped, character references decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    })
    .trim();
}

/** The inside of the first element `<tag …>` whose opening tag matches `open`, up to its closing tag
 *  (same-named elements nested inside are counted). */
function inside(html: string, tag: string, open: RegExp): string | undefined {
  const start = html.search(open);
  if (start < 0) return undefined;
  const from = html.indexOf('>', start) + 1;
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return html.slice(from);
}

/**
 * Reads a prerendered page's HTML as {@link readDocument} reads a document, without a DOM: the demo site's
 * markup is React's, so the elements are found by their opening tags (a DOM parser took 0.2-0.4 s a page
 * on the shared machine, too slow for every page of every corpus site).
 */
export function readHtml(html: string): PageReading {
  const sidebar = inside(html, 'nav', /<nav class="[^"]*\bdocsnav-layout-sidebar\b/) ?? '';
  const currentTag = /<a\b[^>]*\baria-current="page"[^>]*>/.exec(sidebar);
  const current = currentTag ? (inside(sidebar.slice(currentTag.index), 'a', /<a\b/) ?? '') : undefined;
  const crumbs = inside(html, 'nav', /<nav\b[^>]*aria-label="Breadcrumb"/);
  const eyebrow = inside(html, 'p', /<p class="docsnav-eyebrow"/);
  const header = inside(html, 'header', /<header class="site-page-header"/) ?? '';
  const article = inside(html, 'article', /<article class="site-page"/);
  const errors: string[] = [];
  for (const m of html.matchAll(/<div class="site-error"/g))
    errors.push(textOf(inside(html.slice(m.index), 'div', /<div/) ?? ''));
  return {
    current: current === undefined ? '' : textOf(current),
    href: currentTag ? (/\bhref="([^"]*)"/.exec(currentTag[0])?.[1] ?? null) : null,
    crumbs: crumbs ? [...crumbs.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1] ?? '')) : [],
    eyebrow: eyebrow === undefined ? undefined : textOf(eyebrow),
    h1: textOf(inside(header, 'h1', /<h1\b/) ?? ''),
    article: article === undefined ? 0 : textOf(article).length,
    error: errors.join(' | '),
    loading: (html.match(/class="site-loading\b/g) ?? []).length,
  };
}

/** Reads the prerendered HTML of `href` (no browser, no script run): what a reader without JavaScript gets. */
export function readServerHtml(files: string, href: string): PageReading | undefined {
  let html: string;
  try {
    html = readFileSync(htmlFile(files, href), 'utf8');
  } catch {
    return undefined;
  }
  return readHtml(html);
}

/** An attribute value as the HTML writes it (`&`, `"`, `<`, `>` escaped, as React escapes them). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The "On this page" list of a prerendered page: the ids its side column's entries link to (none when the
 *  page has no list), and whether the page holds an element with each id. */
export function readTocHtml(html: string): { ids: string[]; hasId: (id: string) => boolean } {
  const column = inside(html, 'div', /<div class="docsnav-toc-column"/) ?? '';
  const ids = [...column.matchAll(/<a class="docsnav-toc-link" href="#([^"]*)"/g)].map((m) =>
    decodeURIComponent(textOf(m[1] ?? '')),
  );
  return { ids, hasId: (id) => html.includes(` id="${attribute(id)}"`) };
}
