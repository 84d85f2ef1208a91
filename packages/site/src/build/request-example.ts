/**
 * The request example of an endpoint page generated from its OpenAPI operation, as Mintlify shows one when
 * the page has none written: the operation's `x-codeSamples` (or `x-code-samples`) when the spec has them,
 * then a cURL command and the same request in Python (`requests`) and JavaScript (`fetch`), each with the
 * first server's URL (its variables at their defaults), the path (its parameters as `{name}`), the query and
 * header parameters, the credentials of the first `security` requirement (placeholders such as
 * `Bearer <token>`) and the body: the media type's `example`, else one built from its schema
 * (schema-example.ts).
 */
import { escapePointer } from '@docsnav/core/parse';
import { isObject, type Json, type RefReader } from './openapi-refs.js';
import { schemaExample } from './schema-example.js';

/** One code block of an example: its tab label, its fence language and its text. */
export interface ExampleBlock {
  label: string;
  language: string;
  code: string;
}

/** The request languages the site writes, by the names docs.json `api.examples.languages` may give. */
export type RequestLanguage = 'curl' | 'python' | 'javascript';
const LANGUAGE_NAMES: Readonly<Record<string, RequestLanguage>> = {
  curl: 'curl',
  bash: 'curl',
  sh: 'curl',
  shell: 'curl',
  python: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
};
/** The languages shown when docs.json does not choose. */
export const DEFAULT_LANGUAGES: readonly RequestLanguage[] = ['curl', 'python', 'javascript'];

/** A docs.json language name as one of the site's, or undefined when it writes no such example. */
export function requestLanguage(name: string): RequestLanguage | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(LANGUAGE_NAMES, key) ? LANGUAGE_NAMES[key] : undefined;
}

export interface RequestExampleOptions {
  /** The generated languages, in tab order (docs.json `api.examples.languages`). */
  languages?: readonly RequestLanguage[];
  /** Only required parameters and body properties (docs.json `api.examples.defaults: "required"`). */
  requiredOnly?: boolean;
  /** False: only the spec's `x-codeSamples` (docs.json `api.examples.autogenerate: false`). */
  autogenerate?: boolean;
}

/** Everything the three writers need, read once from the operation. */
export interface RequestParts {
  method: string;
  url: string;
  query: [string, string][];
  headers: [string, string][];
  /** The body: JSON (any value), form fields, or raw text, with its media type. */
  body?: { mediaType: string; kind: 'json' | 'form' | 'multipart' | 'text'; value: unknown };
}

/** The blocks of an operation's request example (none when it has nothing to show). */
export function requestExample(
  refs: RefReader,
  operation: { op: Json; item: Json; at: string },
  method: string,
  path: string,
  options: RequestExampleOptions = {},
): ExampleBlock[] {
  const blocks = codeSamples(operation.op);
  if (options.autogenerate === false) return blocks;
  const parts = requestParts(refs, operation, method, path, options);
  const written = new Set(blocks.map((b) => requestLanguage(b.language)));
  for (const language of options.languages ?? DEFAULT_LANGUAGES) {
    if (written.has(language)) continue;
    if (language === 'curl') blocks.push({ label: 'cURL', language: 'bash', code: curl(parts) });
    if (language === 'python') blocks.push({ label: 'Python', language: 'python', code: python(parts) });
    if (language === 'javascript')
      blocks.push({ label: 'JavaScript', language: 'javascript', code: javascript(parts) });
  }
  return blocks;
}

/** The operation's `x-codeSamples` / `x-code-samples` entries that have a source. */
function codeSamples(op: Json): ExampleBlock[] {
  const samples = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(samples)) return [];
  const blocks: ExampleBlock[] = [];
  for (const sample of samples) {
    if (!isObject(sample) || typeof sample.source !== 'string') continue;
    const lang = typeof sample.lang === 'string' ? sample.lang.trim() : '';
    const label = typeof sample.label === 'string' && sample.label.trim() ? sample.label.trim() : lang;
    blocks.push({
      label: label || `Example ${blocks.length + 1}`,
      language: lang.toLowerCase(),
      code: sample.source,
    });
  }
  return blocks;
}

/** The URL of the first server (operation's, path item's, then the document's), variables at their
 *  defaults, without a trailing slash; empty when the spec names none. */
function serverUrl(refs: RefReader, operation: { op: Json; item: Json }): string {
  for (const servers of [operation.op.servers, operation.item.servers, refs.doc.servers]) {
    const server = Array.isArray(servers) ? servers.find(isObject) : undefined;
    if (!server || typeof server.url !== 'string') continue;
    const variables = isObject(server.variables) ? server.variables : {};
    return server.url
      .replace(/\{([^}]+)\}/g, (whole, name: string) => {
        const variable = variables[name];
        return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole;
      })
      .replace(/\/+$/, '');
  }
  return '';
}

