import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';
import { parseDocs, parseJsonText } from '@docsnav/core/parse';
import type { LoadOptions, LoadResult } from '../load-types.js';
import { isReadText, type PathGuard } from '../path-guard.js';
import type { Origin } from '../place-diagnostics.js';
import type { SourceText } from '../ref-resolver.js';
import { convertMintJson } from './convert-mint-json.js';
import { mintPointerOf } from './origins.js';

/** The file name of Mintlify's former configuration, read when a folder has no docs.json. */
export const MINT_JSON = 'mint.json' as const;

/** A configuration as the loader builds the model from it: docs.json with its `$ref` resolved, or a converted mint.json. */
export interface ConfigSource {
  value: unknown;
  /** Problems found while reading it (what mint.json could not carry over). */
  diagnostics: Diagnostic[];
  /** Every source file read, by path relative to the root. */
  sources: Map<string, SourceText>;
  /** Maps a pointer of `value` to the file and pointer it was written at. */
  origin: (pointer: string) => Origin | undefined;
}

/** Reads mint.json at the root of the docs folder (inside it only); undefined when there is none. */
export async function readMintJson(guard: PathGuard): Promise<SourceText | undefined> {
  const abs = path.join(guard.root, MINT_JSON);
  const read = await guard.read(abs);
  if (!isReadText(read)) return undefined;
  return { rel: MINT_JSON, abs, text: read.text, format: 'json' };
}

/**
 * Loads a folder through its mint.json: converts it (as Mintlify's upgrade does) and builds the model
 * from the result with `build`; every diagnostic points into mint.json. A mint.json that is not JSON
 * gives `invalid-json` at its line and column and an empty model.
 */
export async function loadMintJson(
  mint: SourceText,
  options: LoadOptions,
  build: (config: ConfigSource) => Promise<LoadResult>,
): Promise<LoadResult> {
  const json = parseJsonText(mint.text);
  if (!json.ok) {
    const empty = parseDocs(
      { navigation: { pages: [] } },
      options.basePath === undefined ? {} : { basePath: options.basePath },
    );
    return {
      model: empty.model,
      diagnostics: [
        {
          code: 'invalid-json',
          severity: 'error',
          message: `Cannot load the docs: ${MINT_JSON} is not valid JSON (${json.message}).`,
          path: '',
          file: MINT_JSON,
          line: json.line,
          column: json.column,
          hint: 'Fix the JSON syntax of mint.json (no trailing commas, every key quoted), or run "docsnav upgrade" once it parses.',
        },
      ],
      files: [mint.abs],
    };
  }
  const conversion = convertMintJson(json.value);
  const diagnostics: Diagnostic[] = conversion.unconverted.map((u) => ({
    code: 'mint-json-unconverted',
    severity: 'info',
    message: u.message,
    path: u.pointer,
    file: MINT_JSON,
    hint: 'docsnav reads mint.json through the docs.json that "docsnav upgrade" writes.',
  }));
  const result = await build({
    value: conversion.docs,
    diagnostics,
    sources: new Map([[MINT_JSON, mint]]),
    origin: (pointer) => ({ file: MINT_JSON, pointer: mintPointerOf(conversion.origins, pointer) }),
  });
  // Without `colors`, the upgrade writes Mintlify's default green: a contrast warning would be about a colour
  // the author never chose, so it is not reported (the site looks as it does on Mintlify).
  const mintColors = (json.value as { colors?: unknown } | null)?.colors;
  if (typeof mintColors === 'object' && mintColors !== null) return result;
  return { ...result, diagnostics: result.diagnostics.filter((d) => d.code !== 'low-contrast') };
}

/** The `mint-json-ignored` info when a folder holds docs.json and mint.json (docs.json wins). */
export async function mintJsonIgnored(guard: PathGuard): Promise<Diagnostic[]> {
  const mint = await readMintJson(guard);
  if (!mint) return [];
  return [
    {
      code: 'mint-json-ignored',
      severity: 'info',
      message: 'The folder holds both docs.json and mint.json: docs.json is used, mint.json is ignored.',
      path: '',
      file: MINT_JSON,
      line: 1,
      column: 1,
      hint: 'Delete mint.json once docs.json has replaced it.',
    },
  ];
}
