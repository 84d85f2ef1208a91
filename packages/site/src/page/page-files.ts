import { pageBucket } from './page-key.js';
import type { PageLoaders } from './page-module.js';

/** One bucket of the page-file map, as `virtual:docsnav-pages/<k>` exports it. */
export interface PageBucket {
  /** Page key (`guides/intro`) → its compiled module, loaded lazily. */
  pages: PageLoaders;
  /** Page key → the file, relative to the docs folder (`guides/intro.mdx`). */
  files: Readonly<Record<string, string>>;
}

/** The page-file map in buckets: each loaded once, on demand. */
export interface PageFiles {
  /** The bucket that holds the file of a page path (`pagePath`: `x` or `x/index`; `index` for the empty
   *  path), if it is loaded already. */
  peek(path: string): PageBucket | undefined;
  /** Loads that bucket (the same promise on every call while it is pending or loaded; a failed load is
   *  tried again on the next call). */
  load(path: string): Promise<PageBucket>;
}

/** The page-file map over the per-bucket imports of `virtual:docsnav-pages` (`pageBuckets`). */
export function createPageFiles(buckets: ReadonlyArray<() => Promise<PageBucket>>): PageFiles {
  const loaded = new Map<number, PageBucket>();
  const pending = new Map<number, Promise<PageBucket>>();
  const empty: PageBucket = { pages: {}, files: {} };
  const bucketOf = (path: string) => pageBucket(path || 'index', buckets.length);
  return {
    peek: (path) => loaded.get(bucketOf(path)),
    load(path) {
      const k = bucketOf(path);
      const done = loaded.get(k);
      if (done) return Promise.resolve(done);
      let promise = pending.get(k);
      if (!promise) {
        const load = buckets[k];
        promise = (load ? load() : Promise.resolve(empty)).then(
          (bucket) => {
            loaded.set(k, bucket);
            pending.delete(k);
            return bucket;
          },
          (error: unknown) => {
            pending.delete(k);
            throw error;
          },
        );
        pending.set(k, promise);
      }
      return promise;
    },
  };
}
