import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';
import { parseJsonText } from '@docsnav/core/parse';
import { isReadText, type PathGuard } from './path-guard.js';
import { appendPointer, splitPointer } from './pointer.js';
import { parseYamlText } from './yaml-text.js';

/** A source file read by the loader: its text, for locating diagnostics and code frames. */
export interface SourceText {
  /** Path relative to the docs root. */
  rel: string;
  abs: string;
  text: string;
  /** How the text was parsed. */
  format: 'json' | 'yaml';
}

/**
 * Where a `$ref` put the content of another file into the resolved document. A resolved pointer under
 * `pointer` belongs to `file` (at the same relative pointer under `filePointer`), except the keys written
 * next to the `$ref` (`siblings`), which belong to `holder`.
 */
export interface RefMount {
  pointer: string;
  file: string;
  filePointer: string;
  siblings: ReadonlySet<string>;
  holder: { file: string; pointer: string };
  /** The reference could not be resolved: diagnostics under `pointer` are consequences of that one. */
  failed: boolean;
}

export interface RefResolution {
  /** The document with every `$ref` replaced by its target (siblings merged over an object target). */
  value: unknown;
  diagnostics: Diagnostic[];
  mounts: RefMount[];
  /** Every file read (the root file first), by relative path. */
  sources: Map<string, SourceText>;
}

interface Frame {
  /** The file holding the value being walked. */
  file: SourceText;
  /** Pointer of the value inside that file. */
  filePointer: string;
  /** Pointer of the value in the resolved document. */
  pointer: string;
}

/** Nesting deeper than this is not walked for `$ref` (the parser reports it as too deep anyway). */
const MAX_DEPTH = 256;

/**
 * Replaces every `{"$ref": "path[#/pointer]", ...siblings}` in `value` by the content of the referenced
 * file, relative to the file that holds it, recursively. A reference leaving the docs root, missing,
 * unparsable or part of a cycle is reported and replaced by its siblings alone.
 */
