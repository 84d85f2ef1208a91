import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEndpointEntry, pathSlug, slugify } from './openapi/endpoint-entry.js';
import { codes, outline, pagesOf, parseNav, withCode } from './test-support/helpers.js';
import { other, specs } from './test-support/specs.js';

describe('endpoint entries', () => {
  it.each([
    ['GET /users', { file: undefined, method: 'GET', path: '/users', webhook: false }],
    ['get /users', { file: undefined, method: 'GET', path: '/users', webhook: false }],
    ['other.json POST /things', { file: 'other.json', method: 'POST', path: '/things', webhook: false }],
    ['webhook order.created', { file: undefined, method: 'POST', path: 'order.created', webhook: true }],
    [
      'api.json webhook order.created',
      { file: 'api.json', method: 'POST', path: 'order.created', webhook: true },
    ],
  ])('parses %j', (entry, expected) => {
    expect(parseEndpointEntry(entry)).toEqual(expected);
  });

  it.each(['guides/intro', 'GET users', 'FETCH /users', 'a b c d'])('leaves %j as a page path', (entry) => {
    expect(parseEndpointEntry(entry)).toBeUndefined();
  });

  it('slugs like Mintlify (evidence: the generated API pages of the formbricks site)', () => {
    expect(slugify('Client API - Display')).toBe('client-api--display');
    expect(slugify('Get SingleUse Links')).toBe('get-singleuse-links');
    expect(slugify('Get Action Class by ID')).toBe('get-action-class-by-id');
    expect(slugify('Create a User!')).toBe('create-a-user');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(pathSlug('GET /users/{id}')).toBe('get-users-id');
    expect(pathSlug('GET', '/users/{id}')).toBe('get-users-id');
  });

  it('slugs a method and path as their text: runs of other than letters and digits are spaces', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', '7', '/', '{', '}', '_', '-', ' ', 'é', 'Ж', '.'),
    });
    fc.assert(
      fc.property(text, text, (method, path) => {
        const slug = slugify(`${method} ${path}`.replace(/[^\p{L}\p{N}]+/gu, ' '));
        expect(pathSlug(method, path)).toBe(slug);
        expect(pathSlug(`${method} ${path}`)).toBe(slug);
      }),
    );
  });
});

