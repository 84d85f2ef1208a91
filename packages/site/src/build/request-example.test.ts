import { describe, expect, it } from 'vitest';
import { findOperation, type Json, RefReader } from './openapi-refs.js';
import { requestExample } from './request-example.js';

/** A small spec: a server with a variable, bearer auth, path/query/header parameters and a JSON body. */
const spec: Json = {
  openapi: '3.1.0',
  servers: [{ url: 'https://{region}.api.example.com/v1/', variables: { region: { default: 'eu' } } }],
  security: [{ bearer: [] }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      key: { type: 'apiKey', in: 'query', name: 'api_key' },
    },
    schemas: {
      NewUser: {
        type: 'object',
        required: ['email'],
        properties: {
          id: { type: 'string', readOnly: true },
          email: { type: 'string', example: "o'hara@example.com" },
          admin: { type: 'boolean' },
        },
      },
    },
  },
  paths: {
    '/teams/{team}/users': {
      parameters: [{ name: 'team', in: 'path', required: true, schema: { type: 'string' } }],
      post: {
        parameters: [
          { name: 'notify', in: 'query', schema: { type: 'boolean' } },
          { name: 'X-Request-Id', in: 'header', example: 'req_1' },
        ],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/NewUser' } } },
        },
        responses: { '201': { description: 'Created' } },
      },
      get: {
        security: [{ key: [] }],
        responses: {},
        'x-codeSamples': [
          { lang: 'go', label: 'Go SDK', source: 'client.Users.List(ctx)' },
          { lang: 'python', source: 'client.users.list()' },
          { lang: 'ruby' },
        ],
      },
      put: {
        security: [{ missing: [] }],
        requestBody: {
          content: {
            'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } } } },
          },
        },
        responses: {},
      },
    },
  },
};

const example = (method: string, options = {}) => {
  const refs = new RefReader(spec);
  const path = '/teams/{team}/users';
  const operation = findOperation(refs, method, path);
  if (!operation) throw new Error('no operation');
  return { blocks: requestExample(refs, operation, method, path, options), refs };
};

describe('requestExample', () => {
  it('writes cURL, Python and JavaScript with the server, parameters, credentials and JSON body', () => {
    const { blocks } = example('POST');
    expect(blocks.map((b) => [b.label, b.language])).toEqual([
      ['cURL', 'bash'],
      ['Python', 'python'],
      ['JavaScript', 'javascript'],
    ]);
    expect(blocks[0]?.code).toBe(
      [
        'curl --request POST',
        "  --url 'https://eu.api.example.com/v1/teams/{team}/users?notify=true'",
        "  --header 'X-Request-Id: req_1'",
        "  --header 'Authorization: Bearer <token>'",
        "  --header 'Content-Type: application/json'",
        `  --data '{\n  "email": "o'\\''hara@example.com",\n  "admin": true\n}'`,
      ].join(' \\\n'),
    );
    expect(blocks[1]?.code).toContain('url = "https://eu.api.example.com/v1/teams/{team}/users"');
    expect(blocks[1]?.code).toContain('querystring = {\n    "notify": "true"\n}');
    expect(blocks[1]?.code).toContain('"admin": True');
    expect(blocks[1]?.code).toContain(
      'response = requests.post(url, params=querystring, json=payload, headers=headers)',
    );
    expect(blocks[2]?.code).toContain("method: 'POST'");
    expect(blocks[2]?.code).toContain(
      "headers: {'X-Request-Id': 'req_1', Authorization: 'Bearer <token>', 'Content-Type': 'application/json'}",
    );
    expect(blocks[2]?.code).toContain('body: JSON.stringify({');
    expect(blocks[2]?.code).toContain(
      "fetch('https://eu.api.example.com/v1/teams/{team}/users?notify=true', options)",
    );
  });

  it('puts the spec’s x-codeSamples first, and generates only the languages they do not cover', () => {
    const { blocks } = example('GET');
    expect(blocks.map((b) => b.label)).toEqual(['Go SDK', 'python', 'cURL', 'JavaScript']);
    expect(blocks[0]).toEqual({ label: 'Go SDK', language: 'go', code: 'client.Users.List(ctx)' });
    // The operation's own security: an API key in the query.
    expect(blocks[2]?.code).toContain(
      "--url 'https://eu.api.example.com/v1/teams/{team}/users?api_key=<api-key>'",
    );
    expect(example('GET', { autogenerate: false }).blocks.map((b) => b.label)).toEqual(['Go SDK', 'python']);
  });

  it('follows docs.json’s languages and required-only choice', () => {
    const { blocks } = example('POST', { languages: ['python'], requiredOnly: true });
    expect(blocks.map((b) => b.label)).toEqual(['Python']);
    expect(blocks[0]?.code).not.toContain('notify');
    expect(blocks[0]?.code).not.toContain('admin');
    expect(blocks[0]?.code).toContain('"email": "o\'hara@example.com"');
  });

  it('sends multipart forms as form fields, and reports a security scheme the spec does not define', () => {
    const { blocks, refs } = example('PUT');
    expect(blocks[0]?.code).toContain("--form 'file=<string>'");
    expect(blocks[0]?.code).not.toContain('Content-Type');
    expect(blocks[2]?.code).toContain("form.append('file', '<string>');");
    expect(refs.missing).toEqual([{ ref: '#/components/securitySchemes/missing', at: '#/security' }]);
  });

  it('writes a credential header once when the operation lists it as a parameter', () => {
    const refs = new RefReader({
      security: [{ bearer: [] }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths: {
        '/me': { get: { parameters: [{ name: 'authorization', in: 'header', example: 'Bearer abc' }] } },
      },
    });
    const operation = findOperation(refs, 'GET', '/me');
    if (!operation) throw new Error('no operation');
    const [curl] = requestExample(refs, operation, 'GET', '/me', { languages: ['curl'] });
    expect(curl?.code).toBe(
      "curl --request GET \\\n  --url '/me' \\\n  --header 'authorization: Bearer abc'",
    );
  });
});
