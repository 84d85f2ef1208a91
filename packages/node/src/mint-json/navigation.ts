import {
  docsIcon,
  groupsOfVersion,
  groupsToDocs,
  inVersion,
  isRecord,
  isRemote,
  leading,
  type MintGroup,
  readGroups,
  splitByPrefix,
  type Unconverted,
} from './groups.js';
import type { Origins } from './origins.js';

/** A mint.json tab or anchor: a `name` and a `url` prefix (or an external link). */
interface Division {
  raw: Record<string, unknown>;
  at: string;
  url: string;
}

type Kind = 'tabs' | 'anchors';
type Out = Record<string, unknown>;

interface Context {
  mint: Record<string, unknown>;
  origins: Origins;
  notes: Unconverted[];
}

/**
 * Converts mint.json's `navigation`, `tabs`, `anchors` and `versions` into docs.json's `navigation`, by the
 * rules of Mintlify's own upgrade: pages go to the tab or anchor whose `url` prefixes their path (the
 * pages of no division go to a first "primary" one), `versions` (or `versions` with `locale`:
 * `languages`) split the groups by their `version`, and tabs or anchors that all link elsewhere become
 * global ones.
 */
export function convertNavigation(
  mint: Record<string, unknown>,
  origins: Origins,
  notes: Unconverted[],
): Out {
  const ctx: Context = { mint, origins, notes };
  const groups = readGroups(mint.navigation, '/navigation', notes);
  let tabs = readDivisions(mint, 'tabs', ctx);
  let anchors = readDivisions(mint, 'anchors', ctx);
  const versions = Array.isArray(mint.versions) ? mint.versions : [];
  if (mint.versions !== undefined && !Array.isArray(mint.versions))
    notes.push({ pointer: '/versions', message: '"versions" is not an array; it is ignored' });
  const hasTabs = tabs.length > 0;
  const hasAnchors = anchors.length > 0;

  const global: Out = {};
  if (hasTabs && tabs.every((t) => t.raw.version === undefined && isRemote(t.url))) {
    global.tabs = tabs.map((t) => divisionLink('tabs', t, ctx));
    tabs = [];
  }
  if (hasAnchors && anchors.every((a) => a.raw.version === undefined && isRemote(a.url))) {
    global.anchors = anchors.map((a) => divisionLink('anchors', a, ctx));
    anchors = [];
  }
  const remoteVersions = versions.length > 0 && versions.every((v) => isRecord(v) && isRemote(v.url));
  if (remoteVersions)
    notes.push({
      pointer: '/versions',
      message:
        'every version links to another site; docs.json has no place for such a version list, so it is dropped (as Mintlify does)',
    });

  const layout: Layout = { tabs, anchors, hasTabs, hasAnchors };
  let navigation: Out;
  if (versions.length > 0 && !remoteVersions) navigation = convertVersions(versions, groups, layout, ctx);
  else navigation = divide(groups, undefined, layout, ctx) ?? { groups: [] };
  if (global.tabs || global.anchors) {
    navigation.global = global;
    origins.mark(global, '');
  }
  return navigation;
}

interface Layout {
  tabs: Division[];
  anchors: Division[];
  hasTabs: boolean;
  hasAnchors: boolean;
}

function readDivisions(mint: Record<string, unknown>, kind: Kind, ctx: Context): Division[] {
  const value = mint[kind];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    ctx.notes.push({ pointer: `/${kind}`, message: `"${kind}" is not an array; it is ignored` });
    return [];
  }
  const out: Division[] = [];
  value.forEach((raw, i) => {
    const at = `/${kind}/${i}`;
    if (!isRecord(raw) || typeof raw.url !== 'string') {
      ctx.notes.push({
        pointer: at,
        message: `a ${kind === 'tabs' ? 'tab' : 'anchor'} needs "name" and a "url"; it is left out`,
      });
      return;
    }
    out.push({ raw, at, url: raw.url });
  });
  return out;
}

/** A tab or anchor that links elsewhere: label, href, hidden, and for anchors icon and colour. */
function divisionLink(kind: Kind, d: Division, ctx: Context): Out {
  const label = kind === 'tabs' ? 'tab' : 'anchor';
  const out: Out = { [label]: d.raw.name, href: d.url };
  const keys: Record<string, string> = { [label]: `${d.at}/name`, href: `${d.at}/url` };
  if (kind === 'anchors') addAnchorLook(out, keys, d, false);
  if (d.raw.isDefaultHidden) {
    out.hidden = d.raw.isDefaultHidden;
    keys.hidden = `${d.at}/isDefaultHidden`;
  }
  return ctx.origins.mark(out, d.at, keys);
}

