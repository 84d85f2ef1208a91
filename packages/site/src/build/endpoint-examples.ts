/**
 * The generated examples of one endpoint page (request-example.ts, response-example.ts), highlighted
 * (highlight-block.ts) and ready for the page's examples column, with the spec's mistakes met on the way
 * (references that lead nowhere) as located warnings. docs.json's `api.examples` choose the languages
 * (`languages`), leave optional parameters out (`defaults: "required"`) or turn generation off
 * (`autogenerate: false`: only the spec's `x-codeSamples`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodeThemes } from './code-themes.js';
import { type HighlightedBlock, highlightBlock } from './highlight-block.js';
import { findOperation, isObject, type Json, type MissingRef, RefReader } from './openapi-refs.js';
import {
  type ExampleBlock,
  type RequestExampleOptions,
  type RequestLanguage,
  requestExample,
  requestLanguage,
} from './request-example.js';
import { responseExample } from './response-example.js';

/** A block of the examples column: its tab label and language, highlighted. */
export interface GeneratedBlock extends HighlightedBlock {
  label: string;
  language: string;
}

/** The generated examples of an endpoint page (either list may be empty). */
export interface GeneratedExamples {
  request: GeneratedBlock[];
  response: GeneratedBlock[];
}

/** docs.json `api.examples` read into the generator's options (what it does not understand is ignored). */
export function examplesOptions(config: unknown): RequestExampleOptions {
  const api = isObject(config) ? config.api : undefined;
  const examples = isObject(api) ? api.examples : undefined;
  if (!isObject(examples)) return {};
  const options: RequestExampleOptions = {};
  if (Array.isArray(examples.languages)) {
    const languages = examples.languages
      .map((name) => (typeof name === 'string' ? requestLanguage(name) : undefined))
      .filter((l): l is RequestLanguage => l !== undefined);
    options.languages = [...new Set(languages)];
  }
  if (examples.defaults === 'required') options.requiredOnly = true;
  if (examples.autogenerate === false) options.autogenerate = false;
  return options;
}

/** The unhighlighted examples of the operation at `method` `path` (a webhook: named `path`), and the
 *  references that led nowhere. None when the document lacks the operation; never throws. */
export function endpointExampleBlocks(
  document: unknown,
  endpoint: { method: string; path: string; webhook?: boolean },
  options: RequestExampleOptions = {},
): { request: ExampleBlock[]; response: ExampleBlock[]; missing: MissingRef[] } {
  if (!isObject(document)) return { request: [], response: [], missing: [] };
  const refs = new RefReader(document as Json);
  try {
    const operation = findOperation(refs, endpoint.method, endpoint.path, endpoint.webhook);
    if (!operation) return { request: [], response: [], missing: refs.missing };
    // A webhook is a request the API sends: no request example to copy, its payload is the body.
    const request = endpoint.webhook
      ? []
      : requestExample(refs, operation, endpoint.method, endpoint.path, options);
    const response = responseExample(refs, operation, options);
    return { request, response, missing: refs.missing };
  } catch {
    // A shape the generator did not foresee: the page keeps its sections, without examples.
    return { request: [], response: [], missing: refs.missing };
  }
}

const highlightAll = (blocks: ExampleBlock[], themes: CodeThemes | undefined) =>
  Promise.all(
    blocks.map(async (block) => ({
      label: block.label,
      language: block.language,
      ...(await highlightBlock(block.language, block.code, themes)),
    })),
  );

/** The examples of an endpoint page, highlighted in `themes` (the site's code themes by default). */
export async function endpointExamples(
  document: unknown,
  endpoint: { method: string; path: string; webhook?: boolean },
  options: RequestExampleOptions = {},
  themes?: CodeThemes,
): Promise<GeneratedExamples & { missing: MissingRef[] }> {
  const blocks = endpointExampleBlocks(document, endpoint, options);
  return {
    request: await highlightAll(blocks.request, themes),
    response: await highlightAll(blocks.response, themes),
    missing: blocks.missing,
  };
}

/**
 * A missing reference as a warning in the site's diagnostic style (`file:line:column  warning  code
 * message`), located at the first place the spec file (relative to `root`, when it is a local file) writes
 * the reference.
 */
export function missingRefWarning(root: string, spec: string, missing: MissingRef): string {
  const file = spec.replace(/^\/+/, '');
  let at = '';
  if (!/^[a-z]+:\/\//i.test(spec))
    try {
      const text = readFileSync(path.join(root, file), 'utf8');
      const name = missing.ref.split('/').pop() ?? missing.ref;
      const offset = text.indexOf(missing.ref) >= 0 ? text.indexOf(missing.ref) : text.indexOf(name);
      if (offset >= 0) {
        const before = text.slice(0, offset).split('\n');
        at = `:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
      }
    } catch {
      // not readable here: the file alone locates it
    }
  return `${file}${at}  warning  openapi-ref-missing  ${missing.ref} (used at ${missing.at}) is not in the spec: the endpoint's generated examples leave it out`;
}
