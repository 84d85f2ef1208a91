import { symlinkSync } from 'node:fs';
import path from 'node:path';
import type { PageNode } from '@docsnav/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { nodesOf } from './test-support/nodes.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
let outside: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  outside?.remove();
  temp = outside = undefined;
});

const spec = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: { '/users': { get: { summary: 'List users', tags: ['Users'] } } },
};

function pages(result: Awaited<ReturnType<typeof loadDocs>>) {
  return nodesOf(result.model).filter((n): n is PageNode => n.type === 'page');
}

describe('loadDocs', () => {
  it('loads docs.json, $ref files, frontmatter and specs into one model', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': {
        navigation: { tabs: [{ $ref: 'nav/guides.json' }, { tab: 'API', openapi: '/api/openapi.json' }] },
      },
      'nav/guides.json': { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'guides/setup.md'] }] },
      'intro.mdx': '---\ntitle: Introduction\nsidebarTitle: Intro\nicon: rocket\n---\n# Hi',
      'guides/setup.md': '---\ntitle: Setup\ntag: NEW\n---\n',
      'api/openapi.json': spec,
    });
    const result = await loadDocs(root);
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(pages(result).map((p) => [p.href, p.title, p.tag, p.icon])).toEqual([
      ['/intro', 'Intro', undefined, 'rocket'],
      ['/guides/setup', 'Setup', 'NEW', undefined],
      ['/api-reference/users/list-users', 'List users', undefined, undefined],
    ]);
    expect(result.files.map((f) => path.relative(root, f)).sort()).toEqual([
      'api/openapi.json',
      'docs.json',
      'guides/setup.md',
      'intro.mdx',
      'nav/guides.json',
    ]);
  });

  it('loads a spec named only by a page frontmatter `openapi`', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { groups: [{ group: 'API', pages: ['users'] }] } },
      'users.mdx': '---\nopenapi: "specs/api.yaml GET /users"\n---\n',
      'specs/api.yaml':
        'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths:\n  /users:\n    get:\n      summary: List users\n',
    });
    const result = await loadDocs(root);
    expect(result.files).toContain(path.join(root, 'specs/api.yaml'));
    expect(pages(result).map((p) => [p.title, p.endpoint?.spec, p.endpoint?.resolved])).toEqual([
      ['List users', 'specs/api.yaml', true],
    ]);
  });

  it('applies basePath to every href', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { pages: ['index', 'a'] } },
      'index.mdx': '',
      'a.mdx': '',
    });
    const result = await loadDocs(root, { basePath: '/docs' });
    expect(pages(result).map((p) => p.href)).toEqual(['/docs', '/docs/a']);
  });

  it('places parser diagnostics in the $ref file that holds the node, with line and column', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json':
        '{\n  "navigation": {\n    "groups": [\n      { "$ref": "nav/part.json", "icon": 42 }\n    ]\n  }\n}\n',
      'nav/part.json': '{\n  "group": "Part",\n  "pages": [\n    "a",\n    { "pages": ["b"] }\n  ]\n}\n',
      'a.mdx': '',
      'b.mdx': '',
    });
    const result = await loadDocs(root);
    const group = result.diagnostics.find((d) => d.code === 'invalid-type');
    expect(group).toMatchObject({ file: 'nav/part.json', path: '/pages/1', line: 5, column: 5 });
    const icon = result.diagnostics.find((d) => d.path.endsWith('/icon'));
    expect(icon).toMatchObject({ file: 'docs.json', path: '/navigation/groups/0/icon', line: 4 });
  });

  it('reports a $ref cycle where it closes, and still loads the rest', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { groups: [{ group: 'Ok', pages: ['a'] }, { $ref: 'loop.json' }] } },
      'loop.json': '{\n  "group": "Loop",\n  "pages": [{ "$ref": "loop.json" }]\n}\n',
      'a.mdx': '---\ntitle: A\n---\n',
    });
    const result = await loadDocs(root);
    const cycle = result.diagnostics.filter((d) => d.code === 'ref-cycle');
    expect(cycle).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'loop.json',
        path: '/pages/0/$ref',
        line: 3,
        column: 15,
      }),
    ]);
    // The cut $ref leaves nothing behind it, and no second error about that empty object; the group that
    // held it is now empty, reported in the file that defines it.
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(1);
    expect(result.diagnostics.find((d) => d.code === 'empty-group')).toMatchObject({
      file: 'loop.json',
      path: '',
    });
    expect(pages(result).map((p) => p.title)).toEqual(['A']);
  });

  it('reports broken frontmatter with the page file and line, and keeps the page', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { pages: ['guides/broken', 'fine'] } },
      'guides/broken.mdx': '---\ntitle: Broken\nicon: [rocket\n---\nbody',
      'fine.mdx': '---\ntitle: Fine\n---\n',
    });
    const result = await loadDocs(root);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'frontmatter-invalid',
        severity: 'error',
        file: 'guides/broken.mdx',
        line: 3,
      }),
    ]);
    expect(pages(result).map((p) => p.title)).toEqual(['Broken', 'Fine']);
  });

  it('reports a missing page, a missing spec and an unparsable spec, and loads the rest', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': {
        navigation: {
          groups: [
            { group: 'G', pages: ['here', 'gone'] },
            { group: 'A', openapi: 'missing.yaml', pages: ['GET /x'] },
            { group: 'B', openapi: 'bad.json' },
          ],
        },
      },
      'here.mdx': '',
      'bad.json': '{\n  "openapi": "3.1.0",\n  "paths": {\n    "/a": { "get": { } },\n  }\n}',
    });
    const result = await loadDocs(root);
    const codes = result.diagnostics.map((d) => [d.code, d.file, d.line]);
    expect(codes).toContainEqual(['missing-page', 'docs.json', expect.any(Number)]);
    expect(codes).toContainEqual(['spec-unparsable', 'bad.json', 5]);
    const failed = result.diagnostics.filter((d) => d.code === 'spec-load-failed');
    expect(failed.map((d) => d.path).sort()).toEqual([
      '/navigation/groups/1/openapi',
      '/navigation/groups/2/openapi',
    ]);
    expect(pages(result).map((p) => p.source)).toEqual(['here', 'gone', 'GET /x']);
  });

  it('reports a missing docs.json and invalid JSON without throwing', async () => {
    temp = tempDir();
    const none = await loadDocs(temp.dir);
    expect(none.diagnostics).toEqual([
      expect.objectContaining({ code: 'docs-json-unreadable', severity: 'error' }),
    ]);
    expect(nodesOf(none.model)[0]?.type).toBe('root');
    temp.write({ 'docs.json': '{\n  "navigation": {\n    "pages": ["a",]\n  }\n}' });
    const bad = await loadDocs(temp.dir);
    expect(bad.diagnostics[0]).toMatchObject({ code: 'invalid-json', file: 'docs.json', line: 3 });
  });

  it('survives very deep nesting in docs.json and in a $ref file', async () => {
    temp = tempDir();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const root = temp.write({
      'docs.json': `{"navigation": {"groups": [{"group": "G", "pages": ${deep}}, {"$ref": "deep.json"}]}}`,
      'deep.json': `{"group": "D", "pages": [${'{"group": "x", "pages": ['.repeat(20_000)}${']}'.repeat(20_000)}]}`,
    });
    const result = await loadDocs(root);
    expect(nodesOf(result.model)[0]?.type).toBe('root');
    expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(result.diagnostics.every((d) => d.file === 'docs.json' || d.file === 'deep.json')).toBe(true);
  });

  it('does not fetch a remote spec unless allowed', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'https://example.test/spec.json' }] } },
    });
    const calls: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(JSON.stringify(spec));
    }) as typeof fetch;
    const off = await loadDocs(root, { fetch: fakeFetch });
    expect(calls).toEqual([]);
    expect(pages(off)).toHaveLength(0);
    expect(off.diagnostics.some((d) => d.path === '/navigation/groups/0/openapi')).toBe(true);
    const on = await loadDocs(root, { fetch: fakeFetch, allowRemoteSpecs: true });
    expect(calls).toEqual(['https://example.test/spec.json']);
    expect(pages(on).map((p) => p.title)).toEqual(['List users']);
  });
});

