/**
 * OpenAPI descriptions as HTML, at build time. The spec says a `description` is CommonMark, and real specs
 * use it (links to the docs' own pages, `code`, emphasis, lists): shown as text, a reader saw
 * `[IDKit response](/world-id/reference/idkit#types)` where Mintlify shows a link. Raw HTML in a description
 * is dropped (mdast-util-to-hast's default), so a spec cannot put markup or scripts in the page.
 */
import type { EndpointSection } from '@docsnav/core';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';

/** What this module reads of a HAST tree (the `hast` types are not this package's dependency). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

/** An endpoint section whose entries carry their description as HTML too (`html`). */
export interface SiteEndpointSection extends EndpointSection {
  items: (EndpointSection['items'][number] & { html?: string })[];
}

/**
 * `markdown` as HTML: a single paragraph as its content alone (a description that follows a parameter's name
 * on the same line), anything else as its blocks. Undefined for text without any markup, which the page shows
 * as text.
 */
export function descriptionHtml(markdown: string): string | undefined {
  const tree = toHast(fromMarkdown(markdown)) as unknown as HastNode;
  const blocks = (tree.children ?? []).filter((node) => !(node.type === 'text' && !node.value?.trim()));
  const only = blocks.length === 1 ? blocks[0] : undefined;
  const inline = only?.type === 'element' && only.tagName === 'p' ? only.children : undefined;
  if (inline?.every((node) => node.type === 'text')) return undefined;
  return toHtml((inline ? { type: 'root', children: inline } : tree) as Parameters<typeof toHtml>[0]);
}

/** `sections` with each description that has markup also as HTML. */
export function withDescriptionHtml(sections: readonly EndpointSection[]): SiteEndpointSection[] {
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const html = item.description === undefined ? undefined : descriptionHtml(item.description);
      return html === undefined ? item : { ...item, html };
    }),
  }));
}
