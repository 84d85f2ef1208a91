/**
 * An example value built from an OpenAPI schema, as Mintlify fills its generated request and response
 * examples: the schema's own `example` (or first of `examples`, `default`, `const`, first `enum`), else a
 * placeholder of its type (`"<string>"`, `123`, `true`), objects with their properties and arrays with one
 * item. `allOf` parts are merged, the first of `oneOf`/`anyOf` is taken. A schema that refers to itself
 * (a tree, a linked list) stops where it recurs; a type the builder does not know, or a reference that
 * leads nowhere, gives no value: the property is left out, never an error.
 */
import { escapePointer } from '@docsnav/core/parse';
import { isObject, type Json, type RefReader } from './openapi-refs.js';

/** Which side of the exchange: a request leaves out `readOnly` properties, a response `writeOnly` ones. */
export type ExampleSide = 'request' | 'response';

export interface SchemaExampleOptions {
  side: ExampleSide;
  /** Only required properties (docs.json `api.examples.defaults: "required"`); all by default. */
  requiredOnly?: boolean;
}

/** Deeper than this, nothing more is built (a huge or self-nesting schema). */
const MAX_DEPTH = 12;

/** Placeholders of string formats, as on Mintlify's pages. */
const STRING_FORMATS: Readonly<Record<string, string>> = {
  'date-time': '2023-11-07T05:31:56Z',
  date: '2023-12-25',
  time: '05:31:56Z',
  email: 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
};

/** The example value of a schema (`at`: its JSON pointer, for the warnings), or undefined when none. */
export function schemaExample(
  refs: RefReader,
  schema: unknown,
  at: string,
  options: SchemaExampleOptions,
): unknown {
  return build(refs, schema, at, options, new Set(), 0);
}

function build(
  refs: RefReader,
  raw: unknown,
  at: string,
  options: SchemaExampleOptions,
  stack: Set<unknown>,
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) return undefined;
  const schema = refs.resolve(raw, at);
  if (typeof schema === 'boolean') return schema ? '<any>' : undefined;
  if (!isObject(schema) || stack.has(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  stack.add(schema);
  try {
    const next = (value: unknown, where: string) => build(refs, value, where, options, stack, depth + 1);
    if (Array.isArray(schema.allOf) && schema.allOf.length) return allOf(schema, at, next);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const parts = schema[key];
      if (Array.isArray(parts))
        for (const [i, part] of parts.entries()) {
          const value = next(part, `${at}/${key}/${i}`);
          if (value !== undefined) return value;
        }
    }
    switch (typeOf(schema)) {
      case 'object':
        return objectExample(refs, schema, at, options, next);
      case 'array': {
        const item = next(schema.items, `${at}/items`);
        return item === undefined ? [] : [item];
      }
      case 'string':
        return typeof schema.format === 'string' && Object.hasOwn(STRING_FORMATS, schema.format)
          ? STRING_FORMATS[schema.format]
          : '<string>';
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' && schema.minimum > 123 ? schema.minimum : 123;
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return undefined;
    }
  } finally {
    stack.delete(schema);
  }
}

/** The schema's type: its `type` (the first that is not `null` of a list), else `object` when it has
 *  properties, `array` when it has items. */
function typeOf(schema: Json): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const types = type.filter((t): t is string => typeof t === 'string');
    return types.find((t) => t !== 'null') ?? types[0];
  }
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

type Next = (value: unknown, at: string) => unknown;

function objectExample(
  refs: RefReader,
  schema: Json,
  at: string,
  options: SchemaExampleOptions,
  next: Next,
): Json {
  const result: Json = {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (options.requiredOnly && !required.has(name)) continue;
    const where = `${at}/properties/${escapePointer(name)}`;
    const resolved = refs.resolve(property, where);
    if (isObject(resolved)) {
      if (options.side === 'request' && resolved.readOnly === true) continue;
      if (options.side === 'response' && resolved.writeOnly === true) continue;
    }
    const value = next(property, where);
    if (value !== undefined) result[name] = value;
  }
  if (!Object.keys(properties).length && isObject(schema.additionalProperties)) {
    const value = next(schema.additionalProperties, `${at}/additionalProperties`);
    if (value !== undefined) result['<key>'] = value;
  }
  return result;
}

/** `allOf`: the parts' objects merged (a part that is not an object: the first such value). */
function allOf(schema: Json, at: string, next: Next): unknown {
  const parts = schema.allOf as unknown[];
  let merged: Json | undefined;
  let other: unknown;
  parts.forEach((part, i) => {
    const value = next(part, `${at}/allOf/${i}`);
    if (isObject(value)) merged = { ...merged, ...value };
    else if (value !== undefined && other === undefined) other = value;
  });
  // Properties written beside allOf belong to the same object.
  if (isObject(schema.properties)) {
    const { allOf: _parts, ...rest } = schema;
    const own = next(rest, at);
    if (isObject(own)) merged = { ...merged, ...own };
  }
  return merged ?? other;
}
