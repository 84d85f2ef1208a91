import type { ParsedPage } from '../../model/parsed.js';
import type { EndpointInfo } from '../../model/types.js';
import type { ApiScope, Builder, WalkContext } from '../builder.js';
import { EMPTY_HASH, hashString, StringTable } from '../hash-table.js';
import { ADD_ENDPOINT_PAGE_ENDPOINT_EXCLUDED, ADD_ENDPOINT_PAGE_ENDPOINT_NOT_FOUND } from '../message-ids.js';
import { pushPage } from '../page-node.js';
import { type EndpointEntry, pathSlug, slugify } from './endpoint-entry.js';
import { sameRef } from './scope.js';
import { type Operation, operationKey } from './spec-index.js';

/**
 * Mintlify's endpoint href: `{directory ?? "api-reference"}/{slug(first tag)}/{slug(summary) ?? method-path slug}`,
 * with `-1`, `-2` appended to later duplicates.
 */
export function endpointHref(
  b: Builder,
  directory: string | undefined,
  method: string,
  path: string,
  op?: Operation,
): string {
  const dir = directory ?? 'api-reference';
  const tag = op?.tags[0] === undefined ? '' : slugify(op.tags[0]);
  let last = op?.summary === undefined ? '' : slugify(op.summary);
  if (last === '') last = op?.webhook === true ? pathSlug(path) : pathSlug(method, path);
  // The href's hash from its parts, so that the href is not flattened for the lookup.
  let hash = hashString(hashString(hashString(hashString(EMPTY_HASH, b.basePath), '/'), dir), '/');
  if (tag !== '') hash = hashString(hashString(hash, tag), '/');
  hash = hashString(hash, last);
  const href = tag === '' ? `${b.basePath}/${dir}/${last}` : `${b.basePath}/${dir}/${tag}/${last}`;
  return nextHref(b, href, hash);
}

/** `href`, or `href-1`, `href-2`... for its later uses (Mintlify's endpoint hrefs); `hash` is its hash. */
function nextHref(b: Builder, href: string, hash: number): string {
  b.endpointHrefs ??= { table: new StringTable(), repeats: [] };
  const { table, repeats } = b.endpointHrefs;
  const size = table.list.length;
  const i = table.intern(href, hash);
  if (i === size) {
    repeats.push(0);
    return href;
  }
  const n = (repeats[i] ?? 0) + 1;
  repeats[i] = n;
  return `${href}-${n}`;
}

/** Outcome of looking an endpoint entry up. */
export type EndpointLookup =
  | { kind: 'found'; op: Operation; ref: string }
  | { kind: 'missing'; refs: string[] }
  | { kind: 'unloaded'; ref: string }
  | { kind: 'no-spec' };

/** Finds the operation of an entry in the spec it names or in the specs of the scope (marking it used). */
export function lookupEndpoint(
  b: Builder,
  entry: EndpointEntry,
  scope: ApiScope | undefined,
  pointer: string,
): EndpointLookup {
  let refs: string[];
  if (entry.file !== undefined) {
    refs = [entry.file];
    const file = entry.file;
    if (scope?.refs.some((r) => sameRef(r, file))) scope.used = true;
  } else if (scope !== undefined) {
    refs = scope.refs;
    scope.used = true;
  } else {
    return { kind: 'no-spec' };
  }
  let key: string | undefined;
  let unloaded: string | undefined;
  for (const ref of refs) {
    const spec = b.specSupport?.load(
      b,
      ref,
      entry.file !== undefined || scope === undefined ? pointer : scope.pointer,
    );
    if (!spec?.ok) {
      unloaded ??= ref;
      continue;
    }
    key ??= operationKey(entry.method, entry.path, entry.webhook);
    const op = spec.index.byKey.get(key);
    if (op !== undefined) return { kind: 'found', op, ref };
  }
  if (unloaded !== undefined) return { kind: 'unloaded', ref: unloaded };
  return { kind: 'missing', refs };
}

/**
 * Adds the page of a listed endpoint entry. A found operation gets Mintlify's href and its summary; an
 * entry whose spec could not be loaded stays as an unresolved endpoint page. Returns undefined when the
 * entry is dropped (missing from its spec, or `x-excluded`).
 */
export function addEndpointPage(
  b: Builder,
  source: string,
  entry: EndpointEntry,
  lookup: EndpointLookup,
  pointer: string,
  ctx: WalkContext,
): ParsedPage | undefined {
  const directory = ctx.scope?.directory;
  if (lookup.kind === 'found') {
    const op = lookup.op;
    if (op.excluded) {
      b.report(ADD_ENDPOINT_PAGE_ENDPOINT_EXCLUDED, pointer, source, lookup.ref);
      return undefined;
    }
    return operationPage(b, op, lookup.ref, directory, pointer, ctx, source);
  }
  if (lookup.kind === 'missing') {
    b.report(
      ADD_ENDPOINT_PAGE_ENDPOINT_NOT_FOUND,
      pointer,
      source,
      lookup.refs.map((r) => JSON.stringify(r)).join(' or '),
      entry.webhook ? 'webhook' : 'operation',
    );
    return undefined;
  }
  const ref = lookup.kind === 'unloaded' ? lookup.ref : undefined;
  const method = entry.webhook ? 'WEBHOOK' : entry.method;
  const href = endpointHref(b, directory, method, entry.path);
  // Title from the entry (`GET /users` as written; a webhook's name; a named file left out).
  const title = entry.webhook
    ? entry.path
    : entry.file === undefined
      ? source
      : `${entry.method} ${entry.path}`;
  const node = pushPage(b, ctx, pointer, href, source, title, ctx.hidden);
  const endpoint: EndpointInfo = { method: entry.method, path: entry.path, resolved: false };
  if (entry.webhook) endpoint.webhook = true;
  if (ref !== undefined) endpoint.spec = ref;
  node.endpoint = endpoint;
  return node;
}

/** A page for a resolved operation (listed or generated). */
export function operationPage(
  b: Builder,
  op: Operation,
  ref: string,
  directory: string | undefined,
  pointer: string,
  ctx: WalkContext,
  source: string,
): ParsedPage {
  const href = endpointHref(b, directory, op.method, op.path, op);
  const title = op.summary ?? (op.webhook ? op.path : `${op.method} ${op.path}`);
  const node = pushPage(b, ctx, pointer, href, source, title, ctx.hidden || op.hidden);
  node.endpoint = endpointInfo(op, ref);
  if (op.deprecated) node.deprecated = true;
  return node;
}

/** The `endpoint` of a page for an operation. */
export function endpointInfo(op: Operation, ref: string): EndpointInfo {
  const info: EndpointInfo = { method: op.method, path: op.path, spec: ref, resolved: true };
  if (op.webhook) info.webhook = true;
  return info;
}
