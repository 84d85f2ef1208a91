/**
 * The JSON lexer: the tokens of JSON text (whitespace, strings, scalars, whole containers) and text
 * positions. `json-syntax.ts` (where invalid text goes wrong) and `locate-pointer.ts` (where the value of a
 * JSON pointer starts) both walk JSON text with these functions. Each takes the offset where a token starts
 * and returns the offset just past it; a negative result is minus the offset of the first character that
 * is not valid JSON.
 */

/** A 1-based position in a text. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Line and column of a character offset. */
export function positionAt(text: string, offset: number): TextPosition {
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

/** Offset of the first character at or after `pos` that is not JSON whitespace. */
export function skipWhitespace(text: string, pos: number): number {
  let p = pos;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 10 || c === 13 || c === 9) p++;
    else return p;
  }
}

/** A string's body with no escape and no control character, up to its closing quote (the common case). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON strings hold no raw control character.
const PLAIN_STRING = /[^"\\\u0000-\u001f]*"/y;

/** End of the string at `pos` (a quote), or minus the offset of its first error (unterminated: the end). */
export function stringEnd(text: string, pos: number): number {
  PLAIN_STRING.lastIndex = pos + 1;
  if (PLAIN_STRING.test(text)) return PLAIN_STRING.lastIndex;
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

/** End of the scalar at `pos`: a string, `true`, `false`, `null` or a number; or minus the offset of its error. */
export function scalarEnd(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 34) return stringEnd(text, pos);
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

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const NONE = Number.POSITIVE_INFINITY;

/**
 * Next positions of the structural characters, shared by every `containerEnd` of one walk. A walk only
 * moves forward, so each position is found with one native `indexOf` and reused until passed: skipping
 * costs a few `indexOf` passes over the text, whatever its shape, instead of a visit of every character.
 */
export class Cursors {
  quote = -1;
  openObj = -1;
  closeObj = -1;
  openArr = -1;
  closeArr = -1;
  constructor(readonly text: string) {}

  find(ch: string, from: number): number {
    const i = this.text.indexOf(ch, from);
    return i === -1 ? NONE : i;
  }
}

/**
 * Offset just past the string at `pos` (a quote), found by its closing quote alone (one native `indexOf`
 * per quote; nothing inside is checked, unlike `stringEnd`): for skipping text already known valid. The
 * end of the text when it does not close.
 */
function closingQuoteEnd(text: string, pos: number): number {
  let p = pos + 1;
  for (;;) {
    const q = text.indexOf('"', p);
    if (q === -1) return text.length;
    let backslashes = 0;
    for (let i = q - 1; i > pos && text.charCodeAt(i) === 92; i--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    p = q + 1;
  }
}

/**
 * End of the object or array at `pos`, by bracket matching (what is between the brackets is not checked:
 * for text already known valid). The end of the text when it does not close.
 */
export function containerEnd(text: string, pos: number, c: Cursors): number {
  let quote = c.quote >= pos ? c.quote : c.find('"', pos);
  let openObj = c.openObj >= pos ? c.openObj : c.find('{', pos);
  let closeObj = c.closeObj >= pos ? c.closeObj : c.find('}', pos);
  let openArr = c.openArr >= pos ? c.openArr : c.find('[', pos);
  let closeArr = c.closeArr >= pos ? c.closeArr : c.find(']', pos);
  let depth = 0;
  let result = text.length;
  for (;;) {
    let m = quote;
    if (openObj < m) m = openObj;
    if (closeObj < m) m = closeObj;
    if (openArr < m) m = openArr;
    if (closeArr < m) m = closeArr;
    if (m === NONE) break;
    if (m === quote) {
      const ended = closingQuoteEnd(text, m);
      quote = c.find('"', ended);
      // Brackets inside the string do not count.
      if (openObj < ended) openObj = c.find('{', ended);
      if (closeObj < ended) closeObj = c.find('}', ended);
      if (openArr < ended) openArr = c.find('[', ended);
      if (closeArr < ended) closeArr = c.find(']', ended);
      continue;
    }
    if (m === openObj) {
      depth++;
      openObj = c.find('{', m + 1);
    } else if (m === openArr) {
      depth++;
      openArr = c.find('[', m + 1);
    } else {
      depth--;
      if (m === closeObj) closeObj = c.find('}', m + 1);
      else closeArr = c.find(']', m + 1);
      if (depth === 0) {
        result = m + 1;
        break;
      }
    }
  }
  c.quote = quote;
  c.openObj = openObj;
  c.closeObj = closeObj;
  c.openArr = openArr;
  c.closeArr = closeArr;
  return result;
}
