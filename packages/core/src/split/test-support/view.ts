import { divisionOptions } from '../../query/division-options.js';
import { globalAnchors } from '../../query/global-anchors.js';
import type { NavLocation } from '../../query/locate.js';
import type { NavIndex } from '../../query/nav-index.js';
import { switchTargets } from '../../query/switch.js';
import { breadcrumbs, neighbours } from '../../query/trail.js';

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
