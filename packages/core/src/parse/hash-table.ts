/**
 * Hashing without allocation, for the per-page lookups of a parse (duplicate pages, titles by path segment,
 * node ids). A `Set<string>` would hash each key natively but grows a heap table the garbage collector must
 * copy while the whole parsed document is alive; these tables live in typed arrays instead, and the hashes
 * come from a pass over the characters the parser makes anyway.
 */

/** FNV-1a offset basis: the hash of an empty string. */
export const EMPTY_HASH = 0x811c9dc5 | 0;

/** Continues FNV-1a hash `h` over `s`: `hashString(hashString(h, a), b)` is the hash of `a + b`. */
export function hashString(h: number, s: string): number {
  let x = h;
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 0x01000193);
  return x;
}

/**
 * An open-addressing table from 32-bit hashes to non-negative integers (node or entry indexes). It never
 * compares keys: a caller walks the slots of a hash (`first`, then `next` until `value` is -1) and checks
 * its own key behind each value whose `hashAt` matches, so collisions only cost a comparison.
 */
export class IntTable {
  /** Per slot, two numbers: the hash and value + 1 (0: an empty slot); together, one cache line a probe. */
  private slots: Int32Array;
  private mask: number;
  private size = 0;

  /** `entries`: how many values are expected (the table grows past it anyway). */
  constructor(entries = 128) {
    let capacity = 256;
    while (capacity < entries * 2 && capacity < 1 << 24) capacity *= 2;
    this.slots = new Int32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  /** First slot to look at for `hash`. */
  first(hash: number): number {
    return (hash ^ (hash >>> 15)) & this.mask;
  }

  /** The slot after `slot`. */
  next(slot: number): number {
    return (slot + 1) & this.mask;
  }

  /** The value in `slot`, or -1 when the slot is empty (the end of the walk). */
  value(slot: number): number {
    return (this.slots[slot * 2 + 1] ?? 0) - 1;
  }

  hashAt(slot: number): number {
    return this.slots[slot * 2] ?? 0;
  }

  /** Stores `value` under `hash` in `slot`, which a walk ended on (empty). */
  put(slot: number, hash: number, value: number): void {
    this.slots[slot * 2] = hash;
    this.slots[slot * 2 + 1] = value + 1;
    if (++this.size * 2 > this.mask) this.grow();
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    const slots = new Int32Array(capacity * 2);
    const mask = capacity - 1;
    for (let i = 0; i < old.length; i += 2) {
      const v = old[i + 1] ?? 0;
      if (v === 0) continue;
      const h = old[i] ?? 0;
      let slot = (h ^ (h >>> 15)) & mask;
      while (slots[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * 2] = h;
      slots[slot * 2 + 1] = v;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/**
 * Strings numbered in the order they were first added, found by a hash the caller computes (with
 * `hashString`, possibly from parts, as long as equal strings get equal hashes).
 */
export class StringTable {
  private readonly table = new IntTable();
  readonly list: string[] = [];

  /** The number of `s` (hashing to `hash`), added now when it is new (then it equals the previous size). */
  intern(s: string, hash: number): number {
    const t = this.table;
    for (let slot = t.first(hash); ; slot = t.next(slot)) {
      const i = t.value(slot);
      if (i === -1) {
        t.put(slot, hash, this.list.length);
        this.list.push(s);
        return this.list.length - 1;
      }
      if (t.hashAt(slot) === hash && this.list[i] === s) return i;
    }
  }
}
