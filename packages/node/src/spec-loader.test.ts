import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PathGuard } from './path-guard.js';
import { loadSpecs, specOfEndpoint } from './spec-loader.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
afterEach(() => temp?.remove());

const spec = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/a': { get: { summary: 'A' } } },
};

describe('specOfEndpoint', () => {
  it('finds the spec named before the method, and nothing in a plain endpoint entry', () => {
    expect(specOfEndpoint('openapi/v2.json GET /users')).toBe('openapi/v2.json');
    expect(specOfEndpoint('/spec.yaml webhook user.created')).toBe('/spec.yaml');
    expect(specOfEndpoint('get /v1/users')).toBeUndefined();
    expect(specOfEndpoint('WEBHOOK order.paid')).toBeUndefined();
    expect(specOfEndpoint('guides/intro')).toBeUndefined();
  });
});

describe('loadSpecs', () => {
  it('loads JSON and YAML specs by the reference as written, a leading slash meaning the root', async () => {
    temp = tempDir();
    const dir = temp.write({
      'api/openapi.json': spec,
      'spec.yaml': 'openapi: 3.0.0\ninfo: {title: Y, version: "1"}\npaths: {}\n',
      noext: JSON.stringify(spec),
    });
    const result = await loadSpecs(
      ['/api/openapi.json', 'spec.yaml', 'noext', 'spec.yaml'],
      new PathGuard(temp.dir),
    );
    expect(result.specs).toEqual({
      '/api/openapi.json': { document: spec },
      'spec.yaml': { document: { openapi: '3.0.0', info: { title: 'Y', version: '1' }, paths: {} } },
      noext: { document: spec },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toEqual(['api/openapi.json', 'noext', 'spec.yaml'].map((f) => path.join(dir, f)));
  });

  it('reports missing, unparsable and escaping specs, locating syntax errors in the spec file', async () => {
    temp = tempDir();
    temp.write({
      'bad.json': '{\n  "openapi": "3.1.0",\n  "paths": {,}\n}',
      'bad.yml': 'openapi: 3.0.0\npaths:\n  - a\n b: c\n',
    });
    const result = await loadSpecs(
      ['missing.json', 'bad.json', 'bad.yml', '../../etc/passwd', 'file:///etc/passwd'],
      new PathGuard(temp.dir),
    );
    expect(Object.keys(result.specs).sort()).toEqual([
      '../../etc/passwd',
      'bad.json',
      'bad.yml',
      'file:///etc/passwd',
      'missing.json',
    ]);
    for (const input of Object.values(result.specs)) expect(input).toHaveProperty('error');
    expect(result.specs['missing.json']).toEqual({ error: 'missing.json does not exist' });
    expect(result.specs['../../etc/passwd']).toMatchObject({
      error: expect.stringContaining('outside the docs root'),
    });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line, d.column]).sort()).toEqual([
      ['spec-unparsable', 'bad.json', 3, 13],
      ['spec-unparsable', 'bad.yml', 4, 1],
    ]);
  });

  it('refuses a spec that is a symlink pointing outside the root', async () => {
    temp = tempDir();
    const outside = tempDir('docsnav-outside-');
    try {
      outside.write({ 'spec.json': spec });
      symlinkSync(path.join(outside.dir, 'spec.json'), path.join(temp.dir, 'spec.json'));
      const result = await loadSpecs(['spec.json'], new PathGuard(temp.dir));
      expect(result.specs['spec.json']).toMatchObject({
        error: expect.stringMatching(/^refused: .*outside the docs root/),
      });
      expect(result.files).toEqual([]);
    } finally {
      outside.remove();
    }
  });

  it('does not fetch a remote spec unless allowed, then fetches and parses it', async () => {
    temp = tempDir();
    const urls: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      urls.push(String(url));
      if (String(url).endsWith('/gone.json')) return new Response('nope', { status: 404 });
      return new Response('openapi: 3.1.0\npaths: {}\n', { status: 200 });
    }) as typeof fetch;
    const guard = new PathGuard(temp.dir);
    const refs = ['https://example.test/spec.yaml', 'https://example.test/gone.json'];
    const off = await loadSpecs(refs, guard, { fetch: fakeFetch });
    expect(urls).toEqual([]);
    expect(off.specs['https://example.test/spec.yaml']).toMatchObject({
      error: expect.stringContaining('not fetched'),
    });
    const on = await loadSpecs(refs, guard, { fetch: fakeFetch, allowRemoteSpecs: true });
    expect(urls.sort()).toEqual([...refs].sort());
    expect(on.specs['https://example.test/spec.yaml']).toEqual({ document: { openapi: '3.1.0', paths: {} } });
    expect(on.specs['https://example.test/gone.json']).toEqual({
      error: 'fetching https://example.test/gone.json failed: HTTP 404',
    });
  });
});
