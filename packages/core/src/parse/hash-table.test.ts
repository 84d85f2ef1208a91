import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_HASH, hashString, IntTable, StringTable } from './hash-table.js';
import { normalizePagePath, PathScan, titleFromPath } from './page-path.js';
import { codes, pagesOf, parseNav } from './test-support/helpers.js';

/** Two different plain page paths whose `PathScan` hashes are equal (found by a seeded search). */
function collidingPaths(): [string, string] {
  const scan = new PathScan();
  const seen = new Map<number, string>();
  let x = 1;
  for (;;) {
    let path = '';
    for (let k = 0; k < 8; k++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      path += String.fromCharCode(97 + ((x >>> 16) % 26));
    }
    scan.scan(path);
    const other = seen.get(scan.hash);
    if (other !== undefined && other !== path) return [other, path];
    seen.set(scan.hash, path);
  }
}

describe('IntTable and StringTable', () => {
  it('keep every entry apart through growth, even when all hashes collide', () => {
    const strings = new StringTable();
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`);
    words.forEach((w, i) => {
      // Every third word shares one hash: a long collision chain across several growths.
      const hash = i % 3 === 0 ? 7 : hashString(EMPTY_HASH, w);
      expect(strings.intern(w, hash)).toBe(i);
    });
    words.forEach((w, i) => {
      expect(strings.intern(w, i % 3 === 0 ? 7 : hashString(EMPTY_HASH, w))).toBe(i);
    });
    expect(strings.list).toEqual(words);
  });

  it('finds a value by hash and key, and adds it when absent', () => {
    const table = new IntTable();
    const keys = ['a', 'b', 'c'];
    // Same hash for all three keys: only the key check tells them apart.
    const same = (v: number, key: string | undefined) => keys[v] === key;
    const find = (k: number) => table.findOrAdd(42, k, same, keys[k]);
    expect([find(0), find(1), find(0), find(2), find(1)]).toEqual([-1, -1, 0, -1, 1]);
    const asked: number[] = [];
    expect(table.findOrAdd(7, 9, (v) => asked.push(v) > 0, undefined)).toBe(-1);
    expect(asked).toEqual([]);
  });

  it('hashes a string from its parts as from the whole', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(hashString(hashString(EMPTY_HASH, a), b)).toBe(hashString(EMPTY_HASH, a + b));
      }),
    );
  });
});

describe('PathScan', () => {
  it('calls a path plain only when normalization keeps it and it is no endpoint entry', () => {
    const scan = new PathScan();
    const path = fc.oneof(
      fc.string(),
      fc
        .array(fc.constantFrom('a', 'b-c', '', '.', '..', ' ', 'x.mdx', '\\', 'é'), { maxLength: 5 })
        .map((s) => s.join('/')),
    );
    fc.assert(
      fc.property(path, (p) => {
        if (scan.scan(p)) {
          expect(normalizePagePath(p)).toBe(p);
          expect(p).not.toMatch(/[ \t]/);
        }
      }),
    );
    expect(['guides/intro', 'a-b/c_d/é', 'x'].map((p) => scan.scan(p))).toEqual([true, true, true]);
    expect(['/a', 'a/', 'a//b', 'a b', 'a/./b', '', 'a\\b'].map((p) => scan.scan(p))).toEqual(
      Array(7).fill(false),
    );
  });

  it('gives the last segment and the same hash to the same path', () => {
    const scan = new PathScan();
    scan.scan('guides/setup/install');
    const { hash, segment, segmentHash } = scan;
    expect(segment).toBe('guides/setup/'.length);
    scan.scan('other/path');
    scan.scan(['guides', 'setup', 'install'].join('/'));
    expect([scan.hash, scan.segment, scan.segmentHash]).toEqual([hash, segment, segmentHash]);
  });
});

describe('hash collisions in a parse', () => {
  const [a, b] = collidingPaths();

  it('keep two different pages apart, with their own ids and titles', () => {
    const { model, diagnostics } = parseNav({ pages: [a, b] });
    expect(pagesOf(model).map((p) => [p.id, p.title])).toEqual([
      [a, titleFromPath(a)],
      [b, titleFromPath(b)],
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('still find a page listed twice behind a colliding one', () => {
    const { model, diagnostics } = parseNav({ pages: [a, b, a] });
    expect(pagesOf(model).map((p) => p.id)).toEqual([a, b, `${a}#2`]);
    expect(codes(diagnostics)).toEqual(['duplicate-page@/navigation/pages/2']);
  });
});
