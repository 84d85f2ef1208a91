import type { EndpointSupport } from '../builder.js';
import { UNUSUAL_ENTRY_ENDPOINT_WITHOUT_SPEC } from '../message-ids.js';
import { parseEndpointEntry } from './endpoint-entry.js';
import { addEndpointPage, endpointInfo, lookupEndpoint } from './endpoint-page.js';

/**
 * Endpoint entries and pages whose frontmatter names an operation, for the walkers (`Builder.endpoints`): the
 * parses that build a whole model import it; the browser's lazy split imports it only when its docs.json
 * has an entry that may be one.
 */
export const ENDPOINTS: EndpointSupport = {
  entry(b, entry, pointer, ctx, isRoot) {
    const parsed = parseEndpointEntry(entry);
    if (parsed === undefined) return undefined;
    const source = entry.trim();
    const lookup = lookupEndpoint(b, parsed, ctx.scope, pointer);
    if (lookup.kind === 'no-spec') {
      b.report(UNUSUAL_ENTRY_ENDPOINT_WITHOUT_SPEC, pointer, source);
      return undefined;
    }
    const page = addEndpointPage(b, source, parsed, lookup, pointer, ctx);
    if (page === undefined) return -1;
    if (isRoot) page.isGroupRoot = true;
    return b.nodes.length - 1;
  },
  meta(b, page, meta, pointer, ctx) {
    const parsed = typeof meta.openapi === 'string' ? parseEndpointEntry(meta.openapi) : undefined;
    if (parsed === undefined) return;
    const lookup = lookupEndpoint(b, parsed, ctx.scope, pointer);
    if (lookup.kind === 'found') {
      page.endpoint = endpointInfo(lookup.op, lookup.ref);
      if (lookup.op.deprecated) page.deprecated = true;
      if (meta.title === undefined && meta.sidebarTitle === undefined && lookup.op.summary !== undefined)
        page.title = lookup.op.summary;
    } else {
      page.endpoint = { method: parsed.method, path: parsed.path, resolved: false };
      if (parsed.webhook) page.endpoint.webhook = true;
    }
  },
};
