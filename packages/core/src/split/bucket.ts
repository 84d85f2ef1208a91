/**
 * Hash buckets for maps too large to ship in one piece (the Vite plugin's route map, a site's page-file
 * map): a key's bucket is a stable hash of the key, so the build that fills the buckets and the browser
 * that looks a key up agree without a table. Free of Node APIs: browser code imports it
 * (`@docsnav/core/split`).
 */

/** About this many keys per bucket. */
export const KEYS_PER_BUCKET = 200;

/** The number of buckets for `keys` keys: `ceil(keys / KEYS_PER_BUCKET)`, at least 1. */
export function bucketCount(keys: number): number {
  return Math.max(1, Math.ceil(keys / KEYS_PER_BUCKET));
}

/**
 * The bucket of a key: FNV-1a (32-bit, over UTF-16 code units) modulo `count` (0 when `count` ≤ 0).
 * Stable across builds and platforms.
 */
export function hashBucket(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return count > 0 ? (hash >>> 0) % count : 0;
}
