import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCandidates, readPages } from './page-files.js';
import { PathGuard } from './path-guard.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir;
afterEach(() => temp?.remove());

describe('readPages', () => {
  it('finds .mdx before .md, then folder index files, and reads their frontmatter', async () => {
    temp = tempDir();
    temp.write({
      'a.mdx': '---\ntitle: A mdx\n---\n',
      'a.md': '---\ntitle: A md\n---\n',
      'b.md': '---\nsidebarTitle: B\n---\n',
      'c/index.mdx': '---\ntitle: C\n---\n',
      'index.mdx': 'no frontmatter',
    });
    const result = await readPages(['a', 'b', 'c', 'index', 'missing'], new PathGuard(temp.dir), () => '');
    expect(result.meta).toEqual({
      a: { title: 'A mdx' },
      b: { sidebarTitle: 'B' },
      c: { title: 'C' },
      index: {},
    });
    expect([...result.existing].sort()).toEqual(['a', 'b', 'c', 'index']);
    expect(result.fileOf.get('c')).toBe('c/index.mdx');
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toHaveLength(4);
  });

  it('reports broken frontmatter in the page file and still counts the page as existing', async () => {
    temp = tempDir();
    temp.write({ 'guides/x.mdx': '---\ntitle: [unclosed\n---\nbody' });
    const result = await readPages(['guides/x'], new PathGuard(temp.dir), () => '/navigation/pages/0');
    expect(result.existing.has('guides/x')).toBe(true);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'frontmatter-invalid', file: 'guides/x.mdx', line: 2 }),
    ]);
  });

  it('refuses a page file that is a symlink to a file outside the root', async () => {
    temp = tempDir();
    const outside = tempDir('docsnav-outside-');
    try {
      outside.write({ 'secret.mdx': '---\ntitle: Secret\n---\n' });
      symlinkSync(path.join(outside.dir, 'secret.mdx'), path.join(temp.dir, 'leak.mdx'));
      const result = await readPages(['leak'], new PathGuard(temp.dir), () => '/navigation/pages/3');
      expect(result.meta).toEqual({});
      expect(result.existing.size).toBe(0);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          code: 'path-outside-root',
          severity: 'error',
          path: '/navigation/pages/3',
        }),
      ]);
      expect(JSON.stringify(result)).not.toContain('Secret');
    } finally {
      outside.remove();
    }
  });
});

describe('pageCandidates', () => {
  it('lists the files a page path may live in', () => {
    expect(pageCandidates('a/b')).toEqual(['a/b.mdx', 'a/b.md', 'a/b/index.mdx', 'a/b/index.md']);
  });
});
