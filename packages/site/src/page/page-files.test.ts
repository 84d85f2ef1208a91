import { describe, expect, it } from 'vitest';
import { createPageFiles, type PageBucket } from './page-files.js';
import { pageBucket } from './page-key.js';
import { fileKeyAt, type PageLoaders, pagePath } from './page-module.js';

/** A page map of `keys` in `count` buckets, counting the loads of each bucket. */
function fakeMap(keys: string[], count: number) {
  const tables: PageBucket[] = Array.from({ length: count }, () => ({ pages: {}, files: {} }));
  for (const key of keys) {
    const table = tables[pageBucket(key, count)] as { pages: PageLoaders; files: Record<string, string> };
    table.pages[key] = () => Promise.resolve({ default: null });
    table.files[key] = `${key}.mdx`;
  }
  const loads = Array.from({ length: count }, () => 0);
  let failNext = false;
  const buckets = tables.map((table, k) => () => {
    loads[k] = (loads[k] ?? 0) + 1;
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('network'));
    }
    return Promise.resolve(table);
  });
  return { buckets, loads, fail: () => (failNext = true) };
}

const keys = ['index', 'guides/intro', 'guides/index', 'hidden-page', 'docs é/x'];
for (let i = 0; i < 600; i++) keys.push(`deep/page-${i}`);

describe('createPageFiles', () => {
  it('finds a file by loading the one bucket that holds its path', async () => {
    const map = fakeMap(keys, 4);
    const files = createPageFiles(map.buckets);
    expect(files.peek('deep/page-599')).toBeUndefined();
    const bucket = await files.load('deep/page-599');
    expect(map.loads.reduce((a, b) => a + b)).toBe(1);
    expect(fileKeyAt(bucket.pages, 'deep/page-599')).toBe('deep/page-599');
    expect(bucket.files['deep/page-599']).toBe('deep/page-599.mdx');
    expect(files.peek('deep/page-599')).toBe(bucket);
  });

  it('finds a folder index and the root index in the bucket of the path asked for', async () => {
    const files = createPageFiles(fakeMap(keys, 4).buckets);
    const guides = pagePath(undefined, '/guides');
    expect(fileKeyAt((await files.load(guides)).pages, guides)).toBe('guides/index');
    const root = pagePath(undefined, '/');
    expect(fileKeyAt((await files.load(root)).pages, root)).toBe('index');
    const unknown = pagePath(undefined, '/nothing-here');
    expect(fileKeyAt((await files.load(unknown)).pages, unknown)).toBeUndefined();
  });

  it('loads each bucket once, and again after a failed load', async () => {
    const map = fakeMap(keys, 4);
    const files = createPageFiles(map.buckets);
    map.fail();
    const k = pageBucket('hidden-page', 4);
    await expect(files.load('hidden-page')).rejects.toThrow('network');
    expect(files.peek('hidden-page')).toBeUndefined();
    const [a, b] = await Promise.all([files.load('hidden-page'), files.load('hidden-page')]);
    expect(a).toBe(b);
    expect(map.loads[k]).toBe(2);
  });
});
