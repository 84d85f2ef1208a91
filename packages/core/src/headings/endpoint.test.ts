import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointHeadings, endpointSections } from './endpoint.js';

const spec = {
  openapi: '3.1.0',
  paths: {
    '/users/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      patch: {
        parameters: [
          { $ref: '#/components/parameters/Trace' },
          { name: 'dry_run', in: 'query', schema: { type: 'boolean' }, description: 'Check only.' },
        ],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UserPatch' } } },
        },
        responses: {
          '200': { description: 'The user.', content: { 'application/json': {} } },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  webhooks: { 'user.created': { post: { responses: { '200': { description: 'Received.' } } } } },
  components: {
    parameters: { Trace: { name: 'X-Trace', in: 'header', schema: { type: 'string' } } },
    schemas: {
      UserPatch: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', description: 'Shown name.' }, tags: { type: 'array' } },
      },
    },
    responses: { NotFound: { description: 'No such user.' } },
  },
};

describe('endpointSections', () => {
  it('lists parameters by location, the request body and each response, with slug ids', () => {
    const sections = endpointSections(spec, 'PATCH', '/users/{id}');
    expect(sections.map((s) => [s.heading.depth, s.heading.text, s.heading.id])).toEqual([
      [2, 'Path parameters', 'path-parameters'],
      [2, 'Query parameters', 'query-parameters'],
      [2, 'Header parameters', 'header-parameters'],
      [2, 'Request body', 'request-body'],
      [2, 'Responses', 'responses'],
      [3, '200', '200'],
      [3, '404', '404'],
    ]);
    expect(sections[0]?.items).toEqual([
      { name: 'id', type: 'string', required: true, description: undefined },
    ]);
    expect(sections[3]?.items.map((i) => [i.name, i.type, i.required])).toEqual([
      ['application/json', 'object', undefined],
      ['name', 'string', true],
      ['tags', 'array', false],
    ]);
    expect(sections[6]?.items[0]?.description).toBe('No such user.');
  });

  it("reads a webhook's first operation, and gives nothing for an operation the spec lacks", () => {
    expect(endpointHeadings(spec, 'WEBHOOK', 'user.created', true).map((h) => h.id)).toEqual([
      'responses',
      '200',
    ]);
    expect(endpointHeadings(spec, 'GET', '/users/{id}')).toEqual([]);
    expect(endpointHeadings('not a spec', 'GET', '/')).toEqual([]);
  });

  it('gives every operation of the 1,000-operation synthetic spec unique ids and a Responses section', () => {
    const file = fileURLToPath(
      new URL('../../../../../shared/corpus/synthetic/openapi-1k.json', import.meta.url),
    );
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const method of Object.keys(item).filter((m) => m !== 'parameters')) {
        const ids = endpointHeadings(doc, method.toUpperCase(), path).map((h) => h.id);
        expect(new Set(ids).size, `${method} ${path}`).toBe(ids.length);
        expect(ids, `${method} ${path}`).toContain('responses');
        operations++;
      }
    expect(operations).toBeGreaterThanOrEqual(1000);
  });
});
