import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

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

/** Reads the prerendered HTML of `href` (no browser, no script run): what a reader without JavaScript gets. */
export function readServerHtml(files: string, href: string): PageReading | undefined {
  let html: string;
  try {
    html = readFileSync(htmlFile(files, href), 'utf8');
  } catch {
    return undefined;
  }
  const dom = new JSDOM(html);
  try {
    return readDocument(dom.window.document);
  } finally {
    dom.window.close();
  }
}
