import { readFileSync } from 'node:fs';
import path from 'node:path';
import { specDocuments } from '@docsnav/node';
import { describe, expect, it } from 'vitest';
import {
  endpointExampleBlocks,
  endpointExamples,
  examplesOptions,
  missingRefWarning,
} from './endpoint-examples.js';
import { testFolder } from './test-folder.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../shared/corpus');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Every operation of a spec document, as an endpoint page names it. */
function operations(document: unknown): { method: string; path: string }[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item && typeof item[m] === 'object').map((m) => ({
      method: m.toUpperCase(),
      path: p,
    })),
  );
}

/** The corpus sites with OpenAPI specs: operations, and how many get a response example. */
const SPECS: [site: string, spec: string, operations: number, withResponse: number][] = [
  ['formbricks__formbricks', 'api-v2-reference/openapi.yml', 40, 40],
  ['formbricks__formbricks', 'api-reference/openapi.json', 32, 32],
  ['Permify__permify', 'api-reference/openapi.json', 25, 25],
  ['ollama__ollama', 'openapi.yaml', 12, 10],
  ['polarsource__polar', 'openapi/2026-04.openapi.json', 186, 186],
  ['worldcoin__developer-docs', 'openapi/world-id.json', 3, 3],
  ['worldcoin__developer-docs', 'openapi/world-miniapps.json', 7, 7],
  ['0xPortalLabs__docs', 'spec/oracle.json', 3, 3],
  ['0xPortalLabs__docs', 'spec/points.yaml', 2, 2],
];

describe('the corpus specs', () => {
  for (const [site, spec, count, withResponse] of SPECS)
    it(`${site} ${spec}: every operation has a request example, and its responses one`, async () => {
      const document = await specDocuments(path.join(corpus, 'sites', site))(spec);
      const all = operations(document);
      expect(all).toHaveLength(count);
      const examples = all.map((endpoint) => endpointExampleBlocks(document, endpoint));
      expect(examples.filter((e) => e.request.length > 0)).toHaveLength(count);
      expect(examples.filter((e) => e.response.length > 0)).toHaveLength(withResponse);
      expect(examples.flatMap((e) => e.missing)).toEqual([]);
      for (const { request, response } of examples) {
        for (const block of request) expect(block.code.trim()).not.toBe('');
        for (const block of response)
          if (block.language === 'json') expect(() => JSON.parse(block.code)).not.toThrow();
      }
    });

  it('ollama: the spec’s own cURL sample comes first, the response is its 200 example', async () => {
    const document = await specDocuments(path.join(corpus, 'sites/ollama__ollama'))('openapi.yaml');
    const { request, response } = endpointExampleBlocks(document, { method: 'POST', path: '/api/generate' });
    expect(request[0]?.code).toContain("curl http://localhost:11434/api/generate -d '{");
    expect(request.map((b) => b.label)).toContain('Python');
    expect(response[0]?.label).toBe('200');
    expect(JSON.parse(response[0]?.code ?? '')).toMatchObject({ model: 'gemma4', done: true });
  });

  it('worldcoin: cURL with the server URL and the JSON body of the spec’s example', async () => {
    const document = await specDocuments(path.join(corpus, 'sites/worldcoin__developer-docs'))(
      'openapi/world-id.json',
    );
    const { request } = endpointExampleBlocks(document, { method: 'POST', path: '/api/v2/verify/{app_id}' });
    expect(request[0]?.label).toBe('cURL');
    expect(request[0]?.code).toContain("--url 'https://developer.worldcoin.org/api/v2/verify/{app_id}'");
    expect(request[0]?.code).toContain('"verification_level": "orb"');
  });

  it('the synthetic 1,000-operation spec: every operation, with bearer credentials', () => {
    const document: unknown = JSON.parse(
      readFileSync(path.join(corpus, 'synthetic/openapi-1k.json'), 'utf8'),
    );
    const all = operations(document);
    expect(all).toHaveLength(1000);
    const examples = all.map((endpoint) => endpointExampleBlocks(document, endpoint));
    expect(
      examples.filter((e) => e.request[0]?.code.includes("'Authorization: Bearer <token>'")),
    ).toHaveLength(1000);
    expect(examples.filter((e) => e.response.length > 0).length).toBeGreaterThan(900);
    expect(examples.flatMap((e) => e.missing)).toEqual([]);
  });
});

