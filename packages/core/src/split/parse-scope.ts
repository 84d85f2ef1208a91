import type { DivisionNode, ModelDivision, ModelEntry, ModelItem } from '../model/types.js';
import { Builder, NO_CHILDREN, type WalkContext } from '../parse/builder.js';
import { pushRoot } from '../parse/normalize.js';
import type { ParseOptions } from '../parse/options.js';
import type { JsonObject } from '../parse/values.js';
import { walkChildren } from '../parse/walk-divisions.js';

/** A division's groups or pages left for later: what walking them needs. */
export interface Job {
  obj: JsonObject;
  key: 'groups' | 'pages';
  pointer: string;
  ctx: WalkContext;
  division: DivisionNode;
  /** The href (without `basePath`) of its first page, read from the raw value. */
  first: string;
}

const isDivision = (x: ModelItem): x is ModelDivision => typeof x !== 'string' && 'division' in x;

/** A division's groups and pages, parsed; `endpoints`: some are endpoint pages; `unsure`: an entry may be an
 *  endpoint entry, which this lean parse does not read (`Builder.incomplete`). */
export interface ParsedJob {
  items: ModelEntry[];
  endpoints: boolean;
  unsure: boolean;
}

/** Parses a division's groups or pages left for later, with a lean builder of their own (no endpoint
 *  entries: a scope that has some is taken from the whole file's parse, whose hrefs count the endpoints
 *  before it). */
export function parseJob(job: Job, options: ParseOptions): ParsedJob {
  const b = new Builder(options ?? {});
  const root = pushRoot(b);
  const d = job.division;
  const node: DivisionNode = {
    id: '',
    type: 'division',
    parent: 0,
    children: NO_CHILDREN,
    end: 2,
    hidden: d.hidden,
    kind: d.kind,
    label: d.label,
  };
  b.nodes.push(node);
  b.addChild(1);
  const mark = b.childMark();
  const scope = job.ctx.scope && { ...job.ctx.scope, owner: 1, used: false };
  const ctx: WalkContext = { ...job.ctx, parent: 1, division: 1, scope };
  walkChildren(b, job.obj, job.key, job.pointer, ctx);
  b.specSupport?.generate(b, scope, ctx);
  node.end = root.end = b.nodes.length;
  node.children = b.takeChildren(mark);
  root.children = b.takeChildren(0);
  const division = b.model().items[0];
  const items = division !== undefined && isDivision(division) ? (division.items ?? []) : [];
  const has = b.nodes.some((n) => typeof n !== 'string' && n.type === 'page' && n.endpoint !== undefined);
  return { items: items as ModelEntry[], endpoints: has, unsure: b.incomplete };
}