describe('loadDocs never reads outside the root', () => {
  it('refuses a page path, a $ref, a spec path and a symlink that leave the root', async () => {
    outside = tempDir('docsnav-outside-');
    outside.write({
      'secret.mdx': '---\ntitle: SECRET PAGE\n---\n',
      'nav.json': { group: 'SECRET GROUP', pages: ['x'] },
      'spec.json': { ...spec, paths: { '/secret': { get: { summary: 'SECRET OP' } } } },
    });
    temp = tempDir();
    const rel = path.relative(temp.dir, outside.dir);
    const root = temp.write({
      'docs.json': {
        navigation: {
          groups: [
            { group: 'Pages', pages: ['../../etc/passwd', `${rel}/secret`, 'leak', 'ok'] },
            { $ref: `${rel}/nav.json` },
            { $ref: '../../../../../../../../etc/passwd' },
            { group: 'API', openapi: `${rel}/spec.json` },
            { group: 'API 2', openapi: '../../../../../../../etc/passwd' },
          ],
        },
      },
      'ok.mdx': '---\ntitle: OK\n---\n',
    });
    symlinkSync(path.join(outside.dir, 'secret.mdx'), path.join(root, 'leak.mdx'));
    const result = await loadDocs(root);
    const at = (pointer: string) =>
      result.diagnostics.filter((d) => d.path.startsWith(pointer)).map((d) => d.code);
    expect(at('/navigation/groups/0/pages/0')).toEqual(['invalid-page-path']);
    expect(at('/navigation/groups/0/pages/1')).toEqual(['invalid-page-path']);
    expect(at('/navigation/groups/0/pages/2')).toEqual(['path-outside-root']);
    expect(at('/navigation/groups/1')).toEqual(['ref-outside-root']);
    expect(at('/navigation/groups/2')).toEqual(['ref-outside-root']);
    // The API groups are left without pages: an empty-group warning comes with each refused spec.
    expect(at('/navigation/groups/3')).toEqual(['spec-load-failed', 'empty-group']);
    expect(at('/navigation/groups/4')).toEqual(['spec-load-failed', 'empty-group']);
    const refused = result.diagnostics.filter((d) => d.code !== 'empty-group');
    expect(refused).toHaveLength(7);
    for (const d of refused) expect(d.severity).toBe('error');
    const model = JSON.stringify(result.model);
    expect(model).not.toMatch(/SECRET|root:x:0/);
    expect(model).toContain('"OK"');
    for (const file of result.files) expect(path.relative(root, file).startsWith('..')).toBe(false);
  });

  it('refuses a docs.json that is a symlink to a file outside', async () => {
    outside = tempDir('docsnav-outside-');
    outside.write({ 'docs.json': { navigation: { pages: ['secret'] } } });
    temp = tempDir();
    symlinkSync(path.join(outside.dir, 'docs.json'), path.join(temp.dir, 'docs.json'));
    const result = await loadDocs(temp.dir);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'docs-json-unreadable',
        message: expect.stringContaining('outside the docs root'),
      }),
    ]);
    expect(JSON.stringify(result.model)).not.toContain('secret');
  });
});