export async function resolveRefs(
  root: SourceText,
  value: unknown,
  guard: PathGuard,
): Promise<RefResolution> {
  const diagnostics: Diagnostic[] = [];
  const mounts: RefMount[] = [];
  const sources = new Map<string, SourceText>([[root.rel, root]]);
  const parsed = new Map<string, { value: unknown } | { error: string; line?: number; column?: number }>();
  parsed.set(root.abs, { value });

  const loadFile = async (abs: string) => {
    const cached = parsed.get(abs);
    if (cached) return cached;
    const read = await guard.read(abs);
    let result: { value: unknown } | { error: string; line?: number; column?: number };
    if (!isReadText(read)) {
      result = { error: read.kind === 'missing' ? 'the file does not exist' : read.reason };
    } else {
      const format = /\.ya?ml$/i.test(abs) ? 'yaml' : 'json';
      sources.set(read.rel, { rel: read.rel, abs, text: read.text, format });
      const outcome = format === 'yaml' ? parseYamlText(read.text) : parseJsonText(read.text);
      result = outcome.ok
        ? { value: outcome.value }
        : { error: outcome.message, line: outcome.line, column: outcome.column };
      if (!outcome.ok) {
        diagnostics.push({
          code: 'ref-unparsable',
          severity: 'error',
          message: `${read.rel} is not valid ${format === 'yaml' ? 'YAML' : 'JSON'}: ${outcome.message}.`,
          path: '',
          file: read.rel,
          line: outcome.line,
          column: outcome.column,
        });
      }
    }
    parsed.set(abs, result);
    return result;
  };

  const walk = async (node: unknown, frame: Frame, stack: string[], depth: number): Promise<unknown> => {
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return node;
    if (Array.isArray(node)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < node.length; i++) {
        const child = node[i];
        const next = await walk(child, step(frame, String(i)), stack, depth + 1);
        if (next !== child) {
          out ??= node.slice();
          out[i] = next;
        }
      }
      return out ?? node;
    }
    const record = node as Record<string, unknown>;
    if (Object.hasOwn(record, '$ref')) return expand(record, frame, stack, depth);
    let changed = false;
    const entries: Array<[string, unknown]> = [];
    for (const [key, child] of Object.entries(record)) {
      const next = await walk(child, step(frame, key), stack, depth + 1);
      if (next !== child) changed = true;
      entries.push([key, next]);
    }
    return changed ? Object.fromEntries(entries) : node;
  };

  const expand = async (
    record: Record<string, unknown>,
    frame: Frame,
    stack: string[],
    depth: number,
  ): Promise<unknown> => {
    const ref = record.$ref;
    const refPointer = appendPointer(frame.filePointer, '$ref');
    const siblingEntries = Object.entries(record).filter(([key]) => key !== '$ref');
    const mount: RefMount = {
      pointer: frame.pointer,
      file: frame.file.rel,
      filePointer: frame.filePointer,
      siblings: new Set(siblingEntries.map(([key]) => key)),
      holder: { file: frame.file.rel, pointer: frame.filePointer },
      failed: true,
    };
    mounts.push(mount);
    const siblingsOnly = async () => {
      const entries: Array<[string, unknown]> = [];
      for (const [key, child] of siblingEntries) {
        entries.push([key, await walk(child, step(frame, key), stack, depth + 1)]);
      }
      return Object.fromEntries(entries);
    };
    const fail = (code: string, message: string, hint?: string) => {
      diagnostics.push({
        code,
        severity: 'error',
        message,
        path: refPointer,
        file: frame.file.rel,
        ...(hint ? { hint } : {}),
      });
      return siblingsOnly();
    };
    if (typeof ref !== 'string' || ref.trim() === '') {
      return fail(
        'ref-invalid',
        `"$ref" must be a non-empty string with a file path; found ${describe(ref)}.`,
      );
    }
    const hashAt = ref.indexOf('#');
    const filePart = hashAt < 0 ? ref : ref.slice(0, hashAt);
    const fragment = hashAt < 0 ? '' : decodeFragment(ref.slice(hashAt + 1));
    let abs = frame.file.abs;
    if (filePart !== '') {
      const resolved = guard.resolve(filePart, path.dirname(frame.file.abs));
      if (!resolved.ok) {
        return fail(
          'ref-outside-root',
          `$ref "${ref}" points outside the docs root; it was not read. ${resolved.reason}.`,
          'Keep referenced files inside the docs folder.',
        );
      }
      abs = resolved.abs;
    }
    const key = `${abs}#${fragment}`;
    if (stack.includes(key)) {
      return fail(
        'ref-cycle',
        `$ref "${ref}" refers back to a file that is already being included (${[...stack.map(label), label(key)].join(' → ')}); the cycle is cut here.`,
      );
    }
    const loaded = await loadFile(abs);
    const rel = guard.relative(abs);
    if ('error' in loaded) {
      if (loaded.line !== undefined) {
        return fail('ref-unresolved', `$ref "${ref}": ${rel} could not be parsed (see the error in ${rel}).`);
      }
      return fail('ref-unresolved', `$ref "${ref}" could not be read: ${loaded.error}.`);
    }
    const target = fragment === '' ? loaded.value : getPointer(loaded.value, fragment);
    if (target === undefined) {
      return fail('ref-unresolved', `$ref "${ref}": ${rel} has nothing at "#${fragment}".`);
    }
    const source = sources.get(rel);
    if (!source) return fail('ref-unresolved', `$ref "${ref}" could not be read.`);
    mount.failed = false;
    mount.file = rel;
    mount.filePointer = fragment;
    const inner = await walk(
      target,
      { file: source, filePointer: fragment, pointer: frame.pointer },
      [...stack, key],
      depth + 1,
    );
    if (siblingEntries.length === 0) return inner;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) {
      diagnostics.push({
        code: 'ref-siblings-ignored',
        severity: 'warning',
        message: `$ref "${ref}" points to ${describe(inner)}, so the keys next to it (${[...mount.siblings].join(', ')}) cannot be merged and are ignored.`,
        path: refPointer,
        file: frame.file.rel,
      });
      return inner;
    }
    const siblings = (await siblingsOnly()) as Record<string, unknown>;
    return Object.fromEntries([...Object.entries(inner), ...Object.entries(siblings)]);
  };

  const label = (key: string) => {
    const [abs = '', fragment = ''] = key.split('#');
    return guard.relative(abs) + (fragment ? `#${fragment}` : '');
  };

  const resolved = await walk(value, { file: root, filePointer: '', pointer: '' }, [`${root.abs}#`], 0);
  return { value: resolved, diagnostics, mounts, sources };
}

function step(frame: Frame, key: string): Frame {
  return {
    file: frame.file,
    filePointer: appendPointer(frame.filePointer, key),
    pointer: appendPointer(frame.pointer, key),
  };
}

function decodeFragment(fragment: string): string {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // keep it as written
  }
  return decoded === '' || decoded.startsWith('/') ? decoded : `/${decoded}`;
}

/** The value at a JSON pointer, or undefined. */
export function getPointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current: unknown = value;
  for (const key of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}
