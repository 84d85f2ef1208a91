import { describe, expect, it } from 'vitest';
import { findOperation, type Json, RefReader } from './openapi-refs.js';
import { responseExample } from './response-example.js';

const spec: Json = {
  openapi: '3.0.3',
  components: {
    responses: {
      NotFound: {
        description: 'Not found',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    schemas: {
      Error: { type: 'object', properties: { message: { type: 'string', example: 'No such pet' } } },
      Pet: {
        type: 'object',
        properties: {
          id: { type: 'integer', format: 'int64' },
          name: { type: 'string' },
          secret: { type: 'string', writeOnly: true },
        },
      },
    },
    examples: { Rex: { value: { id: 7, name: 'Rex' } } },
  },
  paths: {
    '/pets/{id}': {
      get: {
        responses: {
          default: {
            description: 'Error',
            content: { 'application/json': { example: { message: 'boom' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
          '200': {
            description: 'A pet',
            content: {
              'application/xml': { example: '<pet/>' },
              'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
            },
          },
          '204': { description: 'No content' },
        },
      },
      put: {
        responses: {
          '200': {
            content: {
              'application/json': { examples: { rex: { $ref: '#/components/examples/Rex' } } },
            },
          },
          '400': { content: { 'text/plain': { schema: { type: 'string', example: 'Bad request' } } } },
          '500': { $ref: '#/components/responses/Gone' },
        },
      },
    },
  },
};

const example = (method: string) => {
  const refs = new RefReader(spec);
  const operation = findOperation(refs, method, '/pets/{id}');
  if (!operation) throw new Error('no operation');
  return { blocks: responseExample(refs, operation), refs };
};

describe('responseExample', () => {
  it('shows the 2xx responses first, default last, each from its JSON media type', () => {
    const { blocks } = example('GET');
    expect(blocks.map((b) => [b.label, b.language])).toEqual([
      ['200', 'json'],
      ['404', 'json'],
      ['default', 'json'],
    ]);
    // Built from the schema; a write-only property is not in a response.
    expect(JSON.parse(blocks[0]?.code ?? '')).toEqual({ id: 123, name: '<string>' });
    expect(blocks[0]?.code).toBe('{\n  "id": 123,\n  "name": "<string>"\n}');
    expect(JSON.parse(blocks[1]?.code ?? '')).toEqual({ message: 'No such pet' });
    expect(JSON.parse(blocks[2]?.code ?? '')).toEqual({ message: 'boom' });
  });

  it('takes a named example, shows text as it is, and reports a response that leads nowhere', () => {
    const { blocks, refs } = example('PUT');
    expect(blocks).toEqual([
      { label: '200', language: 'json', code: '{\n  "id": 7,\n  "name": "Rex"\n}' },
      { label: '400', language: 'text', code: 'Bad request' },
    ]);
    expect(refs.missing).toEqual([
      { ref: '#/components/responses/Gone', at: '#/paths/~1pets~1{id}/put/responses/500' },
    ]);
  });
});
