/** A JSON text parsed, or where and why it is not valid JSON. */
export type JsonParse =
  | { ok: true; value: unknown }
  | { ok: false; message: string; offset: number; line: number; column: number };

/** Parses JSON text (a leading BOM is allowed). On failure, gives the 1-based line and column of the error. */
export function parseJsonText(text: string): JsonParse {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    const native = error instanceof Error ? error.message : String(error);
    const skipped = text.length - body.length;
    const offset = skipped + findSyntaxError(body);
    const { line, column } = lineColumn(text, offset);
    return { ok: false, message: native.replace(/ in JSON at position \d+.*$/, ''), offset, line, column };
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

const WS = /[ \t\n\r]*/y;
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON strings may not hold raw control characters.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/**
 * Offset of the first character where `text` stops being valid JSON (a small scanner with an explicit
 * stack, used only after JSON.parse failed, so that deep nesting cannot overflow).
 */
export function findSyntaxError(text: string): number {
  let i = 0;
  const stack: Array<'{' | '['> = [];
  const skip = () => {
    WS.lastIndex = i;
    WS.exec(text);
    i = WS.lastIndex;
  };
  const match = (re: RegExp): boolean => {
    re.lastIndex = i;
    if (!re.test(text)) return false;
    i = re.lastIndex;
    return true;
  };
  // state: 'value' expects a value; 'after' expects `,` or a closer; 'key' expects a key (or `}` if first).
  let state: 'value' | 'after' | 'key' | 'first-key' | 'first-value' = 'value';
  for (;;) {
    skip();
    const c = text[i];
    if (state === 'value' || state === 'first-value') {
      if (c === ']' && state === 'first-value') {
        stack.pop();
        i++;
        state = 'after';
      } else if (c === '{') {
        stack.push('{');
        i++;
        state = 'first-key';
      } else if (c === '[') {
        stack.push('[');
        i++;
        state = 'first-value';
      } else if (match(STRING) || match(NUMBER) || match(LITERAL)) {
        state = 'after';
      } else return i;
    } else if (state === 'key' || state === 'first-key') {
      if (c === '}' && state === 'first-key') {
        stack.pop();
        i++;
        state = 'after';
        continue;
      }
      if (!match(STRING)) return i;
      skip();
      if (text[i] !== ':') return i;
      i++;
      state = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i;
      if (c === ',') {
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        i++;
      } else return i;
    }
    if (state === 'after' && stack.length === 0) {
      skip();
      return i;
    }
  }
}
