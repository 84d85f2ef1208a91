import { hashBucket } from '@docsnav/core/split';

/**
 * The bucket of the page-file map (`virtual:docsnav-pages`) that holds a page key (`guides/intro`). `x`
 * and `x/index` share a bucket, so finding the file of a path (`x` or `x/index`) loads one bucket. The
 * empty path (the root, whose file is `index`) is looked up as `index`.
 */
export function pageBucket(key: string, count: number): number {
  return hashBucket(key.endsWith('/index') ? key.slice(0, -'/index'.length) : key, count);
}
