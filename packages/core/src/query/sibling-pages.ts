import { cached } from '../cache.js';
import type { NavIndex } from './nav-index.js';

/**
 * The sibling-path step of a switch (DESIGN §5) looks up, for every option, the current path with one
 * segment replaced or inserted. One such lookup per option builds and hashes a new path string; a page with
 * 40 versions asks 40 of them, and `splitModel` asks them for every page. Past `TABLE_AFTER` lookups per path
 * of the index at one segment position (so a page at a time never pays for it), the paths are indexed by that
 * position once: the path without the segment, then the segment; each option then asks for its segment only.
 */

/** Lookups per path of the index at one position after which the table pays for itself (building it costs
 *  about as much per path as a few lookups). */
export const TABLE_AFTER = 4;

/** The pages of the paths sharing one path without the segment at a position: by that segment (a pair
 *  when it is the only one). */
type BySegment = Map<string, readonly number[]> | [segment: string, pages: readonly number[]];

interface Siblings {
  /** Plain lookups so far, per segment position. */
  asked: number[];
  /** Per segment position: the path without the segment at it → the pages by that segment. */
  byPosition: Array<Map<string, BySegment> | undefined>;
}

const siblings = new WeakMap<NavIndex, Siblings>();

/** Drops the tables of an index that stays alive after a batch of switches (`splitModel`'s `scopesFor`). */
export function forgetSiblings(index: NavIndex): void {
  siblings.delete(index);
}

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
  const state = cached(siblings, index, (): Siblings => ({ asked: [], byPosition: [] }));
  let lastAt = -1;
  let lastWithout = '';
  let last: BySegment | undefined;
  return (at, without, head, segment, tail) => {
    let byPath = state.byPosition[at];
    if (byPath === undefined) {
      const asked = (state.asked[at] ?? 0) + 1;
      state.asked[at] = asked;
      if (asked <= TABLE_AFTER * index.pages.size) return index.pages.get(joinedPath(head, segment, tail));
      byPath = state.byPosition[at] = byPosition(index, at);
      lastAt = -1;
    }
    if (at !== lastAt || without !== lastWithout) {
      [lastAt, lastWithout] = [at, without];
      last = byPath.get(without);
    }
    if (last === undefined) return undefined;
    if (Array.isArray(last)) return last[0] === segment ? last[1] : undefined;
    return last.get(segment);
  };
}

/** The paths of the index by the segment at position `at`: the path without it → the pages by segment. */
function byPosition(index: NavIndex, at: number): Map<string, BySegment> {
  const out = new Map<string, BySegment>();
  for (const [path, pages] of index.pages) {
    // Only a path written as its segments joined (`/a/b`) is ever the result of a lookup by segments.
    if (path[0] !== '/' || path.includes('//') || (path.length > 1 && path.endsWith('/'))) continue;
    // The segment at `at` runs from the slash before it (`start`) to the next slash or the end.
    let start = 0;
    for (let k = 0; k < at && start >= 0; k++) start = path.indexOf('/', start + 1);
    if (start < 0 || start + 1 >= path.length) continue;
    let end = path.indexOf('/', start + 1);
    if (end < 0) end = path.length;
    const segment = path.slice(start + 1, end);
    const without = path.slice(0, start) + path.slice(end) || '/';
    const known = out.get(without);
    if (known === undefined) out.set(without, [segment, pages]);
    else if (Array.isArray(known))
      out.set(
        without,
        new Map([
          [known[0], known[1]],
          [segment, pages],
        ]),
      );
    else known.set(segment, pages);
  }
  return out;
}
