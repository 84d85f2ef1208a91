/**
 * The sidebar filter's narrowing, without React: the pages of one sidebar as finder data, searched by the page
 * finder's matcher (`finder/matcher.ts`, one matcher in the kit), and the sidebar tree cut down to the
 * matching pages and the groups above them. Loaded with `import()` when a reader first uses the filter box, so
 * that none of it (nor uFuzzy) is part of a first page's code.
 */
import type { NavIndex, NavLocation } from '@docsnav/core';
import { finderDataWriter } from '@docsnav/core/finder';
import uFuzzy from '@leeoniya/ufuzzy';
import { createFinderMatcher, matchRanges } from '../finder/matcher.js';
import type { isOpen, openTrail } from '../state/expansion.js';
import type { NavigationStore } from '../state/types.js';
import type { ExpandedState, SidebarGroup, SidebarItem, SidebarPage, SidebarView } from './types.js';

/** The sidebar narrowed to a query. */
export interface FilteredSidebar {
  /** The query it was narrowed to. */
  query: string;
  /** The sidebar with only the matching pages and the groups above them (groups are copies with fewer
   *  children; pages are the sidebar's own entries). */
  view: SidebarView;
  /** How many pages match. */
  count: number;
  /** The nested groups above a match (node numbers), to open. */
  open: number[];
  /** Where the query's words occur in a text (`matchRanges`), to highlight. */
  marks: (text: string) => [number, number][];
  /** Highlights them in a sidebar's lists ({@link paintMatches}); returns the undo. */
  paint: (root: HTMLElement) => () => void;
}

/** The narrowing of one sidebar view (see {@link sidebarFilterModel}). */
export type SidebarFilterModel = (query: string) => FilteredSidebar;

/**
 * Indexes the pages of `view` for the finder's matcher: each page with its title, the labels of the groups
 * above it inside this sidebar (its group trail) and, for an endpoint, its method and path (read from
 * `index`). Returns the narrowing per query, whose cost per keystroke is the matcher's plus one walk of the
 * tree (see `pnpm bench:finder`).
 */
export function sidebarFilterModel(view: SidebarView, index: NavIndex): SidebarFilterModel {
  const pages: SidebarPage[] = [];
  const { data, label } = finderDataWriter('');
  const walk = (items: SidebarItem[], trail: number) => {
    for (const item of items) {
      if (item.type === 'group') {
        const crumbs = [...(data.trails[trail] ?? [-1, -1]), label(item.label)];
        walk(item.children, data.trails.push(crumbs) - 1);
        continue;
      }
      const page = pages.push(item) - 1;
      data.titles.push(label(item.title));
      // Hrefs are not searched by the filter: only what the sidebar shows (title, groups, endpoint).
      data.hrefs.push('');
      data.shared.push(0);
      data.trail.push(trail);
      const node = index.nodes[item.node];
      const endpoint = node?.type === 'page' ? node.endpoint : undefined;
      if (endpoint) data.endpoints.push([page, item.method ?? endpoint.method, endpoint.path]);
    }
  };
  data.trails.push([-1, -1]);
  walk(view.items, 0);
  const matcher = createFinderMatcher(data, uFuzzy);

  return (query) => {
    const matched = new Set(matcher.match(query, { includeHidden: true }).map((i) => pages[i]));
    const open: number[] = [];
    const cut = (items: SidebarItem[]): SidebarItem[] => {
      const out: SidebarItem[] = [];
      for (const item of items) {
        if (item.type === 'page') {
          if (matched.has(item)) out.push(item);
          continue;
        }
        const children = cut(item.children);
        if (children.length === 0) continue;
        if (item.collapsible) open.push(item.node);
        out.push({ ...item, children } satisfies SidebarGroup);
      }
      return out;
    };
    const items = cut(view.items);
    const marks = (text: string) => matchRanges(text, query);
    return {
      query,
      view: { ...view, items },
      count: matched.size,
      open,
      marks,
      paint: (root) => paintMatches(root, marks),
    };
  };
}

/** The filter of one navigation store (see {@link filterController}). */
export interface FilterController {
  /** Narrows `view` to `query` and opens the groups above its matches (remembering the reader's state
   *  first); a blank query restores that state and returns undefined. */
  run(query: string, view: SidebarView): FilteredSidebar | undefined;
  /** Restores the reader's open and closed groups, if the filter opened any. */
  restore(): void;
}

