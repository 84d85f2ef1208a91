/**
 * Local `$ref`s of an OpenAPI document (`#/components/schemas/User`), followed for the generated request and
 * response examples of endpoint pages (request-example.ts, response-example.ts). A reference that leads
 * nowhere is reported once per pointer (an author mistake, a located warning) and stands for nothing; a
 * reference outside the document (`other.yaml#/...`) is left alone (it stands for nothing, without warning).
 */

import { escapePointer } from '@docsnav/core/parse';

/** A JSON object of the document. */
export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a reference that leads nowhere is reported as: its pointer and where it was written. */
export interface MissingRef {
  ref: string;
  /** JSON pointer of the object holding the `$ref` (`#/paths/~1users/get/responses/200`). */
  at: string;
}

/** The document and the missing references met while reading it. */
export class RefReader {
  readonly missing: MissingRef[] = [];
  readonly #seen = new Set<string>();
  constructor(readonly doc: Json) {}

  /** The value at a local pointer (`#/a/b`), undefined when there is none. */
  pointer(ref: string): unknown {
    let node: unknown = this.doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
      if (node === undefined) return undefined;
    }
    return node;
  }

  /**
   * `value` with its `$ref`s followed (a chain of them, a cycle ends it): the object referred to, or
   * undefined when the reference leads nowhere (reported) or outside the document. `at` locates it.
   */
  resolve(value: unknown, at: string): unknown {
    const chain = new Set<string>();
    let node = value;
    while (isObject(node) && typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!ref.startsWith('#')) return undefined;
      if (chain.has(ref)) return undefined;
      chain.add(ref);
      const target = ref === '#' ? this.doc : this.pointer(ref);
      if (target === undefined) {
        if (!this.#seen.has(ref)) {
          this.#seen.add(ref);
          this.missing.push({ ref, at });
        }
        return undefined;
      }
      node = target;
    }
    return node;
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** An operation of the document, with its path item's parameters and its pointer. */
export interface FoundOperation {
  op: Json;
  item: Json;
  /** `#/paths/~1users/get` */
  at: string;
}

/** The operation at `method` `path` (a webhook: the first operation of the webhook named `path`). */
export function findOperation(
  refs: RefReader,
  method: string,
  path: string,
  webhook = false,
): FoundOperation | undefined {
  const group = webhook ? 'webhooks' : 'paths';
  const items = refs.doc[group];
  if (!isObject(items)) return undefined;
  const itemAt = `#/${group}/${escapePointer(path)}`;
  const item = refs.resolve(items[path], itemAt);
  if (!isObject(item)) return undefined;
  const key = webhook ? METHODS.find((m) => isObject(item[m])) : method.toLowerCase();
  const op = key ? item[key] : undefined;
  if (!key || !isObject(op)) return undefined;
  return { op, item, at: `${itemAt}/${key}` };
}
