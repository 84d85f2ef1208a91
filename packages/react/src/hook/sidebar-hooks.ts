/**
 * Public hooks for drawing a sidebar as the kit does, without re-rendering on every navigation: read the
 * navigation once (a first render that draws only part of a long list), and react to navigations in an
 * effect (scroll the current page into view). The kit's `Sidebar` is built on these and the hooks of
 * `hooks.ts`; a host's own sidebar uses the same ones.
 */
import type { NavLocation } from '@docsnav/core';
import { useCallback, useEffect, useRef } from 'react';
import { isOpen } from '../state/expansion.js';
import { useNavigationStore } from './internal-hooks.js';
import type { ExpandedState, NodeRef } from './types.js';

/** The navigation as it is at the moment `useNavigationSnapshot()`'s reader is called. */
export interface NavigationSnapshot {
  /** The current location (core `NavLocation`). */
  location: NavLocation;
  /** The effective expansion state. */
  expanded: ExpandedState;
  /** Whether a group shows open (top-level groups always; nested ones by the state, else docs.json). */
  isOpen(group: NodeRef): boolean;
}

/**
 * A stable function that reads the navigation now (location, expansion, open groups) without subscribing:
 * the caller does not re-render when they change. For what a component decides once, such as its first
 * render (e.g. drawing only the entries around the current page), or reads in an event handler or effect.
 */
export function useNavigationSnapshot(): () => NavigationSnapshot {
  const s = useNavigationStore();
  return useCallback(() => {
    const { expanded } = s;
    return {
      location: s.location,
      expanded,
      isOpen: (group) => isOpen(s.index.nodes, expanded, s.nodeIndex(group)),
    };
  }, [s]);
}

/**
 * Calls `listener` with the new location after every navigation, once the provider has applied it (the
 * new page's groups are open), without re-rendering the caller: e.g. to scroll the current entry into view.
 * Not called for the location at mount, nor for expansion changes. The latest `listener` is used.
 */
export function useOnNavigate(listener: (location: NavLocation) => void): void {
  const s = useNavigationStore();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    let shown = s.location;
    let { nodes } = s.index;
    return s.subscribe(() => {
      const next = s.location;
      if (next === shown) return;
      // A new location object for the same place (recomputed after mount, e.g. for a remembered choice, or
      // carried to a split model's new index) is no navigation: calling the listener then would scroll a
      // sidebar the reader has just scrolled. Nodes are compared by id (a new index renumbers them).
      const now = s.index.nodes;
      const moved =
        next.pathname !== shown.pathname ||
        now[next.page]?.id !== nodes[shown.page]?.id ||
        now[next.sidebar]?.id !== nodes[shown.sidebar]?.id;
      shown = next;
      nodes = now;
      if (moved) latest.current(next);
    });
  }, [s]);
}
