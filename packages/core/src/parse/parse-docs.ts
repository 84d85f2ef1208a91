import type { Diagnostic } from '../model.js';
import { Builder } from './builder.js';
import { syntaxErrorOffset } from './json-syntax.js';
import { locatePointers, positionAt } from './locate-pointer.js';
import { normalizeDocs } from './normalize.js';
import type { ParseOptions, ParseResult } from './options.js';

/**
 * Validates and normalizes a docs.json — its text, or an already-parsed value with `$ref`s resolved — into
 * a `NavModel` in one pass. Never throws: every problem is a diagnostic, with line and column when the
 * input was text.
 */
export function parseDocs(input: string | unknown, options: ParseOptions = {}): ParseResult {
  const b = new Builder(options ?? {});
  if (typeof input !== 'string') {
    normalizeDocs(b, input);
    return { model: b.model(), diagnostics: b.reporter.list };
  }
  const bom = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom === 1 ? input.slice(1) : input;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const offset = syntaxErrorOffset(text);
    const at = offset < 0 ? text.length : offset;
    const pos = positionAt(text, at);
    const found = at >= text.length ? 'the end of the text' : JSON.stringify(text.slice(at, at + 12));
    const reason = error instanceof Error ? ` (${error.message})` : '';
    b.nodes.push({
      id: '/',
      type: 'root',
      parent: -1,
      children: [],
      end: 1,
      hidden: false,
      pointer: '/navigation',
    });
    b.reporter.report(
      'invalid-json',
      '',
      `Expected valid JSON; found ${found} at line ${pos.line}, column ${pos.column}${reason}. Nothing was read: the navigation is empty.`,
    );
    const d = b.reporter.list[0];
    if (d !== undefined) setPosition(d, pos.line, pos.column + (pos.line === 1 ? bom : 0));
    return { model: b.model(), diagnostics: b.reporter.list };
  }
  normalizeDocs(b, value);
  const diagnostics = b.reporter.list;
  if (diagnostics.length > 0) placeDiagnostics(text, diagnostics, bom);
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
function placeDiagnostics(text: string, diagnostics: Diagnostic[], bom: number): void {
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
