import type { SidebarGroup, SidebarItem, SidebarPage } from '../../hook/types.js';
import type { SidebarLabels } from './sidebar-context.js';

/** The static markup of a dormant list: its entries' HTML, and its nested groups in order: the `n`th has
 *  the content id `<idBase>-<n>` (the `aria-controls` of its toggle, for the list's event handlers). */
export interface DormantMarkup {
  /** The entries (`li`), as the live ones render them. */
  html: string;
  /** Each nested group of the markup, by the number in the id of its content element (an array: lighter
   *  than a map for each of hundreds of lists). */
  groups: SidebarGroup[];
}

/** What the markup needs besides the entries. */
export interface DormantMarkupOptions {
  /** The sidebar's texts (toggle label, deprecated mark). */
  labels: SidebarLabels;
  /** Whether a nested group shows open now (the provider's expansion). */
  isOpen: (group: SidebarGroup) => boolean;
  /** Prefix of the content ids (unique in the page). */
  idBase: string;
  /** Core's `isExternalHref` (passed in: this module is loaded lazily and imports nothing the first page
   *  holds, see `dormant-code.ts`). */
  isExternal: (href: string) => boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The kit's chevron (`StrokeIcon` with its path), as React renders it. */
const CHEVRON =
  '<svg class="docsnav-chevron" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  '<path d="m9 18 6-6-6-6"></path></svg>';

const badge = (text: string, variant: string, method?: string) =>
  `<span class="docsnav-badge" data-variant="${variant}"${method ? ` data-method="${escapeHtml(method.toLowerCase())}"` : ''}>${escapeHtml(text)}</span>`;

/**
 * The HTML of a dormant list's entries (a group never shown, see `UntilFound`): the markup the live
 * entries render (`SidebarPageItem`, `SidebarGroupItem` with Radix's Collapsible), so the page looks and is
 * found the same, without a React element per entry. Null when an entry needs a component: an icon (drawn
 * by components that may load it), an external link (its mark speaks a context's text), a group that is
 * not collapsible. The caller draws the entries with React then.
 */
export function dormantMarkup(items: SidebarItem[], options: DormantMarkupOptions): DormantMarkup | null {
  const groups: SidebarGroup[] = [];
  const { labels, isOpen, idBase, isExternal } = options;
  // Parts joined once at the end: a flat string (a `+=` chain would be kept as a tree of thousands of
  // concatenations while the markup is held).
  const out: string[] = [];
  // One walk: drawing stops at the first entry the markup cannot draw.
  let drawable = true;
  const page = (p: SidebarPage) => {
    if (p.icon !== undefined || p.external || isExternal(p.href)) {
      drawable = false;
      return;
    }
    out.push(
      `<li class="docsnav-sidebar-item" data-level="${p.level}"><a class="docsnav-page" href="${escapeHtml(p.href)}">`,
      p.method ? badge(p.method, 'method', p.method) : '',
      `<span class="docsnav-page-title"${p.deprecated ? ' data-deprecated=""' : ''}>${escapeHtml(p.title)}</span>`,
      p.tag ? badge(p.tag, 'tag') : '',
      p.deprecated ? badge(labels.deprecated, 'deprecated') : '',
      '</a></li>',
    );
  };
  const group = (g: SidebarGroup) => {
    if (g.icon !== undefined || !g.collapsible || (g.href !== undefined && isExternal(g.href))) {
      drawable = false;
      return;
    }
    const id = `${idBase}-${groups.length}`;
    groups.push(g);
    const open = isOpen(g);
    const state = open ? 'open' : 'closed';
    const label = `<span class="docsnav-group-label">${escapeHtml(g.label)}</span>${g.tag ? badge(g.tag, 'tag') : ''}`;
    const toggle = `type="button" aria-controls="${id}" aria-expanded="${open}" data-state="${state}"`;
    out.push(
      `<li class="docsnav-group" data-depth="${g.depth}" data-level="${g.level}" data-state="${state}">`,
      `<div data-state="${state}"><div class="docsnav-group-header">`,
      g.href
        ? `<a class="docsnav-group-title" href="${escapeHtml(g.href)}">${label}</a><button ${toggle} class="docsnav-group-toggle" aria-label="${escapeHtml(labels.toggle(g.label))}">${CHEVRON}</button>`
        : `<button ${toggle} class="docsnav-group-title docsnav-group-toggle">${label}${CHEVRON}</button>`,
      `</div><div id="${id}" class="docsnav-group-content" data-state="${state}"${open ? '' : ' hidden="until-found"'}>`,
      `<ul class="docsnav-sidebar-list" data-level="${g.level + 1}">`,
    );
    list(g.children);
    out.push('</ul></div></div></li>');
  };
  const list = (entries: SidebarItem[]) => {
    for (let i = 0; drawable && i < entries.length; i++) {
      const entry = entries[i] as SidebarItem;
      if (entry.type === 'group') group(entry);
      else page(entry);
    }
  };
  list(items);
  return drawable ? { html: out.join(''), groups } : null;
}

/** Shows a nested group of dormant markup open (find-in-page revealed its content): the attributes the live
 *  group would have, on the elements the markup drew. */
export function markOpen(content: HTMLElement): void {
  const toggle = content.previousElementSibling?.querySelector('[aria-expanded]');
  for (const el of [content.closest('li'), content.parentElement, content, toggle])
    el?.setAttribute('data-state', 'open');
  toggle?.setAttribute('aria-expanded', 'true');
}