/** A parameter's or credential's example as text: a string as it is, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Reads the operation into the parts every language writes. */
export function requestParts(
  refs: RefReader,
  operation: { op: Json; item: Json; at: string },
  method: string,
  path: string,
  options: RequestExampleOptions = {},
): RequestParts {
  const parts: RequestParts = {
    method: method.toUpperCase(),
    url: serverUrl(refs, operation) + path,
    query: [],
    headers: [],
  };
  // The path item's parameters, then the operation's (which override those of the same name and place).
  const parameters = new Map<string, Json>();
  for (const [list, at] of [
    [operation.item.parameters, operation.at.replace(/\/[^/]+$/, '/parameters')],
    [operation.op.parameters, `${operation.at}/parameters`],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const parameter = refs.resolve(raw, `${at}/${i}`);
      if (isObject(parameter) && typeof parameter.name === 'string' && typeof parameter.in === 'string')
        parameters.set(`${parameter.in} ${parameter.name}`, { ...parameter, at: `${at}/${i}` });
    });
  }
  for (const parameter of parameters.values()) {
    if (options.requiredOnly && parameter.required !== true) continue;
    const name = parameter.name as string;
    const value = () => {
      if (parameter.example !== undefined) return asText(parameter.example);
      const example = schemaExample(refs, parameter.schema, `${parameter.at}/schema`, { side: 'request' });
      return example === undefined ? '<string>' : asText(example);
    };
    if (parameter.in === 'query') parts.query.push([name, value()]);
    else if (parameter.in === 'header') parts.headers.push([name, value()]);
    else if (parameter.in === 'cookie') parts.headers.push(['Cookie', `${name}=${value()}`]);
  }
  addCredentials(refs, operation.op, parts);
  const body = requestBody(refs, operation, options);
  if (body) {
    parts.body = body;
    if (!parts.headers.some(([name]) => name.toLowerCase() === 'content-type'))
      parts.headers.push(['Content-Type', body.mediaType]);
  }
  return parts;
}

/** The placeholders of the first `security` requirement's schemes (the operation's, else the document's). */
function addCredentials(refs: RefReader, op: Json, parts: RequestParts): void {
  const requirements = Array.isArray(op.security) ? op.security : refs.doc.security;
  const first = Array.isArray(requirements) ? requirements.find(isObject) : undefined;
  if (!first) return;
  // A header the operation already lists as a parameter (`Authorization`) is not written twice.
  const header = (name: string, value: string) => {
    if (!parts.headers.some(([n]) => n.toLowerCase() === name.toLowerCase()))
      parts.headers.push([name, value]);
  };
  const schemes = isObject(refs.doc.components) ? refs.doc.components.securitySchemes : undefined;
  for (const name of Object.keys(first)) {
    const at = `#/components/securitySchemes/${escapePointer(name)}`;
    const scheme =
      isObject(schemes) && Object.hasOwn(schemes, name) ? refs.resolve(schemes[name], at) : undefined;
    if (!isObject(scheme)) {
      // A requirement naming a scheme the document does not define: an author mistake.
      refs.missing.push({ ref: at, at: '#/security' });
      continue;
    }
    const type = typeof scheme.type === 'string' ? scheme.type.toLowerCase() : '';
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    if (type === 'apikey' && typeof scheme.name === 'string') {
      const where = scheme.in;
      if (where === 'query') parts.query.push([scheme.name, '<api-key>']);
      else if (where === 'cookie') parts.headers.push(['Cookie', `${scheme.name}=<api-key>`]);
      else header(scheme.name, '<api-key>');
    } else if (type === 'http' && httpScheme === 'basic') header('Authorization', 'Basic <encoded-value>');
    else if (type === 'http' || type === 'oauth2' || type === 'openidconnect')
      header('Authorization', `${httpScheme && httpScheme !== 'bearer' ? scheme.scheme : 'Bearer'} <token>`);
  }
}

/** The request body's first media type (JSON preferred) and its example. */
function requestBody(
  refs: RefReader,
  operation: { op: Json; at: string },
  options: RequestExampleOptions,
): RequestParts['body'] {
  const at = `${operation.at}/requestBody`;
  const body = refs.resolve(operation.op.requestBody, at);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const types = Object.keys(body.content);
  const mediaType = types.find((t) => /\bjson\b/i.test(t)) ?? types[0];
  if (!mediaType) return undefined;
  const value = mediaExample(refs, body.content[mediaType], `${at}/content/${escapePointer(mediaType)}`, {
    side: 'request',
    requiredOnly: options.requiredOnly,
  });
  if (value === undefined) return undefined;
  const kind = /\bjson\b/i.test(mediaType)
    ? 'json'
    : /x-www-form-urlencoded/i.test(mediaType)
      ? 'form'
      : /multipart\//i.test(mediaType)
        ? 'multipart'
        : 'text';
  return { mediaType, kind, value };
}

