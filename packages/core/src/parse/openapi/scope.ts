import type { ApiScope, Builder } from '../builder.js';

import { fieldWarning } from '../fields.js';
import {
  LOAD_SPEC_SPEC_LOAD_FAILED,
  LOAD_SPEC_SPEC_LOAD_FAILED_2,
  LOAD_SPEC_SPEC_NOT_LOADED,
} from '../message-ids.js';
import { isObject, ownValue } from '../values.js';
import { indexSpec, type LoadedSpec } from './spec-index.js';

/**
 * Reads an `openapi` field (a string, an array of strings, or `{ source, directory }`) into the scope its
 * node's descendants inherit; undefined (inherit the parent's) when the field is absent or malformed.
 */
export function readOpenApi(
  b: Builder,
  value: unknown,
  pointer: string,
  owner: number,
): ApiScope | undefined {
  if (value === undefined) return undefined;
  let refs: string[] = [];
  let directory: string | undefined;
  if (typeof value === 'string') refs = [value];
  else if (Array.isArray(value)) refs = value.filter((v): v is string => typeof v === 'string');
  else if (isObject(value)) {
    const source = value.source;
    if (typeof source === 'string') refs = [source];
    else if (Array.isArray(source)) refs = source.filter((v): v is string => typeof v === 'string');
    if (typeof value.directory === 'string' && value.directory.trim() !== '')
      directory = trimSlashes(value.directory);
  }
  refs = refs.map((r) => r.trim()).filter((r) => r !== '');
  if (refs.length === 0) {
    fieldWarning(
      b,
      pointer,
      'a spec path, an array of spec paths or { source, directory }',
      value,
      'openapi',
    );
    return undefined;
  }
  return { refs, directory, owner, pointer, used: false };
}

function trimSlashes(s: string): string {
  return s.trim().replace(/^\/+|\/+$/g, '');
}

/**
 * Loads a spec by reference from `options.specs` (once per reference; the first use reports a failure):
 * `{ error }` → `spec-load-failed`; missing from `specs` → `spec-not-loaded` (info; silent when the caller
 * passed no `specs` at all).
 */
export function loadSpec(b: Builder, ref: string, pointer: string): LoadedSpec {
  b.specCache ??= new Map();
  const cached = b.specCache.get(ref);
  if (cached !== undefined) return cached;
  const input = findSpec(b, ref);
  let loaded: LoadedSpec;
  if (input === undefined) {
    loaded = { ok: false, reason: 'absent' };
    // A caller that passes no `specs` at all opted out of OpenAPI (e.g. a browser parse): nothing to say.
    if (b.specs !== undefined) b.report(LOAD_SPEC_SPEC_NOT_LOADED, pointer, ref);
  } else if ('error' in input) {
    loaded = { ok: false, reason: 'error' };
    b.report(LOAD_SPEC_SPEC_LOAD_FAILED, pointer, ref, String(input.error));
  } else {
    const index = indexSpec(input.document);
    if (typeof index === 'string') {
      loaded = { ok: false, reason: 'error' };
      b.report(LOAD_SPEC_SPEC_LOAD_FAILED_2, pointer, ref, index);
    } else {
      loaded = { ok: true, index };
    }
  }
  b.specCache.set(ref, loaded);
  return loaded;
}

/** The spec given for a reference: as written, else with its leading `/` or `./` changed. */
function findSpec(b: Builder, ref: string) {
  const specs = b.specs;
  if (specs === undefined) return undefined;
  const direct = ownValue(specs, ref);
  if (isObject(direct)) return direct;
  const bare = ref.replace(/^\.?\/+/, '');
  for (const candidate of [bare, `/${bare}`, `./${bare}`]) {
    const v = ownValue(specs, candidate);
    if (v !== undefined && isObject(v)) return v;
  }
  return undefined;
}

/** Whether two spec references name the same file (`/a.json`, `./a.json`, `a.json`). */
export function sameRef(a: string, b: string): boolean {
  return a.replace(/^\.?\/+/, '') === b.replace(/^\.?\/+/, '');
}
