import type { NavLocation } from '@docsnav/core';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { SidebarItem, SidebarView } from '../../hook/types.js';

/** Sidebar entries drawn before and after the current page's entry in the first render. */
const AROUND = 40;

/** Per list (the scope, or a top-level group, by id): the range of its entries drawn in the first render. */
export type FirstRender = ReadonlyMap<string, readonly [number, number]>;

/** The first-render ranges of the mounted sidebar, for its lists. */
export const FirstRenderContext = createContext<FirstRender>(new Map());

/**
 * What the first render of a sidebar draws with the `deferred` collapsed mode (the default): in document
 * order, the `AROUND` entries before and after the current page's entry (closed nested groups count as one
 * entry: their pages are deferred anyway), as a range per list — the scope's list and each top-level
 * group's. Lists absent from the map are drawn whole; a small sidebar gives an empty map. `isOpen` tells
 * which groups show open (`useNavigationSnapshot().isOpen`).
 */
export function firstRender(
  view: SidebarView,
  loc: NavLocation,
  isOpen: (group: number) => boolean,
): FirstRender {
  const spans = new Map<string, [number, number][]>();
  const startOf = new Map<string, number>();
  let seq = 0;
  let current = 0;
  const walk = (owner: string, items: SidebarItem[], windowed: boolean) => {
    const list: [number, number][] = [];
    for (const item of items) {
      const start = seq++;
      if (item.node === loc.page || (item.type === 'group' && item.root === loc.page)) current = start;
      if (item.type === 'group' && (!item.collapsible || isOpen(item.node))) {
        // Only a windowed list's owner is looked up (not every entry: a sidebar mount walks them all).
        if (!item.collapsible) startOf.set(item.id, start);
        walk(item.id, item.children, !item.collapsible);
      }
      list.push([start, seq]);
    }
    if (windowed) spans.set(owner, list);
  };
  walk(view.id, view.items, true);
  const out = new Map<string, [number, number]>();
  if (seq <= 2 * AROUND) return out;
  const [lo, hi] = [current - AROUND, current + AROUND];
  for (const [owner, list] of spans) {
    const a = list.findIndex(([s, e]) => e > lo && s <= hi);
    let b = Math.max(a, 0);
    while (b < list.length && (list[b]?.[0] ?? hi + 1) <= hi) b++;
    // A list wholly outside is either in a group drawn later (whole, by the transition) or under a heading
    // drawn now: then empty for now.
    const head = startOf.get(owner) ?? lo;
    if (a < 0) {
      if (head >= lo && head <= hi) out.set(owner, [0, 0]);
    } else if (a > 0 || b < list.length) out.set(owner, [a, b]);
  }
  return out;
}

/**
 * The sidebar views to keep mounted: the current one first and, until a low-priority transition removes
 * it, the one shown before the scope changed (to be rendered hidden). Leaving a big sidebar (another tab,
 * version...) then does not pay for unmounting it during the navigation itself. A split model's scope
 * arriving with the navigation changes nothing to this: the store keeps the views of loaded scopes across
 * its new index, and entries subscribe by id, so the hidden one's entries do not render again.
 */
export function useLeavingViews(view: SidebarView): SidebarView[] {
  const [mounted, setMounted] = useState([view]);
  // A view of the same scope (rebuilt when a model changes) replaces the mounted one: it is not a leaving
  // view, and it keeps its key (the scope's id), so the list is updated, not remounted.
  const views =
    mounted[0] === view
      ? mounted
      : [view, ...mounted.filter((v) => v !== view && v.id !== view.id)].slice(0, 2);
  useEffect(() => {
    if (views.length > 1) startTransition(() => setMounted([view]));
    else if (mounted[0] !== view) setMounted([view]);
  });
  return views;
}

/**
 * The entries of a list (the scope's, or a top-level group's) to draw now: in the first render, the range
 * `firstRender` chose (so mounting a sidebar, on load or in another tab, commits in bounded time whatever
 * the site's size); everything in a low-priority transition right after mount. The browser's scroll
 * anchoring keeps the visible entries in place when those above them arrive. Server and hydration
 * renders draw the same range.
 */
export function useProgressiveItems(items: SidebarItem[], owner: string): SidebarItem[] {
  const first = useContext(FirstRenderContext);
  const [range, setRange] = useState(() => first.get(owner));
  useEffect(() => {
    if (range) startTransition(() => setRange(undefined));
  }, [range]);
  return range ? items.slice(range[0], range[1]) : items;
}