/** The example of a media type object: its `example`, its first `examples` entry's `value`, else one built
 *  from its schema. */
export function mediaExample(
  refs: RefReader,
  raw: unknown,
  at: string,
  options: { side: 'request' | 'response'; requiredOnly?: boolean },
): unknown {
  const media = refs.resolve(raw, at);
  if (!isObject(media)) return undefined;
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples))
    for (const [name, entry] of Object.entries(media.examples)) {
      const example = refs.resolve(entry, `${at}/examples/${escapePointer(name)}`);
      if (isObject(example) && example.value !== undefined) return example.value;
    }
  return schemaExample(refs, media.schema, `${at}/schema`, options);
}

/** A string in single quotes for a POSIX shell. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The URL with its query string (values left readable: placeholders are not encoded). */
function fullUrl(parts: RequestParts): string {
  if (!parts.query.length) return parts.url;
  const encode = (text: string) => text.replace(/[\s&#+%=?]/g, (c) => encodeURIComponent(c));
  const query = parts.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return `${parts.url}?${query}`;
}

/** Form fields of an object body (values as text). */
const fields = (value: unknown): [string, string][] =>
  isObject(value) ? Object.entries(value).map(([k, v]) => [k, asText(v)]) : [];

/** The request as a cURL command, one option a line. */
export function curl(parts: RequestParts): string {
  const lines = [`curl --request ${parts.method}`, `--url ${shellQuote(fullUrl(parts))}`];
  for (const [name, value] of parts.headers) {
    if (parts.body?.kind === 'multipart' && name === 'Content-Type') continue; // curl sets the boundary
    lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  }
  const body = parts.body;
  if (body?.kind === 'json') lines.push(`--data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  else if (body?.kind === 'form')
    for (const [k, v] of fields(body.value)) lines.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`);
  else if (body?.kind === 'multipart')
    for (const [k, v] of fields(body.value)) lines.push(`--form ${shellQuote(`${k}=${v}`)}`);
  else if (body) lines.push(`--data ${shellQuote(asText(body.value))}`);
  return lines.join(' \\\n  ');
}

/** A JSON value as a Python literal (`true` → `True`, `null` → `None`), indented like json.dumps. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => inner + pythonLiteral(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(String(value));
}

/** The request with Python's `requests`. */
export function python(parts: RequestParts): string {
  const lines = ['import requests', '', `url = ${JSON.stringify(parts.url)}`, ''];
  const args = ['url'];
  const headers = parts.headers.filter(([n]) => !(parts.body?.kind === 'multipart' && n === 'Content-Type'));
  if (parts.query.length) {
    lines.push(`querystring = ${pythonLiteral(Object.fromEntries(parts.query))}`, '');
    args.push('params=querystring');
  }
  const body = parts.body;
  if (body) {
    if (body.kind === 'multipart') {
      lines.push(`files = ${pythonLiteral(Object.fromEntries(fields(body.value)))}`);
      args.push('files=files');
    } else {
      lines.push(
        `payload = ${pythonLiteral(body.kind === 'form' ? Object.fromEntries(fields(body.value)) : body.value)}`,
      );
      args.push(body.kind === 'json' ? 'json=payload' : 'data=payload');
    }
  }
  if (headers.length) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (body || headers.length) lines.push('');
  lines.push(
    `response = requests.${parts.method.toLowerCase()}(${args.join(', ')})`,
    '',
    'print(response.text)',
  );
  return lines.join('\n');
}

/** A JavaScript object key: bare when it is an identifier. */
const jsKey = (key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const jsString = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** The request with `fetch`. */
export function javascript(parts: RequestParts): string {
  const options = [`  method: '${parts.method}'`];
  const body = parts.body;
  const headers = parts.headers.filter(([n]) => !(body?.kind === 'multipart' && n === 'Content-Type'));
  if (headers.length)
    options.push(`  headers: {${headers.map(([k, v]) => `${jsKey(k)}: ${jsString(v)}`).join(', ')}}`);
  const before: string[] = [];
  if (body?.kind === 'json')
    options.push(`  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')})`);
  else if (body?.kind === 'form')
    options.push(`  body: new URLSearchParams(${JSON.stringify(Object.fromEntries(fields(body.value)))})`);
  else if (body?.kind === 'multipart') {
    before.push('const form = new FormData();');
    for (const [k, v] of fields(body.value)) before.push(`form.append(${jsString(k)}, ${jsString(v)});`);
    before.push('');
    options.push('  body: form');
  } else if (body) options.push(`  body: ${jsString(asText(body.value))}`);
  return [
    ...before,
    `const options = {\n${options.join(',\n')}\n};`,
    '',
    `fetch(${jsString(fullUrl(parts))}, options)`,
    '  .then(response => response.json())',
    '  .then(response => console.log(response))',
    '  .catch(err => console.error(err));',
  ].join('\n');
}
