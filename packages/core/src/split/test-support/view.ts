import { expect } from 'vitest';
import type { NavScope, NavShell, PageNode } from '../../model/types.js';
import { divisionOptions } from '../../query/division-options.js';
import { globalAnchors } from '../../query/global-anchors.js';
import { locate, type NavLocation } from '../../query/locate.js';
import type { NavIndex } from '../../query/nav-index.js';
import { switchTargets } from '../../query/switch.js';
import { breadcrumbs, neighbours } from '../../query/trail.js';
import { createSplitIndex } from '../split-index.js';

/** What a reader sees at a location, by ids and hrefs (node indices differ between whole and split). */
export function view(index: NavIndex, loc: NavLocation) {
  const id = (n: number | undefined) => (n === undefined || n < 0 ? undefined : index.nodes[n]?.id);
  const kinds = ['tab', 'menu', 'anchor', 'dropdown'] as const;
  return {
    page: id(loc.page),
    sidebar: id(loc.sidebar),
    trail: loc.trail.map(id),
    divisions: Object.fromEntries(Object.entries(loc.divisions).map(([k, v]) => [k, id(v)])),
    crumbs: breadcrumbs(index, loc).map((c) => [c.label, c.href]),
    pager: Object.values(neighbours(index, loc)).map((n) => id(n)),
    options: kinds.map((k) => divisionOptions(index, loc, k).map((o) => [id(o.node), o.href, o.current])),
    switches: (['version', 'language', 'product'] as const).map((k) =>
      switchTargets(index, loc, k, { search: 'q=1' }).map((t) => [id(t.node), t.href, t.fallback]),
    ),
    global: globalAnchors(index, loc).map((a) => a.href),
  };
}

/** What a page needs of a split: the shell, the scope ids of a pathname, and a scope by id (answers may be
 *  promises, as a lazy split's `parseSplit` gives them). */
export interface SplitSource {
  shell: NavShell;
  scopesFor(pathname: string): string[] | Promise<string[]>;
  scope(id: string): NavScope | undefined | Promise<NavScope | undefined>;
}

/**
 * Every page of `whole` at its own place (where its pathname locates): the split index holding only
 * `scopesFor(page)` shows the same `view` as the whole model. `also` adds checks per page. Returns the
 * number of pages checked.
 */
export async function expectSameViewAtEveryPage(
  whole: NavIndex,
  split: SplitSource,
  also?: (page: PageNode, ids: string[], loc: NavLocation) => void | Promise<void>,
): Promise<number> {
  const byScopes = new Map<string, NavIndex>();
  let checked = 0;
  for (const [i, x] of whole.nodes.entries()) {
    if (x.type !== 'page') continue;
    const loc = locate(whole, x.href);
    if (loc.page !== i) continue;
    const ids = await split.scopesFor(x.href);
    const key = ids.join('\n');
    let index = byScopes.get(key);
    if (index === undefined) {
      const scopes = await Promise.all(ids.map((id) => split.scope(id)));
      index = createSplitIndex(
        split.shell,
        scopes.flatMap((s) => s ?? []),
      );
      byScopes.set(key, index);
    }
    expect(view(index, locate(index, x.href)), x.href).toEqual(view(whole, loc));
    await also?.(x, ids, loc);
    checked++;
  }
  return checked;
}
