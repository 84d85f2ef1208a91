import { isObject, type JsonObject } from '../values.js';

/** One operation (or webhook) of an OpenAPI document, as the navigation needs it. */
export interface Operation {
  /** Upper-case HTTP method. */
  method: string;
  /** The path (`/users/{id}`) or, for a webhook, its name. */
  path: string;
  webhook: boolean;
  summary: string | undefined;
  tags: string[];
  deprecated: boolean;
  /** `x-hidden`: a page outside the sidebar. */
  hidden: boolean;
  /** `x-excluded`: no page at all. */
  excluded: boolean;
  /** `x-group`: the generated group's label instead of the first tag. */
  group: string | undefined;
}

/** Operations of one spec, in document order and by entry key (`GET /path`, `webhook name`). */
export interface SpecIndex {
  operations: Operation[];
  byKey: Map<string, Operation>;
}

/** A spec reference after loading: indexed, or failed (`error`), or not given by the caller (`absent`). */
export type LoadedSpec = { ok: true; index: SpecIndex } | { ok: false; reason: 'error' | 'absent' };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The key an endpoint entry is looked up by. */
export function operationKey(method: string, path: string, webhook: boolean): string {
  return webhook ? `webhook ${path}` : `${method} ${path}`;
}

/** Indexes an OpenAPI 3.0 / 3.1 document; returns an error message when it is not one. */
export function indexSpec(document: unknown): SpecIndex | string {
  if (!isObject(document)) return 'the document is not an object';
  const paths = document.paths;
  const webhooks = document.webhooks;
  if (!isObject(paths) && !isObject(webhooks)) {
    return 'the document has neither `paths` nor `webhooks`, so it is not an OpenAPI description';
  }
  const index: SpecIndex = { operations: [], byKey: new Map() };
  if (isObject(paths)) addItems(index, paths, false);
  if (isObject(webhooks)) addItems(index, webhooks, true);
  return index;
}

function addItems(index: SpecIndex, items: JsonObject, webhook: boolean): void {
  for (const path of Object.keys(items)) {
    const item = items[path];
    if (!isObject(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const method = m.toUpperCase();
      const operation: Operation = {
        method,
        path,
        webhook,
        summary: nonEmpty(op.summary),
        tags: Array.isArray(op.tags)
          ? op.tags.filter((t): t is string => typeof t === 'string' && t !== '')
          : [],
        deprecated: op.deprecated === true,
        hidden: op['x-hidden'] === true || item['x-hidden'] === true,
        excluded: op['x-excluded'] === true || item['x-excluded'] === true,
        group: nonEmpty(op['x-group']),
      };
      index.operations.push(operation);
      const key = operationKey(method, path, webhook);
      if (!index.byKey.has(key)) index.byKey.set(key, operation);
      // A webhook entry names no method: the first operation of the item answers `webhook name`.
      if (webhook && !index.byKey.has(`webhook ${path}`)) index.byKey.set(`webhook ${path}`, operation);
    }
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
