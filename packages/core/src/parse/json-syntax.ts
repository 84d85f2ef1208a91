import { positionAt } from './locate-pointer.js';

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
  let pos = ws(text, 0);
  // expect: 0 value, 1 after value
  let expectValue = true;
  let needKey = false;
  for (;;) {
    if (expectValue) {
      if (needKey) {
        if (text.charCodeAt(pos) !== 34) return pos;
        const end = str(text, pos);
        if (end < 0) return -end;
        pos = ws(text, end);
        if (text.charCodeAt(pos) !== 58) return pos;
        pos = ws(text, pos + 1);
        needKey = false;
      }
      const c = text.charCodeAt(pos);
      if (c === 123 || c === 91) {
        stack.push(c === 91 ? 0 : 1);
        pos = ws(text, pos + 1);
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
      const end = scalar(text, pos);
      if (end < 0) return -end;
      pos = end;
      expectValue = false;
      continue;
    }
    pos = ws(text, pos);
    const top = stack[stack.length - 1];
    if (top === undefined) return pos < text.length ? pos : -1;
    const c = text.charCodeAt(pos);
    if (c === 44) {
      pos = ws(text, pos + 1);
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

function ws(text: string, pos: number): number {
  let p = pos;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 10 || c === 13 || c === 9) p++;
    else return p;
  }
}

/** End of the string at `pos`, or minus the offset of the error. */
function str(text: string, pos: number): number {
  let p = pos + 1;
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (c === 34) return p + 1;
    if (c < 32) return -p;
    if (c === 92) {
      const e = text.charCodeAt(p + 1);
      if (e === 117) {
        for (let i = 2; i < 6; i++) if (!isHex(text.charCodeAt(p + i))) return -(p + i);
        p += 6;
        continue;
      }
      if (e !== 34 && e !== 92 && e !== 47 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116) {
        return -(p + 1);
      }
      p += 2;
      continue;
    }
    p++;
  }
  return -text.length;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function scalar(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 34) return str(text, pos);
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, pos)) return pos + word.length;
  }
  let p = pos;
  if (text.charCodeAt(p) === 45) p++;
  const digits = p;
  if (text.charCodeAt(p) === 48) p++;
  else while (isDigit(text.charCodeAt(p))) p++;
  if (p === digits) return -pos;
  if (text.charCodeAt(p) === 46) {
    p++;
    const f = p;
    while (isDigit(text.charCodeAt(p))) p++;
    if (p === f) return -p;
  }
  const e = text.charCodeAt(p);
  if (e === 101 || e === 69) {
    p++;
    const s = text.charCodeAt(p);
    if (s === 43 || s === 45) p++;
    const f = p;
    while (isDigit(text.charCodeAt(p))) p++;
    if (p === f) return -p;
  }
  return p;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
