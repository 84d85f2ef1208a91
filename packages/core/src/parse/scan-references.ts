import { parseEndpointEntry } from './openapi/endpoint-entry.js';
import type { NavReferences } from './options.js';
import { normalizePagePath } from './page-path.js';
import { isObject } from './values.js';

const MAX_SCAN_DEPTH = 200;

/**
 * Lists the page paths and OpenAPI spec references of a docs.json value (already parsed, `$ref` resolved),
 * in navigation order, each once: what a loader must read before calling `parseDocs`. Never throws.
 */
export function scanReferences(value: unknown): NavReferences {
  const pages = new Set<string>();
  const specs = new Set<string>();
  const nav = isObject(value) ? value.navigation : undefined;
  // Iterative walk (explicit stack) in document order; a string item is a page entry.
  const stack: Array<{ v: unknown; depth: number } | string> = [{ v: nav, depth: 0 }];
  while (stack.length > 0) {
    const top = stack.pop();
    if (typeof top === 'string') {
      addPage(top, pages, specs);
      continue;
    }
    if (top === undefined || top.depth > MAX_SCAN_DEPTH) continue;
    const { v, depth } = top;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1 });
      continue;
    }
    if (!isObject(v)) continue;
    addSpecs(v.openapi, specs);
    if (typeof v.root === 'string') addPage(v.root, pages, specs);
    const keys = Object.keys(v);
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k] ?? '';
      if (key === 'openapi' || key === 'root' || key === 'global') continue;
      const child = v[key];
      if (key === 'pages' && Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) {
          const entry = child[i];
          stack.push(typeof entry === 'string' ? entry : { v: entry, depth: depth + 1 });
        }
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ v: child, depth: depth + 1 });
      }
    }
  }
  return { pages: [...pages], specs: [...specs] };
}

function addPage(entry: string, pages: Set<string>, specs: Set<string>): void {
  const endpoint = entry.indexOf(' ') === -1 ? undefined : parseEndpointEntry(entry);
  if (endpoint !== undefined) {
    if (endpoint.file !== undefined) specs.add(endpoint.file);
    return;
  }
  const path = normalizePagePath(entry);
  if (path !== null) pages.add(path);
}

function addSpecs(value: unknown, specs: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') specs.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const v of value) if (typeof v === 'string' && v.trim() !== '') specs.add(v.trim());
  } else if (isObject(value)) addSpecs(value.source, specs);
}
