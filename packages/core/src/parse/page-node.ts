import type { ParsedPage } from '../model/parsed.js';
import type { PageMeta } from '../model/types.js';
import type { Builder, WalkContext } from './builder.js';
import { isIconRef } from './fields.js';
import { classifyLink } from './links.js';
import { APPLY_META_UNSAFE_LINK } from './message-ids.js';

/** Hash of a page source for `Builder.checkListing` (when it was not scanned already). */
function sourceHash(b: Builder, source: string): number {
  if (b.scan.path !== source) b.scan.scan(source);
  return b.scan.hash;
}

/** Appends a page node under `ctx.parent` and returns it; `hash` is the source's `PathScan` hash. */
export function pushPage(
  b: Builder,
  ctx: WalkContext,
  pointer: string,
  href: string,
  source: string,
  title: string,
  hidden: boolean,
  hash = sourceHash(b, source),
): ParsedPage {
  const index = b.nodes.length;
  b.checkListing(source, hash, ctx.division, pointer);
  const node: ParsedPage = {
    type: 'page',
    parent: ctx.parent,
    hidden,
    href,
    source,
    title,
  };
  b.nodes.push(node);
  b.addChild(index);
  return node;
}

/**
 * Copies frontmatter onto a page: labels, description, icon, tag, deprecated and the `url` link (checked
 * like any link: an unsafe one never enters the model). Frontmatter comes from the host, so each field is
 * type-checked and a wrong one is ignored.
 */
export function applyMeta(
  b: Builder,
  node: ParsedPage,
  meta: PageMeta,
  fallbackTitle: string,
  pointer: string,
): void {
  const sidebar = text(meta.sidebarTitle);
  const title = text(meta.title);
  node.title = sidebar ?? title ?? fallbackTitle;
  if (title !== undefined && title !== node.title) node.pageTitle = title;
  const description = text(meta.description);
  if (description !== undefined) node.description = description;
  if (isIconRef(meta.icon)) node.icon = meta.icon;
  const tag = text(meta.tag);
  if (tag !== undefined) node.tag = tag;
  if (meta.deprecated === true) node.deprecated = true;
  if (typeof meta.url === 'string') {
    const url = meta.url.trim();
    const kind = classifyLink(url);
    if (kind === 'external') node.url = { href: url, external: true };
    else if (kind === 'internal')
      node.url = { href: url.startsWith('/') ? b.basePath + url : url, external: false };
    else if (kind === 'unsafe') {
      b.report(APPLY_META_UNSAFE_LINK, pointer, node.source, url);
    }
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
