import { positionAt, scalarEnd, skipWhitespace, stringEnd } from './json-lexer.js';

/** JSON text parsed, or where and why it is not valid JSON. */
export type JsonParse =
  | { ok: true; value: unknown }
  | { ok: false; message: string; offset: number; line: number; column: number };

/**
 * Parses JSON text; a leading byte-order mark is allowed. Never throws: on invalid text, the offset and the
 * 1-based line and column of the first bad character (counting the mark) and the engine's message without
 * its own position (which some engines leave out).
 */
export function parseJsonText(text: string): JsonParse {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom === 1 ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    const found = syntaxErrorOffset(body);
    const offset = bom + (found < 0 ? body.length : found);
    const { line, column } = positionAt(text, offset);
    const native = error instanceof Error ? error.message : String(error);
    return { ok: false, message: native.replace(/ in JSON at position \d+.*$/s, ''), offset, line, column };
  }
}

/**
 * Finds where JSON text stops being valid, for the `invalid-json` diagnostic. Runs only after `JSON.parse`
 * failed (its messages carry no position on some engines). Iterative: any nesting depth is fine.
 */
export function syntaxErrorOffset(text: string): number {
  const stack: number[] = []; // 0: array, 1: object
  let pos = skipWhitespace(text, 0);
  // expect: 0 value, 1 after value
  let expectValue = true;
  let needKey = false;
  for (;;) {
    if (expectValue) {
      if (needKey) {
        if (text.charCodeAt(pos) !== 34) return pos;
        const end = stringEnd(text, pos);
        if (end < 0) return -end;
        pos = skipWhitespace(text, end);
        if (text.charCodeAt(pos) !== 58) return pos;
        pos = skipWhitespace(text, pos + 1);
        needKey = false;
      }
      const c = text.charCodeAt(pos);
      if (c === 123 || c === 91) {
        stack.push(c === 91 ? 0 : 1);
        pos = skipWhitespace(text, pos + 1);
        const close = text.charCodeAt(pos);
        if (close === (c === 91 ? 93 : 125)) {
          stack.pop();
          pos++;
          expectValue = false;
        } else {
          needKey = c === 123;
        }
        continue;
      }
      const end = scalarEnd(text, pos);
      if (end < 0) return -end;
      pos = end;
      expectValue = false;
      continue;
    }
    pos = skipWhitespace(text, pos);
    const top = stack[stack.length - 1];
    if (top === undefined) return pos < text.length ? pos : -1;
    const c = text.charCodeAt(pos);
    if (c === 44) {
      pos = skipWhitespace(text, pos + 1);
      expectValue = true;
      needKey = top === 1;
    } else if (c === (top === 0 ? 93 : 125)) {
      stack.pop();
      pos++;
    } else {
      return pos;
    }
  }
}
