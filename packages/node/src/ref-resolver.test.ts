import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PathGuard } from './path-guard.js';
import { resolveRefs, type SourceText } from './ref-resolver.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir;
afterEach(() => temp?.remove());

async function resolveIn(files: Record<string, string | object>, docsRel = 'docs.json') {
  temp = tempDir();
  temp.write(files);
  const abs = path.join(temp.dir, docsRel);
  const raw = files[docsRel];
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  const root: SourceText = { rel: docsRel, abs, text, format: 'json' };
  return resolveRefs(root, JSON.parse(text), new PathGuard(temp.dir));
}

describe('resolveRefs', () => {
  it('inlines a referenced file relative to the file holding the $ref, recursively', async () => {
    const result = await resolveIn({
      'docs.json': { navigation: { languages: [{ $ref: './nav/fr.json' }] } },
      'nav/fr.json': { language: 'fr', tabs: [{ $ref: '../tabs/guides.json' }] },
      'tabs/guides.json': { tab: 'Guides', pages: ['fr/index'] },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.value).toEqual({
      navigation: { languages: [{ language: 'fr', tabs: [{ tab: 'Guides', pages: ['fr/index'] }] }] },
    });
    expect([...result.sources.keys()].sort()).toEqual(['docs.json', 'nav/fr.json', 'tabs/guides.json']);
    expect(result.mounts.map((m) => [m.pointer, m.file, m.holder.file, m.holder.pointer])).toEqual([
      ['/navigation/languages/0', 'nav/fr.json', 'docs.json', '/navigation/languages/0'],
      ['/navigation/languages/0/tabs/0', 'tabs/guides.json', 'nav/fr.json', '/tabs/0'],
    ]);
  });

  it('merges the keys next to a $ref over the referenced object', async () => {
    const result = await resolveIn({
      'docs.json': { navigation: { $ref: 'nav.json', global: { anchors: [] }, tabs: 'override' } },
      'nav.json': { tabs: [{ tab: 'A' }], groups: [] },
    });
    expect(result.value).toEqual({ navigation: { tabs: 'override', groups: [], global: { anchors: [] } } });
    expect(result.mounts[0]?.siblings).toEqual(new Set(['global', 'tabs']));
  });

  it('supports a JSON pointer fragment and a reference inside the same file', async () => {
    const result = await resolveIn({
      'docs.json': {
        shared: { group: 'Shared', pages: ['a'] },
        navigation: { groups: [{ $ref: '#/shared' }, { $ref: 'parts.json#/one' }] },
      },
      'parts.json': { one: { group: 'One', pages: ['b'] } },
    });
    expect(result.diagnostics).toEqual([]);
    expect((result.value as { navigation: unknown }).navigation).toEqual({
      groups: [
        { group: 'Shared', pages: ['a'] },
        { group: 'One', pages: ['b'] },
      ],
    });
  });

  it('reports a cycle with the chain of files and cuts it', async () => {
    const result = await resolveIn({
      'docs.json': { navigation: { $ref: 'a.json' } },
      'a.json': { groups: [{ $ref: 'b.json' }] },
      'b.json': { group: 'B', pages: [{ $ref: 'a.json' }] },
    });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      code: 'ref-cycle',
      severity: 'error',
      file: 'b.json',
      path: '/pages/0/$ref',
    });
    expect(result.diagnostics[0]?.message).toContain('a.json → b.json → a.json');
    expect(result.value).toEqual({ navigation: { groups: [{ group: 'B', pages: [{}] }] } });
  });

  it('reports a file referencing itself', async () => {
    const result = await resolveIn({ 'docs.json': { navigation: { $ref: './docs.json' } } });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['ref-cycle']);
  });

  it('refuses a $ref leaving the root without reading it; an absolute path means the root', async () => {
    temp = tempDir();
    temp.write({ 'secret.json': { group: 'Secret', pages: ['leaked'] }, 'site/x': '' });
    const outside = path.join(temp.dir, 'secret.json');
    const site = path.join(temp.dir, 'site');
    const text = JSON.stringify({
      navigation: {
        groups: [
          { $ref: '../secret.json', group: 'Kept' },
          { $ref: 'a/../../secret.json' },
          { $ref: outside },
        ],
      },
    });
    const root: SourceText = { rel: 'docs.json', abs: path.join(site, 'docs.json'), text, format: 'json' };
    const result = await resolveRefs(root, JSON.parse(text), new PathGuard(site));
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['ref-outside-root', '/navigation/groups/0/$ref'],
      ['ref-outside-root', '/navigation/groups/1/$ref'],
      // `/tmp/.../secret.json` is read as `<root>/tmp/.../secret.json`, which does not exist.
      ['ref-unresolved', '/navigation/groups/2/$ref'],
    ]);
    expect(result.value).toEqual({ navigation: { groups: [{ group: 'Kept' }, {}, {}] } });
    expect([...result.sources.keys()]).toEqual(['docs.json']);
    expect(JSON.stringify(result.value)).not.toContain('Secret');
  });

  it('reports a missing file, an invalid $ref and an unparsable file with its position', async () => {
    const result = await resolveIn({
      'docs.json': { navigation: { tabs: [{ $ref: 'missing.json' }, { $ref: 42 }, { $ref: 'bad.json' }] } },
      'bad.json': '{\n  "tab": "x",\n  oops\n}',
    });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.path, d.line])).toEqual([
      ['ref-unresolved', 'docs.json', '/navigation/tabs/0/$ref', undefined],
      ['ref-invalid', 'docs.json', '/navigation/tabs/1/$ref', undefined],
      ['ref-unparsable', 'bad.json', '', 3],
      ['ref-unresolved', 'docs.json', '/navigation/tabs/2/$ref', undefined],
    ]);
    expect(result.mounts.every((m) => m.failed)).toBe(true);
  });

  it('warns when keys next to a $ref cannot merge into an array', async () => {
    const result = await resolveIn({
      'docs.json': { redirects: { $ref: 'redirects.json', extra: 1 } },
      'redirects.json': [{ source: '/a', destination: '/b' }],
    });
    expect(result.value).toEqual({ redirects: [{ source: '/a', destination: '/b' }] });
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['ref-siblings-ignored', 'warning'],
    ]);
  });

  it('keeps __proto__ keys as plain data', async () => {
    const text = '{"navigation": {"$ref": "n.json", "__proto__": {"polluted": true}}}';
    const result = await resolveIn({ 'docs.json': text, 'n.json': '{"__proto__": {"x": 1}, "groups": []}' });
    const navigation = (result.value as { navigation: Record<string, unknown> }).navigation;
    expect(Object.getPrototypeOf(navigation)).toBe(Object.prototype);
    expect(Object.hasOwn(navigation, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns the same value when there is no $ref', async () => {
    temp = tempDir();
    const value = { navigation: { pages: ['a', { group: 'g', pages: ['b'] }] } };
    const root: SourceText = {
      rel: 'docs.json',
      abs: path.join(temp.dir, 'docs.json'),
      text: '',
      format: 'json',
    };
    const result = await resolveRefs(root, value, new PathGuard(temp.dir));
    expect(result.value).toBe(value);
    expect(result.mounts).toEqual([]);
  });
});
