import type { Diagnostic } from '../model/types.js';
import { readBrand } from './brand.js';
import { Builder } from './builder.js';
import { parseJsonText } from './json-syntax.js';
import { locatePointers } from './locate-pointer.js';
import { normalizeDocs, pushRoot } from './normalize.js';
import { OPENAPI_SPECS } from './openapi/specs.js';
import type { ParseOptions, ParseResult } from './options.js';
import { Reporter } from './reporter.js';
import { WHOLE_TOOLS } from './whole-tools.js';

/**
 * Validates and normalizes a docs.json — its text, or an already-parsed value with `$ref`s resolved — into
 * a `NavModel` in one pass. Never throws: every problem is a diagnostic, with line and column when the
 * input was text.
 */
export function parseDocs(input: string | unknown, options: ParseOptions = {}): ParseResult {
  const opts = options ?? {};
  const reporter = new Reporter(typeof input === 'string' ? input.length : 0, opts.existingPages);
  const b = new Builder(opts, {
    reporter,
    specs: OPENAPI_SPECS,
    brand: readBrand,
    ...WHOLE_TOOLS,
  });
  if (typeof input !== 'string') {
    normalizeDocs(b, input);
    return { model: b.model(), diagnostics: reporter.list };
  }
  const json = parseJsonText(input);
  if (!json.ok) {
    pushRoot(b);
    const found =
      json.offset >= input.length
        ? 'the end of the text'
        : JSON.stringify(input.slice(json.offset, json.offset + 12));
    reporter.add(
      'invalid-json',
      '',
      `Expected valid JSON; found ${found} at line ${json.line}, column ${json.column} (${json.message}). Nothing was read: the navigation is empty.`,
    );
    const d = reporter.list[0];
    if (d !== undefined) setPosition(d, json.line, json.column);
    return { model: b.model(), diagnostics: reporter.list };
  }
  normalizeDocs(b, json.value);
  const diagnostics = reporter.list;
  if (diagnostics.length > 0) {
    const bom = input.charCodeAt(0) === 0xfeff ? 1 : 0;
    placeDiagnostics(bom === 1 ? input.slice(1) : input, diagnostics, bom);
  }
  return { model: b.model(), diagnostics };
}

function setPosition(d: Diagnostic, line: number, column: number): void {
  d.line = line;
  d.column = column;
}

/**
 * Sets line and column of every diagnostic: one scan of the text for all their pointers, and one more for
 * the ancestors of pointers that are not in the text (a missing key is shown at the object that lacks it).
 */
export function placeDiagnostics(text: string, diagnostics: Diagnostic[], bom: number): void {
  const found = locatePointers(
    text,
    diagnostics.map((d) => d.path),
  );
  const ancestors = new Set<string>();
  for (const d of diagnostics) {
    if (found.has(d.path)) continue;
    for (let p = d.path; p.lastIndexOf('/') !== -1; ) {
      p = p.slice(0, p.lastIndexOf('/'));
      ancestors.add(p);
    }
  }
  const more = ancestors.size > 0 ? locatePointers(text, ancestors) : found;
  for (const d of diagnostics) {
    let pos = found.get(d.path);
    for (let p = d.path; pos === undefined && p.lastIndexOf('/') !== -1; ) {
      p = p.slice(0, p.lastIndexOf('/'));
      pos = more.get(p);
    }
    if (pos !== undefined) setPosition(d, pos.line, pos.column + (pos.line === 1 ? bom : 0));
  }
}