/** An anchor's icon and colour (a gradient's `from` colour only when `gradients` is set). */
function addAnchorLook(out: Out, keys: Record<string, string>, d: Division, gradients = true): void {
  if (d.raw.icon) {
    out.icon = docsIcon(d.raw.icon, d.raw.iconType);
    keys.icon = `${d.at}/icon`;
  }
  const color = d.raw.color;
  const single = typeof color === 'string' ? color : gradients && isRecord(color) ? color.from : undefined;
  if (single !== undefined) {
    out.color = { light: single, dark: single };
    keys.color = `${d.at}/color`;
  }
}

/**
 * The navigation of one version (or of all): tabs or anchors, whichever is the outer level (the kind
 * whose prefixes hold the other's), with the other kind inside; plain groups without divisions.
 */
function divide(groups: MintGroup[], version: unknown, layout: Layout, ctx: Context): Out | undefined {
  const { tabs, anchors, hasTabs, hasAnchors } = layout;
  const outer = outerKind(tabs, anchors);
  if (outer === 'anchors' ? hasAnchors : hasTabs) {
    const inner: Kind = outer === 'anchors' ? 'tabs' : 'anchors';
    const outerList = outer === 'anchors' ? anchors : tabs;
    const innerList = outer === 'anchors' ? tabs : anchors;
    const { result, left } = divisions(outer, outerList, groups, false, version, ctx, innerList);
    if (left.length > 0 || innerList.length > 0) {
      const primary = primaryDivision(outer, ctx);
      if (innerList.length > 0) {
        const rest = divisions(inner, innerList, left.length > 0 ? left : groups, true, version, ctx);
        primary[inner] = rest.result;
      } else primary.groups = groupsToDocs(splitByPrefix(left, undefined, version).taken, ctx.origins);
      result.unshift(primary);
    }
    return { [outer]: result };
  }
  const other: Kind = outer === 'anchors' ? 'tabs' : 'anchors';
  if (other === 'anchors' ? hasAnchors : hasTabs) {
    const list = other === 'anchors' ? anchors : tabs;
    return { [other]: divisions(other, list, groups, true, version, ctx).result };
  }
  if (groups.length === 0) return undefined;
  return {
    groups: groupsToDocs(
      groups.filter((g) => inVersion(g, version)),
      ctx.origins,
    ),
  };
}

/**
 * Which kind is the outer level: the only one given, else the one whose prefixes hold all (or more) of
 * the other's.
 */
function outerKind(tabs: Division[], anchors: Division[]): Kind {
  if (tabs.length === 0) return 'anchors';
  if (anchors.length === 0) return 'tabs';
  const within = (a: Division, b: Division) => leading(a.url).startsWith(leading(b.url));
  const tabsInAnchors = tabs.filter((t) => anchors.some((a) => within(t, a))).length;
  const anchorsInTabs = anchors.filter((a) => tabs.some((t) => within(a, t))).length;
  if (tabsInAnchors === tabs.length) return 'tabs';
  if (anchorsInTabs === anchors.length) return 'anchors';
  return tabsInAnchors > anchorsInTabs ? 'tabs' : 'anchors';
}

/**
 * Converts one list of tabs or anchors: each takes the pages under its `url` from the groups not taken yet
 * (divisions of the other kind under its `url` go inside it instead). With `withRest`, the pages no
 * division took go to a primary division put first.
 */
