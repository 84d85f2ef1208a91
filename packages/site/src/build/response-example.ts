/**
 * The response example of an endpoint page generated from its OpenAPI operation, as Mintlify shows one when
 * the page has none written: a block per response that has content, the 2xx ones first (then the others in
 * the spec's order, `default` last), each labelled by its status and showing its first media type's example
 * (JSON preferred): the media type's `example` or first `examples` entry, else one built from its schema
 * (schema-example.ts). JSON is shown indented; any other media type's example as its text.
 */
import { escapePointer } from '@docsnav/core/parse';
import { isObject, type Json, type RefReader } from './openapi-refs.js';
import { type ExampleBlock, mediaExample } from './request-example.js';

/** Order of the statuses: 2xx first, then the rest as written, `default` last. */
function rank(status: string): number {
  if (/^2/.test(status)) return 0;
  return status.toLowerCase() === 'default' ? 2 : 1;
}

/** The blocks of an operation's response example (none when no response has content to show). */
export function responseExample(
  refs: RefReader,
  operation: { op: Json; at: string },
  options: { requiredOnly?: boolean } = {},
): ExampleBlock[] {
  const responses = operation.op.responses;
  if (!isObject(responses)) return [];
  const statuses = Object.keys(responses)
    .map((status, i) => ({ status, i }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.i - b.i)
    .map(({ status }) => status);
  const blocks: ExampleBlock[] = [];
  for (const status of statuses) {
    const at = `${operation.at}/responses/${escapePointer(status)}`;
    const response = refs.resolve(responses[status], at);
    if (!isObject(response) || !isObject(response.content)) continue;
    const types = Object.keys(response.content);
    const mediaType = types.find((t) => /\bjson\b/i.test(t)) ?? types[0];
    if (!mediaType) continue;
    const value = mediaExample(
      refs,
      response.content[mediaType],
      `${at}/content/${escapePointer(mediaType)}`,
      {
        side: 'response',
        requiredOnly: options.requiredOnly,
      },
    );
    if (value === undefined) continue;
    const json = /\bjson\b/i.test(mediaType) || typeof value !== 'string';
    blocks.push({
      label: status,
      language: json ? 'json' : /xml/i.test(mediaType) ? 'xml' : 'text',
      code: json ? JSON.stringify(value, null, 2) : (value as string),
    });
  }
  return blocks;
}