/**
 * What `useSidebarFilter` does with a store: narrows with a {@link sidebarFilterModel} per view (kept while
 * the view is the same), opens the matches' groups with `setState` (not reported: they are the filter's,
 * not the reader's) on top of the state saved at the first query, and puts that state back when the query
 * is cleared, exactly (with the trail of a page navigated to meanwhile opened, and then reported, since the
 * navigation reported the filter's groups to persistence and to a controlled host).
 */
export function filterController(
  s: NavigationStore,
  // The expansion rules, passed by the hook (they are in the first page's code already: importing them here
  // would split them into a chunk of their own).
  rules: { isOpen: typeof isOpen; openTrail: typeof openTrail },
): FilterController {
  const { isOpen: opened, openTrail: withTrail } = rules;
  let model: { view: SidebarView; narrow: SidebarFilterModel } | undefined;
  let saved: { expanded: ExpandedState; location: NavLocation } | undefined;
  const restore = () => {
    if (!saved) return;
    const moved = s.location !== saved.location;
    const next = moved
      ? withTrail(s.index.nodes, saved.expanded, s.location, s.options.accordion)
      : saved.expanded;
    saved = undefined;
    s.setState(s.location, next);
    if (moved) {
      s.options.onExpandedChange?.(next);
      s.options.persist?.write(next);
    }
  };
  return {
    restore,
    run(query, view) {
      if (!query.trim()) {
        restore();
        return undefined;
      }
      if (model?.view !== view) model = { view, narrow: sidebarFilterModel(view, s.index) };
      const found = model.narrow(query);
      saved ??= { expanded: s.expanded, location: s.location };
      const { nodes } = s.index;
      let next: Record<string, boolean> | undefined;
      for (const node of found.open) {
        const id = nodes[node]?.id;
        if (id === undefined || opened(nodes, next ?? s.expanded, node)) continue;
        next ??= { ...s.expanded };
        next[id] = true;
      }
      if (next) s.setState(s.location, next);
      return found;
    },
  };
}

/** The name of the kit's highlight of filter matches (`::highlight(docsnav-filter)` in sidebar.css). */
const HIGHLIGHT = 'docsnav-filter';
/** Highlighted ranges, per painting sidebar (the desktop one and the drawer's share the highlight). */
const painted = new Map<object, Range[]>();

function paint(owner: object, ranges: Range[]): void {
  if (ranges.length > 0) painted.set(owner, ranges);
  else painted.delete(owner);
  const all = [...painted.values()].flat();
  if (all.length > 0) CSS.highlights.set(HIGHLIGHT, new Highlight(...all));
  else CSS.highlights.delete(HIGHLIGHT);
}

/** Ranges over the text nodes of `el` for `[start, end)` offsets of its text content. */
function rangesIn(el: Element, found: [number, number][], out: Range[]): void {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let offset = 0;
  let k = 0;
  for (let node = walker.nextNode(); node && k < found.length; node = walker.nextNode()) {
    const length = node.nodeValue?.length ?? 0;
    while (k < found.length) {
      const [start, end] = found[k] ?? [0, 0];
      if (start >= offset + length) break;
      const range = el.ownerDocument.createRange();
      range.setStart(node, start - offset);
      range.setEnd(node, Math.min(end, offset + length) - offset);
      out.push(range);
      if (end > offset + length) {
        found[k] = [offset + length, end];
        break;
      }
      k++;
    }
    offset += length;
  }
}

/**
 * Highlights, in the lists of a sidebar (`root`), the words `marks` finds in page titles and group labels,
 * with the CSS Custom Highlight API (no change to the markup; nothing where the browser lacks it). Returns
 * the function that removes them.
 */
export function paintMatches(root: HTMLElement, marks: (text: string) => [number, number][]): () => void {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return () => {};
  const ranges: Range[] = [];
  const labels = root.querySelectorAll(
    '.docsnav-sidebar-list :is(.docsnav-page-title, .docsnav-group-label)',
  );
  for (const el of labels) {
    const found = marks(el.textContent ?? '');
    if (found.length > 0) rangesIn(el, found, ranges);
  }
  const owner = {};
  paint(owner, ranges);
  return () => paint(owner, []);
}
