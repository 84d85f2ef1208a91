import type { NavIndex } from './nav-index.js';
import { segmentsOf } from './scope-switch.js';

/**
 * The sibling-path step of a switch (DESIGN §5) looks up, for every option, the current path with one
 * segment replaced or inserted. One such lookup per option builds and hashes a new path string; a page with
 * 40 versions asks 40 of them, and `splitModel` asks them for every page. Past as many lookups at one segment
 * position as the index has paths (so a page at a time never pays for it), the paths are indexed by that
 * position once: the path without the segment, then the segment; each option then asks for its segment only.
 */

interface Siblings {
  /** Plain lookups so far, per segment position. */
  asked: number[];
  /** Per segment position: the path without the segment at it → that segment → the path's pages. */
  byPosition: Array<Map<string, Map<string, readonly number[]>> | undefined>;
}

const siblings = new WeakMap<NavIndex, Siblings>();

/** The path of segments `head`, `mid` and `tail` (each joined with `/`, possibly empty). */
export function joinedPath(head: string, mid: string | undefined, tail: string): string {
  let out = head ? `/${head}` : '';
  if (mid) out += `/${mid}`;
  if (tail) out += `/${tail}`;
  return out || '/';
}

/** Finds the pages of a path given as `head`, `segment`, `tail`: see {@link siblingFinder}. */
export type SiblingFinder = (
  at: number,
  without: string,
  head: string,
  segment: string,
  tail: string,
) => readonly number[] | undefined;

/**
 * A finder of the pages (`index.pages`) of the path whose segments are `head`, `segment`, `tail` (joined with
 * `/`), where `without` is that path without `segment` (`joinedPath(head, undefined, tail)`, the same string
 * for every segment a caller asks, so that it is hashed once) and `at` the number of segments in `head`. One
 * per switch: it remembers the last `without` it looked up.
 */
export function siblingFinder(index: NavIndex): SiblingFinder {
  let s = siblings.get(index);
  if (s === undefined) {
    s = { asked: [], byPosition: [] };
    siblings.set(index, s);
  }
  const state = s;
  let lastAt = -1;
  let lastWithout = '';
  let lastSegments: Map<string, readonly number[]> | undefined;
  return (at, without, head, segment, tail) => {
    let byPath = state.byPosition[at];
    if (byPath === undefined) {
      const asked = (state.asked[at] ?? 0) + 1;
      state.asked[at] = asked;
      if (asked <= index.pages.size) return index.pages.get(joinedPath(head, segment, tail));
      byPath = state.byPosition[at] = byPosition(index, at);
      lastAt = -1;
    }
    if (at !== lastAt || without !== lastWithout) {
      [lastAt, lastWithout] = [at, without];
      lastSegments = byPath.get(without);
    }
    return lastSegments?.get(segment);
  };
}

/** The paths of the index by the segment at position `at`: the path without it → the segment → pages. */
function byPosition(index: NavIndex, at: number): Map<string, Map<string, readonly number[]>> {
  const out = new Map<string, Map<string, readonly number[]>>();
  for (const [path, pages] of index.pages) {
    const s = segmentsOf(path);
    const segment = s[at];
    // A path not written as its segments joined is never the result of a lookup by segments.
    if (segment === undefined || `/${s.join('/')}` !== path) continue;
    const without = joinedPath(s.slice(0, at).join('/'), undefined, s.slice(at + 1).join('/'));
    let bySegment = out.get(without);
    if (bySegment === undefined) {
      bySegment = new Map();
      out.set(without, bySegment);
    }
    bySegment.set(segment, pages);
  }
  return out;
}
