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
 * compares keys itself: `findOrAdd` asks the caller whether the key behind a value with the same hash is
 * the one looked for, so collisions only cost a comparison.
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

  /**
   * The value stored under `hash` whose key is `key` (`same(value, key)`), or -1 after storing `added` under
   * `hash` when there is none. `same` is only asked about values with the same hash. (The key is passed
   * along so that `same` can be one function made once, not a closure per lookup.)
   */
  findOrAdd<K>(hash: number, added: number, same: (value: number, key: K) => boolean, key: K): number {
    const slots = this.slots;
    for (let slot = (hash ^ (hash >>> 15)) & this.mask; ; slot = (slot + 1) & this.mask) {
      const value = (slots[slot * 2 + 1] ?? 0) - 1;
      if (value === -1) {
        slots[slot * 2] = hash;
        slots[slot * 2 + 1] = added + 1;
        if (++this.size * 2 > this.mask) this.grow();
        return -1;
      }
      if (slots[slot * 2] === hash && same(value, key)) return value;
    }
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
  private readonly same = (i: number, s: string) => this.list[i] === s;

  /** The number of `s` (hashing to `hash`), added now when it is new (then it equals the previous size). */
  intern(s: string, hash: number): number {
    const found = this.table.findOrAdd(hash, this.list.length, this.same, s);
    if (found !== -1) return found;
    this.list.push(s);
    return this.list.length - 1;
  }
}
