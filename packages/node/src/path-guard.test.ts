import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isInside, isReadText, PathGuard } from './path-guard.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir;
afterEach(() => temp?.remove());

describe('PathGuard', () => {
  it('resolves paths inside the root, a leading slash meaning the root', () => {
    temp = tempDir();
    const guard = new PathGuard(temp.dir);
    expect(guard.resolve('/guides/a.mdx')).toEqual({
      ok: true,
      abs: path.join(temp.dir, 'guides/a.mdx'),
      rel: 'guides/a.mdx',
    });
    expect(guard.resolve('../b.json', path.join(temp.dir, 'nav'))).toMatchObject({ ok: true, rel: 'b.json' });
  });

  it('resolves any path from the root as path.resolve and path.relative do', () => {
    const guard = new PathGuard('/docs/root');
    const segment = fc.constantFrom('a', 'b.mdx', '.x', '..x', '..', '.', '', 'c d', 'e\\f', '...');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (parts, slash) => {
        const target = (slash ? '/' : '') + parts.join('/');
        const abs = path.resolve('/docs/root', target.replace(/^\/+/, ''));
        const inside = isInside('/docs/root', abs);
        const expected = inside ? { ok: true, abs, rel: path.relative('/docs/root', abs) } : { ok: false };
        expect(guard.resolve(target)).toMatchObject(expected);
      }),
    );
  });

  it('refuses paths that leave the root lexically', () => {
    temp = tempDir();
    const guard = new PathGuard(temp.dir);
    expect(guard.resolve('../../etc/passwd')).toMatchObject({ ok: false });
    expect(guard.resolve('../x.json', temp.dir)).toMatchObject({ ok: false });
    expect(guard.resolve('a/../../x')).toMatchObject({ ok: false });
    expect(guard.resolve('a\0b')).toMatchObject({ ok: false });
  });

  it('reads files inside and reports missing ones', async () => {
    temp = tempDir();
    temp.write({ 'a/b.md': 'hello' });
    const guard = new PathGuard(temp.dir);
    const read = await guard.read(path.join(temp.dir, 'a/b.md'));
    expect(isReadText(read) && read.text).toBe('hello');
    expect(await guard.read(path.join(temp.dir, 'nope.md'))).toEqual({ kind: 'missing' });
    expect(await guard.read(path.join(temp.dir, 'a'))).toMatchObject({ kind: 'unreadable' });
  });

  it('refuses a symlink that points outside the root, and follows one that stays inside', async () => {
    temp = tempDir();
    const outside = tempDir('docsnav-outside-');
    try {
      outside.write({ 'secret.mdx': '---\ntitle: Secret\n---\n' });
      temp.write({ 'real.mdx': 'inside' });
      symlinkSync(path.join(outside.dir, 'secret.mdx'), path.join(temp.dir, 'leak.mdx'));
      symlinkSync(outside.dir, path.join(temp.dir, 'dir'));
      symlinkSync(path.join(temp.dir, 'real.mdx'), path.join(temp.dir, 'alias.mdx'));
      const guard = new PathGuard(temp.dir);
      expect(await guard.read(path.join(temp.dir, 'leak.mdx'))).toMatchObject({ kind: 'outside-root' });
      expect(await guard.read(path.join(temp.dir, 'dir/secret.mdx'))).toMatchObject({ kind: 'outside-root' });
      expect(await guard.isFile(path.join(temp.dir, 'leak.mdx'))).toBe(false);
      const alias = await guard.read(path.join(temp.dir, 'alias.mdx'));
      expect(isReadText(alias) && alias.text).toBe('inside');
    } finally {
      outside.remove();
    }
  });

  it('works when the root itself is reached through a symlink', async () => {
    temp = tempDir();
    mkdirSync(path.join(temp.dir, 'real'));
    temp.write({ 'real/page.mdx': 'x' });
    symlinkSync(path.join(temp.dir, 'real'), path.join(temp.dir, 'linked'));
    const guard = new PathGuard(path.join(temp.dir, 'linked'));
    const read = await guard.read(path.join(temp.dir, 'linked/page.mdx'));
    expect(isReadText(read) && read.rel).toBe('page.mdx');
  });
});

describe('isInside', () => {
  it('accepts names that merely start with two dots', () => {
    expect(isInside('/r', '/r/..hidden')).toBe(true);
    expect(isInside('/r', '/r')).toBe(true);
    expect(isInside('/r', '/rx')).toBe(false);
    expect(isInside('/r', '/')).toBe(false);
  });
});