function divisions(
  kind: Kind,
  list: Division[],
  groups: MintGroup[],
  withRest: boolean,
  version: unknown,
  ctx: Context,
  others: Division[] = [],
): { result: Out[]; left: MintGroup[] } {
  let left = groups.filter((g) => inVersion(g, version));
  const result: Out[] = [];
  for (const d of list) {
    if (version && d.raw.version && d.raw.version !== version) continue;
    const label = kind === 'tabs' ? 'tab' : 'anchor';
    const out: Out = { [label]: d.raw.name };
    const keys: Record<string, string> = { [label]: `${d.at}/name`, href: `${d.at}/url` };
    if (d.raw.isDefaultHidden) {
      out.hidden = d.raw.isDefaultHidden;
      keys.hidden = `${d.at}/isDefaultHidden`;
    }
    if (d.raw.openapi) {
      out.openapi = isRemote(d.url) ? d.raw.openapi : { source: d.raw.openapi, directory: d.url };
      keys.openapi = `${d.at}/openapi`;
    }
    if (kind === 'anchors') addAnchorLook(out, keys, d);
    ctx.origins.mark(out, d.at, keys);

    const deeper = list
      .filter((o) => o.url !== d.url && leading(o.url).startsWith(leading(d.url)))
      .map((o) => o.url);
    const inside = others.filter((o) => leading(o.url).startsWith(leading(d.url)));
    const innerKind: Kind = kind === 'tabs' ? 'anchors' : 'tabs';
    const innerResult =
      inside.length > 0 ? divisions(innerKind, inside, groups, false, version, ctx).result : [];
    const split = splitByPrefix(left, d.url, version, deeper);
    left = split.left;
    if (innerResult.length > 0) out[innerKind] = innerResult;
    else if (split.taken.length > 0) out.groups = groupsToDocs(split.taken, ctx.origins);
    else if (!isAbsoluteUrl(d.url) && !d.raw.openapi) continue;
    else if (!d.raw.openapi || isRemote(d.url)) out.href = d.url;
    result.push(out);
  }
  if (left.length > 0 && withRest) {
    const primary = primaryDivision(kind, ctx);
    primary.groups = groupsToDocs(splitByPrefix(left, undefined, version).taken, ctx.origins);
    result.unshift(primary);
  }
  return { result, left };
}

/** Whether a URL parses on its own (`https://x`, `mailto:x`), not a path prefix of the docs. */
function isAbsoluteUrl(url: string): boolean {
  return URL.canParse(url);
}

/** The division that takes the pages no tab or anchor took: `primaryTab` / `topAnchor`, or defaults. */
function primaryDivision(kind: Kind, ctx: Context): Out {
  const { mint, origins } = ctx;
  if (kind === 'anchors') {
    const top = isRecord(mint.topAnchor) ? mint.topAnchor : undefined;
    const out: Out = top?.name ? { anchor: top.name } : { anchor: 'Documentation', icon: 'book-open' };
    if (top?.icon) out.icon = docsIcon(top.icon, top.iconType);
    return top
      ? origins.mark(out, '/topAnchor', { anchor: '/topAnchor/name', icon: '/topAnchor/icon' })
      : out;
  }
  const tab = isRecord(mint.primaryTab) ? mint.primaryTab : undefined;
  if (!tab) return { tab: 'Documentation' };
  const out: Out = { tab: tab.name };
  if (tab.isDefaultHidden !== undefined) out.hidden = tab.isDefaultHidden;
  return origins.mark(out, '/primaryTab', { tab: '/primaryTab/name', hidden: '/primaryTab/isDefaultHidden' });
}

/**
 * `versions` (names, or `{ name, url?, default?, locale? }`): each version gets the groups of its
 * `version` and the unversioned ones, then its own tabs and anchors. When every entry has a `locale`,
 * they are `languages`.
 */
function convertVersions(versions: unknown[], groups: MintGroup[], layout: Layout, ctx: Context): Out {
  const nameOf = (v: unknown) => (isRecord(v) ? v.name : v);
  const gates = new Map<string, unknown[]>();
  for (const v of versions) {
    for (const d of [...layout.anchors, ...layout.tabs]) {
      if (d.raw.version !== nameOf(v) || isRemote(d.url)) continue;
      gates.set(d.url, [...(gates.get(d.url) ?? []), nameOf(v)]);
    }
  }
  const isLocale = versions.every((v) => isRecord(v) && v.locale);
  const result = versions.map((v, i): Out => {
    const at = `/versions/${i}`;
    const record = isRecord(v) ? v : undefined;
    let out: Out;
    const keys: Record<string, string> = { href: `${at}/url`, default: `${at}/default` };
    if (isLocale && record) {
      out = { language: record.locale };
      keys.language = `${at}/locale`;
      if (record.default) out.default = record.default;
    } else {
      out = { version: nameOf(v) };
      keys.version = record ? `${at}/name` : at;
      if (record?.default !== undefined) out.default = record.default;
    }
    ctx.origins.mark(out, at, keys);
    if (record?.url) {
      out.href = record.url;
      return out;
    }
    const own = groupsOfVersion(groups, nameOf(v), gates);
    // A language without a name is built as its locale.
    const name = record ? record.name || (isLocale ? record.locale : undefined) : v;
    const divided = divide(own.length > 0 ? own : groups, name, layout, ctx);
    if (divided) Object.assign(out, divided);
    else out.groups = [];
    return out;
  });
  return { [isLocale ? 'languages' : 'versions']: result };
}
