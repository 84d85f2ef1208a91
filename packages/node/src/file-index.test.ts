import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileIndex } from './file-index.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
let outside: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  outside?.remove();
  temp = outside = undefined;
});

describe('FileIndex', () => {
  it('knows the regular files and the certainly-missing paths', async () => {
    temp = tempDir();
    temp.write({ 'a.mdx': '', 'guides/b.md': '', 'guides/deep/c.mdx': '' });
    const index = await FileIndex.build(temp.dir);
    expect(index.lookup('a.mdx')).toBe('file');
    expect(index.lookup('guides/deep/c.mdx')).toBe('file');
    expect(index.lookup('guides/nope.mdx')).toBe('missing');
    expect(index.lookup('nowhere/at/all.mdx')).toBe('missing');
    expect(index.lookup('a.mdx/x.mdx')).toBe('missing');
    expect(index.lookup('guides')).toBe('missing');
  });

  it('never lists through a symlink or a skipped folder: those are unknown', async () => {
    temp = tempDir();
    outside = tempDir('docsnav-outside-');
    outside.write({ 'secret.mdx': '' });
    temp.write({ 'node_modules/pkg/readme.md': '', '.hidden/page.mdx': '', 'real.mdx': '' });
    symlinkSync(outside.dir, path.join(temp.dir, 'linked'));
    symlinkSync(path.join(outside.dir, 'secret.mdx'), path.join(temp.dir, 'leak.mdx'));
    mkdirSync(path.join(temp.dir, 'empty'));
    const index = await FileIndex.build(temp.dir);
    expect(index.lookup('linked/secret.mdx')).toBe('unknown');
    expect(index.lookup('leak.mdx')).toBe('unknown');
    expect(index.lookup('node_modules/pkg/readme.md')).toBe('unknown');
    expect(index.lookup('.hidden/page.mdx')).toBe('unknown');
    expect(index.lookup('empty/x.mdx')).toBe('missing');
    expect(index.lookup('real.mdx')).toBe('file');
  });

  it('answers unknown for unlisted paths when the listing was cut short', async () => {
    temp = tempDir();
    temp.write({ 'a.mdx': '', 'b.mdx': '', 'c.mdx': '' });
    const index = await FileIndex.build(temp.dir, 1);
    expect(index.lookup('zzz.mdx')).toBe('unknown');
  });

  it('answers unknown for everything when the root cannot be listed', async () => {
    temp = tempDir();
    const index = await FileIndex.build(path.join(temp.dir, 'missing'));
    expect(index.lookup('a.mdx')).toBe('unknown');
  });
});
