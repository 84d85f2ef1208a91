import { cached } from '@docsnav/core';
import { appendPointer } from '../pointer.js';

/** Where an object of the converted docs.json came from in mint.json: itself, its keys, its items. */
interface NodeOrigin {
  self: string;
  keys: Map<string, string>;
  items: Map<number, string>;
  /** The value is mint.json's own (copied as is): its descendants sit at the same relative pointers. */
  verbatim: boolean;
}

/**
 * Records, while the conversion builds docs.json objects, the mint.json pointer each object, key and array
 * item was made from; {@link Origins.map} then turns that into docs.json pointer → mint.json pointer.
 */
export class Origins {
  readonly #nodes = new WeakMap<object, NodeOrigin>();

  /** Records that `target` was made from the value at `self`; `keys` name the mint.json key of each key. */
  mark<T extends object>(target: T, self: string, keys: Readonly<Record<string, string>> = {}): T {
    const node = this.#node(target, self);
    for (const [key, from] of Object.entries(keys)) node.keys.set(key, from);
    return target;
  }

  /** Records that `value` (an object or array of mint.json) was copied as is from `self`. Returns it. */
  copy<T>(value: T, self: string): T {
    if (typeof value === 'object' && value !== null) this.#node(value, self).verbatim = true;
    return value;
  }

  /** Records that item `index` of the array `target` came from `from`. */
  item(target: unknown[], index: number, from: string): void {
    this.#node(target, '').items.set(index, from);
  }

  /** The mint.json pointer of every docs.json pointer the conversion recorded. */
  map(docs: unknown): Map<string, string> {
    const out = new Map<string, string>();
    // `copied`: the mint.json pointer of this value when it lies inside a verbatim copy.
    const walk = (value: unknown, pointer: string, copied: string | undefined) => {
      if (typeof value !== 'object' || value === null) return;
      const node = this.#nodes.get(value);
      if (node?.self) out.set(pointer, node.self);
      const base = node?.verbatim ? node.self : copied;
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [i, v])
        : Object.entries(value);
      for (const [key, child] of entries) {
        const childPointer = appendPointer(pointer, String(key));
        const inCopy = base === undefined ? undefined : appendPointer(base, String(key));
        const from = (typeof key === 'number' ? node?.items.get(key) : node?.keys.get(key)) ?? inCopy;
        if (from !== undefined) out.set(childPointer, from);
        walk(child, childPointer, inCopy);
      }
    };
    walk(docs, '', undefined);
    return out;
  }

  #node(target: object, self: string): NodeOrigin {
    const node = cached(
      this.#nodes,
      target,
      (): NodeOrigin => ({ self, keys: new Map(), items: new Map(), verbatim: false }),
    );
    if (self) node.self = self;
    return node;
  }
}

/**
 * The mint.json pointer for a docs.json pointer: the recorded one of the pointer or, failing that, of its
 * nearest recorded ancestor.
 */
export function mintPointerOf(map: ReadonlyMap<string, string>, docsPointer: string): string {
  for (let p = docsPointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const hit = map.get(p);
    if (hit !== undefined) return hit;
    if (p === '') return '';
  }
}
