import { describe, expect, it } from 'vitest';
import { joinedPath, siblingFinder, TABLE_AFTER } from './sibling-pages.js';
import { fixture } from './test-support/fixture.js';

// Three versions whose paths differ in their first segment; one page is missing in v1, one exists only in v3
// under a deeper path, and `v2/guide` appears in two tabs (two occurrences of one path).
const f = fixture({
  navigation: {
    versions: ['v1', 'v2', 'v3'].map((v) => ({
      version: v,
      tabs: [
        {
          tab: 'Guides',
          pages: [
            `${v}/intro`,
            ...(v === 'v1' ? [] : [`${v}/guide`]),
            ...(v === 'v3' ? ['v3/deep/guide'] : []),
          ],
        },
        { tab: 'More', pages: v === 'v2' ? ['v2/guide'] : [`${v}/more`] },
      ],
    })),
  },
});

/** Every lookup a switch from `path` would make at position `at` (replace and insert), with each segment. */
function lookups(path: string, at: number) {
  const s = path.split('/').filter(Boolean);
  const out: Array<[string, string, string, string, string]> = [];
  for (const segment of ['v1', 'v2', 'v3', 'deep', 'nope']) {
    const [head, after, rest] = [s.slice(0, at).join('/'), s.slice(at + 1).join('/'), s.slice(at).join('/')];
    out.push([joinedPath(head, undefined, after), head, segment, after, joinedPath(head, segment, after)]);
    out.push([joinedPath(head, undefined, rest), head, segment, rest, joinedPath(head, segment, rest)]);
  }
  return out;
}

describe('siblingFinder', () => {
  it('finds the same pages as a lookup of the joined path, before and after it indexes the paths', () => {
    const paths = ['/v1/intro', '/v2/guide', '/v3/more', '/v3/deep/guide', '/'];
    const expected = (full: string) => f.index.pages.get(full);
    // Each round asks 50 lookups at each position: enough rounds to pass the table's threshold, and more.
    const rounds = Math.ceil((2 * TABLE_AFTER * f.index.pages.size) / 50);
    let checked = 0;
    // Enough rounds that the finder passes from plain lookups to its table at both positions.
    for (let r = 0; r < rounds; r++) {
      for (const path of paths) {
        const find = siblingFinder(f.index);
        for (const at of [0, 1]) {
          for (const [without, head, segment, tail, full] of lookups(path, at)) {
            expect(find(at, without, head, segment, tail), `${full} (round ${r})`).toEqual(expected(full));
            checked++;
          }
        }
      }
    }
    expect(checked / 2).toBeGreaterThan(TABLE_AFTER * f.index.pages.size);
    // What the lookups find: another version's page, both occurrences of a path listed twice, and nothing
    // for a page a version lacks.
    const find = siblingFinder(f.index);
    expect(find(0, '/guide', '', 'v3', 'guide')?.map((p) => f.href(p))).toEqual(['/v3/guide']);
    expect(find(0, '/guide', '', 'v2', 'guide')).toHaveLength(2);
    expect(find(0, '/guide', '', 'v1', 'guide')).toBeUndefined();
    expect(find(1, '/v3/guide', 'v3', 'deep', 'guide')?.map((p) => f.href(p))).toEqual(['/v3/deep/guide']);
  });
});
