import { normalizePagePath } from '@docsnav/core/parse';
import { appendPointer } from './pointer.js';

/** Where pages are listed in a docs.json. The pages and specs to read come from core `scanReferences`
 *  (which also collects the specs endpoint entries name): this only adds the pointers. */
export interface NavEntries {
  /** First JSON pointer listing each normalized page path (`pages` entries and group `root`). */
  pagePointers: Map<string, string>;
}

const MAX_DEPTH = 256;

/**
 * Walks the `navigation` of a resolved docs.json (iteratively: deep nesting cannot overflow) and records
 * where each page is listed, so the loader can place its own page diagnostics in docs.json.
 */
export function scanNavEntries(docs: unknown): NavEntries {
  const pagePointers = new Map<string, string>();
  if (docs === null || typeof docs !== 'object' || Array.isArray(docs)) return { pagePointers };
  const navigation = (docs as Record<string, unknown>).navigation;
  const stack: Array<{ value: unknown; pointer: string; depth: number }> = [
    { value: navigation, pointer: '/navigation', depth: 0 },
  ];
  const addPage = (entry: string, pointer: string) => {
    // An endpoint entry (`spec.yaml GET /x`) gets a pointer too, never looked up: scanReferences lists it
    // as a spec, not as a page to read.
    const page = normalizePagePath(entry);
    if (page !== null && !pagePointers.has(page)) pagePointers.set(page, pointer);
  };
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || item.value === null || typeof item.value !== 'object' || item.depth > MAX_DEPTH) continue;
    const { value, pointer, depth } = item;
    const children: Array<{ value: unknown; pointer: string; depth: number }> = [];
    if (Array.isArray(value)) {
      value.forEach((child, i) => {
        children.push({ value: child, pointer: appendPointer(pointer, String(i)), depth: depth + 1 });
      });
    } else {
      for (const [key, child] of Object.entries(value)) {
        const at = appendPointer(pointer, key);
        if (key === 'pages' && Array.isArray(child)) {
          child.forEach((entry, i) => {
            if (typeof entry === 'string') addPage(entry, appendPointer(at, String(i)));
          });
        } else if (key === 'root' && typeof child === 'string') {
          addPage(child, at);
        }
        children.push({ value: child, pointer: at, depth: depth + 1 });
      }
    }
    // Reversed so that the stack visits children in document order (first listing wins).
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  return { pagePointers };
}
