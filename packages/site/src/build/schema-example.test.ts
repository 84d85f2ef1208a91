import { describe, expect, it } from 'vitest';
import { RefReader } from './openapi-refs.js';
import { schemaExample } from './schema-example.js';

const reader = (components: Record<string, unknown>) =>
  new RefReader({ components: { schemas: components } });
const example = (refs: RefReader, schema: unknown, side: 'request' | 'response' = 'response') =>
  schemaExample(refs, schema, '#/test', { side });

describe('schemaExample', () => {
  it('takes the schema’s own example, else a placeholder of its type and format', () => {
    const refs = reader({});
    expect(example(refs, { type: 'string', example: 'ada' })).toBe('ada');
    expect(example(refs, { type: 'string', examples: ['first', 'second'] })).toBe('first');
    expect(example(refs, { type: 'string', enum: ['active', 'paused'] })).toBe('active');
    expect(example(refs, { type: 'integer', default: 20 })).toBe(20);
    expect(example(refs, { type: 'string' })).toBe('<string>');
    expect(example(refs, { type: 'string', format: 'date-time' })).toBe('2023-11-07T05:31:56Z');
    expect(example(refs, { type: ['null', 'integer'] })).toBe(123);
    expect(example(refs, { type: 'boolean' })).toBe(true);
    expect(example(refs, { type: 'array', items: { type: 'number' } })).toEqual([123]);
  });

  it('builds objects from their properties, leaving out read-only ones in a request', () => {
    const refs = reader({
      User: {
        type: 'object',
        required: ['email'],
        properties: {
          id: { type: 'string', readOnly: true },
          email: { type: 'string', format: 'email' },
          password: { type: 'string', writeOnly: true },
          tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
        },
      },
      Tag: { properties: { name: { type: 'string', example: 'beta' } } },
    });
    const user = { $ref: '#/components/schemas/User' };
    expect(example(refs, user, 'request')).toEqual({
      email: 'jsmith@example.com',
      password: '<string>',
      tags: [{ name: 'beta' }],
    });
    expect(example(refs, user, 'response')).toEqual({
      id: '<string>',
      email: 'jsmith@example.com',
      tags: [{ name: 'beta' }],
    });
    expect(schemaExample(refs, user, '#/x', { side: 'request', requiredOnly: true })).toEqual({
      email: 'jsmith@example.com',
    });
  });

  it('merges allOf, takes the first of oneOf', () => {
    const refs = reader({
      Base: { properties: { id: { type: 'integer' } } },
    });
    expect(
      example(refs, {
        allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { name: { type: 'string' } } }],
      }),
    ).toEqual({ id: 123, name: '<string>' });
    expect(example(refs, { oneOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(true);
  });

  it('stops a schema where it refers to itself, without failing', () => {
    const refs = reader({
      Node: {
        type: 'object',
        properties: {
          value: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          parent: { $ref: '#/components/schemas/Node' },
        },
      },
      Loop: { $ref: '#/components/schemas/Loop' },
    });
    expect(example(refs, { $ref: '#/components/schemas/Node' })).toEqual({ value: '<string>', children: [] });
    expect(example(refs, { $ref: '#/components/schemas/Loop' })).toBeUndefined();
    expect(refs.missing).toEqual([]);
  });

  it('leaves out what it cannot build and reports references that lead nowhere', () => {
    const refs = reader({});
    expect(
      example(refs, {
        properties: {
          known: { type: 'integer' },
          odd: { type: 'quaternion' },
          gone: { $ref: '#/components/schemas/Gone' },
          outside: { $ref: 'other.yaml#/Pet' },
        },
      }),
    ).toEqual({ known: 123 });
    expect(refs.missing).toEqual([{ ref: '#/components/schemas/Gone', at: '#/test/properties/gone' }]);
    expect(example(refs, 'not a schema')).toBeUndefined();
    expect(example(refs, null)).toBeUndefined();
  });
});