describe('odd and broken specs', () => {
  const broken = {
    openapi: '3.1.0',
    paths: {
      '/loop': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } },
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } } },
            '400': { content: { 'application/json': { schema: { type: 'wat' } } } },
          },
        },
      },
      '/odd': {
        get: 'not an operation',
        post: { responses: 'nope', parameters: [null, 3, { in: 'query' }] },
      },
    },
    components: {
      schemas: {
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' }, n: { type: 'integer' } } },
        B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
      },
    },
  };

  it('a circular schema stops where it recurs; a missing schema leaves the response out, reported', () => {
    const { request, response, missing } = endpointExampleBlocks(broken, { method: 'POST', path: '/loop' });
    expect(request[0]?.code).toContain(`--data '{\n  "b": {},\n  "n": 123\n}'`);
    expect(response).toEqual([]);
    expect(missing).toEqual([
      {
        ref: '#/components/schemas/Missing',
        at: '#/paths/~1loop/post/responses/200/content/application~1json/schema',
      },
    ]);
  });

  it('an operation of unexpected shapes, a missing operation or no document give what they can', () => {
    const odd = endpointExampleBlocks(broken, { method: 'POST', path: '/odd' });
    expect(odd.request.map((b) => b.label)).toEqual(['cURL', 'Python', 'JavaScript']);
    expect(odd.response).toEqual([]);
    expect(endpointExampleBlocks(broken, { method: 'GET', path: '/odd' }).request).toEqual([]);
    expect(endpointExampleBlocks(broken, { method: 'GET', path: '/none' }).request).toEqual([]);
    expect(endpointExampleBlocks(undefined, { method: 'GET', path: '/' }).request).toEqual([]);
  });

  it('a missing reference is a warning located where the spec file writes it', () => {
    const root = testFolder({
      'api/spec.yaml': [
        'openapi: 3.1.0',
        'paths:',
        '  /x:',
        '    get:',
        "      $ref: '#/components/schemas/Gone'",
      ].join('\n'),
    });
    expect(
      missingRefWarning(root, '/api/spec.yaml', { ref: '#/components/schemas/Gone', at: '#/paths/~1x/get' }),
    ).toBe(
      "api/spec.yaml:5:14  warning  openapi-ref-missing  #/components/schemas/Gone (used at #/paths/~1x/get) is not in the spec: the endpoint's generated examples leave it out",
    );
  });
});

describe('examples', () => {
  it('reads docs.json api.examples', () => {
    expect(examplesOptions({ api: { examples: { languages: ['python', 'curl', 'ruby', 'py'] } } })).toEqual({
      languages: ['python', 'curl'],
    });
    expect(examplesOptions({ api: { examples: { defaults: 'required', autogenerate: false } } })).toEqual({
      requiredOnly: true,
      autogenerate: false,
    });
    expect(examplesOptions({ api: 'odd' })).toEqual({});
  });

  it('are highlighted like a page’s code blocks', async () => {
    const document = {
      openapi: '3.1.0',
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/users': {
          get: { responses: { '200': { content: { 'application/json': { example: [{ id: 1 }] } } } } },
        },
      },
    };
    const { request, response } = await endpointExamples(document, { method: 'GET', path: '/users' });
    expect(request[0]).toMatchObject({
      label: 'cURL',
      language: 'bash',
      preClass: 'shiki',
      codeClass: 'language-bash',
    });
    expect(request[0]?.html).toMatch(
      /^<span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:/i,
    );
    expect(request[0]?.html).toContain('curl');
    // A JSON key in its own token, green in both themes.
    expect(response[0]?.html).toContain(
      '<span style="--shiki-light:#116329;--shiki-dark:#7EE787">    "id"</span>',
    );
    // A language Shiki does not know stays plain text, escaped.
    const plain = await endpointExamples(
      {
        paths: {
          '/x': { get: { 'x-codeSamples': [{ lang: 'no-such-language', source: 'a < b' }] } },
        },
      },
      { method: 'GET', path: '/x' },
      { autogenerate: false },
    );
    expect(plain.request).toEqual([
      {
        label: 'no-such-language',
        language: 'no-such-language',
        codeClass: 'language-no-such-language',
        html: 'a &lt; b',
      },
    ]);
  });
});