describe('resolving listed endpoints', () => {
  it('resolves against the nearest openapi, with href, title, method and deprecated', () => {
    const { model, diagnostics } = parseNav(
      {
        groups: [
          {
            group: 'API',
            openapi: 'api.json',
            pages: ['GET /users', 'post /users', 'GET /users/{id}', 'intro'],
          },
        ],
      },
      { specs },
    );
    expect(diagnostics).toEqual([]);
    const [list, create, get, intro] = pagesOf(model);
    expect(list).toMatchObject({
      href: '/api-reference/users/list-users',
      title: 'List users',
      source: 'GET /users',
      endpoint: { method: 'GET', path: '/users', spec: 'api.json', resolved: true },
    });
    expect(create).toMatchObject({
      href: '/api-reference/users/create-a-user',
      deprecated: true,
      endpoint: { method: 'POST' },
    });
    expect(get).toMatchObject({ href: '/api-reference/users/get-users-id', title: 'GET /users/{id}' });
    expect(intro).toMatchObject({ href: '/intro', source: 'intro' });
    expect(intro?.endpoint).toBeUndefined();
  });

  it('inherits the spec from an ancestor and lets a nested group override it', () => {
    const { model } = parseNav(
      {
        tabs: [
          {
            tab: 'API',
            openapi: 'api.json',
            groups: [
              { group: 'Users', pages: ['GET /users'] },
              { group: 'Things', openapi: 'other.json', pages: ['GET /things'] },
            ],
          },
        ],
      },
      { specs },
    );
    expect(pagesOf(model).map((p) => [p.title, p.endpoint?.spec])).toEqual([
      ['List users', 'api.json'],
      ['List things', 'other.json'],
    ]);
  });

  it('uses the file named in the entry, and webhooks', () => {
    const { model } = parseNav(
      { openapi: 'api.json', pages: ['other.json GET /things', 'webhook order.created'] },
      { specs },
    );
    const [things, hook] = pagesOf(model);
    expect(things?.endpoint).toEqual({ method: 'GET', path: '/things', spec: 'other.json', resolved: true });
    expect(hook).toMatchObject({ title: 'Order created', href: '/api-reference/webhooks/order-created' });
    expect(hook?.endpoint).toEqual({
      method: 'POST',
      path: 'order.created',
      webhook: true,
      spec: 'api.json',
      resolved: true,
    });
  });

  it('applies `directory` of the { source, directory } form and accepts an array', () => {
    const a = parseNav(
      {
        groups: [
          {
            group: 'G',
            openapi: { source: 'api.json', directory: '/reference/v2/' },
            pages: ['GET /health'],
          },
        ],
      },
      { specs },
    );
    expect(pagesOf(a.model)[0]?.href).toBe('/reference/v2/health');
    const b = parseNav(
      {
        groups: [{ group: 'G', openapi: ['other.json', 'api.json'], pages: ['GET /health', 'GET /things'] }],
      },
      { specs },
    );
    expect(pagesOf(b.model).map((p) => p.endpoint?.spec)).toEqual(['api.json', 'other.json']);
  });

  it('matches spec references whatever their leading slash', () => {
    const { model } = parseNav({ openapi: '/api.json', pages: ['GET /health'] }, { specs });
    expect(pagesOf(model)[0]?.endpoint?.resolved).toBe(true);
  });

  it('dedupes hrefs with -1, -2', () => {
    const dup = {
      openapi: '3.1.0',
      paths: {
        '/a': { get: { summary: 'Same' } },
        '/b': { get: { summary: 'Same' } },
        '/c': { get: { summary: 'Same' } },
      },
    };
    const { model } = parseNav(
      { openapi: 'd.json', pages: ['GET /a', 'GET /b', 'GET /c'] },
      { specs: { 'd.json': { document: dup } } },
    );
    expect(pagesOf(model).map((p) => p.href)).toEqual([
      '/api-reference/same',
      '/api-reference/same-1',
      '/api-reference/same-2',
    ]);
  });

  it('hides x-hidden operations and skips x-excluded ones', () => {
    const { model, diagnostics } = parseNav(
      { openapi: 'api.json', pages: ['DELETE /users/{id}', 'GET /internal'] },
      { specs },
    );
    expect(pagesOf(model).map((p) => [p.title, p.hidden])).toEqual([['Delete user', true]]);
    expect(codes(diagnostics)).toEqual(['endpoint-excluded@/navigation/pages/1']);
  });

  it('drops an endpoint the spec does not have, with an error', () => {
    const { model, diagnostics } = parseNav(
      { openapi: 'api.json', pages: ['GET /nope', 'GET /health'] },
      { specs },
    );
    expect(pagesOf(model).map((p) => p.title)).toEqual(['Health']);
    expect(codes(diagnostics)).toEqual(['endpoint-not-found@/navigation/pages/0']);
    expect(diagnostics[0]?.severity).toBe('error');
  });

  it('keeps an endpoint entry with no spec in scope as a page path, with a warning', () => {
    const { model, diagnostics } = parseNav({ pages: ['GET /users'] });
    expect(codes(diagnostics)).toEqual(['endpoint-without-spec@/navigation/pages/0']);
    expect(pagesOf(model)[0]).toMatchObject({ source: 'GET /users' });
    expect(pagesOf(model)[0]?.endpoint).toBeUndefined();
  });

  it('keeps entries of a spec that failed to load as unresolved endpoint pages and generates nothing', () => {
    const { model, diagnostics } = parseNav(
      {
        tabs: [
          {
            tab: 'API',
            openapi: 'broken.yaml',
            groups: [{ group: 'G', pages: ['GET /users', 'POST /users'] }],
          },
          { tab: 'Gen', openapi: 'broken.yaml' },
        ],
      },
      { specs: { 'broken.yaml': { error: 'YAML syntax error at line 3' } } },
    );
    expect(outline(model)).toBe(
      'tab API\n  group G\n    page /api-reference/get-users "GET /users"\n    page /api-reference/post-users "POST /users"\ntab Gen',
    );
    expect(pagesOf(model)[0]?.endpoint).toEqual({
      method: 'GET',
      path: '/users',
      spec: 'broken.yaml',
      resolved: false,
    });
    const errors = withCode(diagnostics, 'spec-load-failed');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('YAML syntax error at line 3');
    expect(errors[0]?.path).toBe('/navigation/tabs/0/openapi');
  });

  it('reports a document that is not OpenAPI as a failed load', () => {
    const { diagnostics } = parseNav(
      { openapi: 'x.json', pages: ['GET /a'] },
      { specs: { 'x.json': { document: { hello: 1 } } } },
    );
    expect(codes(diagnostics)).toEqual(['spec-load-failed@/navigation/openapi']);
  });

  it('notes a spec the caller did not pass (info) and keeps entries unresolved', () => {
    const nav = { openapi: 'https://api.example.com/openapi.json', pages: ['GET /a'] };
    const { model, diagnostics } = parseNav(nav, { specs: { 'other.json': { document: other } } });
    expect(codes(diagnostics)).toEqual(['spec-not-loaded@/navigation/openapi']);
    expect(diagnostics[0]?.severity).toBe('info');
    expect(pagesOf(model)[0]?.endpoint?.resolved).toBe(false);
    // Without any `specs`, the caller opted out of OpenAPI: entries stay unresolved, silently.
    const silent = parseNav(nav);
    expect(silent.diagnostics).toEqual([]);
    expect(pagesOf(silent.model)[0]?.endpoint).toEqual({
      method: 'GET',
      path: '/a',
      spec: nav.openapi,
      resolved: false,
    });
  });

  it('gives endpoint info to pages whose frontmatter names an operation', () => {
    const { model } = parseNav(
      { groups: [{ group: 'API', openapi: 'api.json', pages: ['api/create', 'api/legacy'] }] },
      {
        specs,
        pages: {
          'api/create': { openapi: 'POST /users' },
          'api/legacy': { title: 'Legacy', openapi: 'GET /gone' },
        },
      },
    );
    const [create, legacy] = pagesOf(model);
    expect(create).toMatchObject({
      href: '/api/create',
      title: 'Create a user',
      deprecated: true,
      endpoint: { method: 'POST', path: '/users', resolved: true },
    });
    expect(legacy).toMatchObject({
      title: 'Legacy',
      endpoint: { method: 'GET', path: '/gone', resolved: false },
    });
    // The scope was used by frontmatter: nothing is generated.
    expect(pagesOf(model)).toHaveLength(2);
  });
});
