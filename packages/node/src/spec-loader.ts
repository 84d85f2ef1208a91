import type { Diagnostic } from '@docsnav/core';
import { parseEndpointEntry, parseJsonText, type SpecInput } from '@docsnav/core/parse';
import { errorMessage, isReadText, type PathGuard } from './path-guard.js';
import type { SourceText } from './ref-resolver.js';
import { parseYamlText } from './yaml-text.js';

/** How specs are loaded. */
export interface SpecLoadOptions {
  /** Fetch `http(s)://` specs (default false: a remote spec is reported as not loaded). */
  allowRemoteSpecs?: boolean;
  /** Fetch implementation (tests); default the global `fetch`. */
  fetch?: typeof fetch;
  /** Milliseconds before a remote fetch is abandoned; default 20 000. */
  timeoutMs?: number;
}

export interface SpecLoad {
  /** Every reference, loaded or with the reason it was not, keyed as written. */
  specs: Record<string, SpecInput>;
  /** Located problems inside spec files (syntax errors). Reference-level failures are in `specs`. */
  diagnostics: Diagnostic[];
  /** Spec files read, by relative path (for watching; their text is not kept for code frames). */
  files: string[];
}

const REMOTE = /^https?:\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The spec named in an endpoint entry or frontmatter `openapi` (`"spec.json GET /x"` → `spec.json`): core's
 *  parser of endpoint entries reads it (one implementation). */
export function specOfEndpoint(entry: string): string | undefined {
  return parseEndpointEntry(entry)?.file;
}

/**
 * Loads OpenAPI documents (JSON or YAML) by reference as written in docs.json: a path relative to the
 * docs root (a leading `/` is the root), or an `http(s)` URL when allowed. Never reads outside the root.
 */
export async function loadSpecs(
  references: Iterable<string>,
  guard: PathGuard,
  options: SpecLoadOptions = {},
): Promise<SpecLoad> {
  const specs: Record<string, SpecInput> = {};
  const diagnostics: Diagnostic[] = [];
  const files: string[] = [];
  const unique = [...new Set(references)];
  await Promise.all(
    unique.map(async (reference) => {
      const input = await loadOne(reference, guard, options, diagnostics, files);
      Object.defineProperty(specs, reference, { value: input, enumerable: true, writable: true });
    }),
  );
  return { specs, diagnostics, files: [...new Set(files)].sort() };
}

async function loadOne(
  reference: string,
  guard: PathGuard,
  options: SpecLoadOptions,
  diagnostics: Diagnostic[],
  files: string[],
): Promise<SpecInput> {
  if (REMOTE.test(reference)) {
    if (!options.allowRemoteSpecs) {
      return {
        error: `remote spec ${reference} was not fetched (remote specs are off; allow them to load it)`,
      };
    }
    return fetchSpec(reference, options);
  }
  if (SCHEME.test(reference)) return { error: `"${reference}" is neither a local path nor an http(s) URL` };
  const resolved = guard.resolve(reference);
  if (!resolved.ok) return { error: `refused: ${resolved.reason}` };
  const read = await guard.read(resolved.abs);
  if (!isReadText(read)) {
    if (read.kind === 'missing') return { error: `${resolved.rel} does not exist` };
    if (read.kind === 'outside-root') return { error: `refused: ${read.reason}` };
    return { error: `${resolved.rel} could not be read: ${read.reason}` };
  }
  files.push(read.abs);
  const parsed = parseSpecText(read, reference);
  if ('document' in parsed) return parsed;
  diagnostics.push(parsed.diagnostic);
  return { error: parsed.error };
}

/** Parses a spec by its extension (`.json`; `.yaml`/`.yml`), or JSON then YAML when it has neither. */
function parseSpecText(
  source: Pick<SourceText, 'rel' | 'text'>,
  reference: string,
): { document: unknown } | { error: string; diagnostic: Diagnostic } {
  const yamlByName = /\.ya?ml$/i.test(source.rel);
  const jsonByName = /\.json$/i.test(source.rel);
  if (!yamlByName) {
    const json = parseJsonText(source.text);
    if (json.ok) return { document: json.value };
    if (jsonByName) return unparsable(source, reference, 'JSON', json);
  }
  const yaml = parseYamlText(source.text);
  if (yaml.ok) return { document: yaml.value };
  return unparsable(source, reference, 'YAML', yaml);
}

function unparsable(
  source: Pick<SourceText, 'rel'>,
  reference: string,
  format: string,
  error: { message: string; line: number; column: number },
): { error: string; diagnostic: Diagnostic } {
  const text = `${source.rel} is not valid ${format}: ${error.message}`;
  return {
    error: text,
    diagnostic: {
      code: 'spec-unparsable',
      severity: 'error',
      message: `OpenAPI spec ${reference}: ${text}. Nothing is generated from it.`,
      path: '',
      file: source.rel,
      line: error.line,
      column: error.column,
    },
  };
}

async function fetchSpec(url: string, options: SpecLoadOptions): Promise<SpecInput> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
    if (!response.ok) return { error: `fetching ${url} failed: HTTP ${response.status}` };
    const text = await response.text();
    const json = parseJsonText(text);
    if (json.ok) return { document: json.value };
    const yaml = parseYamlText(text);
    if (yaml.ok) return { document: yaml.value };
    return { error: `${url} is neither valid JSON nor valid YAML (${yaml.message})` };
  } catch (error) {
    return { error: `fetching ${url} failed: ${errorMessage(error)}` };
  }
}
