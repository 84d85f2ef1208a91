import { escapePointer } from './diagnostics.js';

/** A 1-based position in a text. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Finds the line and column of a JSON pointer in JSON text: the key of an object member, or the start of an
 * array element or of the root value. Undefined when the pointer is not in the text.
 */
export function locatePointer(text: string, pointer: string): TextPosition | undefined {
  return locatePointers(text, [pointer]).get(pointer);
}

/**
 * Finds many pointers in one pass over the text. Only the containers on the way to a wanted pointer are
 * entered; everything else is skipped by bracket matching, so the cost is one scan of the text at most.
 * Never throws; on text that is not valid JSON it returns what it found before the problem.
 */
export function locatePointers(text: string, pointers: Iterable<string>): Map<string, TextPosition> {
  const wanted = new Set(pointers);
  const prefixes = new Set<string>();
  for (const p of wanted) {
    let i = p.lastIndexOf('/');
    while (i !== -1) {
      const prefix = p.slice(0, i);
      if (prefixes.has(prefix)) break;
      prefixes.add(prefix);
      i = prefix.lastIndexOf('/');
    }
  }
  const offsets = new Map<string, number>();
  scan(text, wanted, prefixes, offsets);
  const out = new Map<string, TextPosition>();
  const sorted = [...offsets.entries()].sort((a, b) => a[1] - b[1]);
  let line = 1;
  let lineStart = 0;
  let at = 0;
  for (const [pointer, offset] of sorted) {
    for (;;) {
      const nl = text.indexOf('\n', at);
      if (nl === -1 || nl >= offset) break;
      line++;
      lineStart = nl + 1;
      at = nl + 1;
    }
    out.set(pointer, { line, column: offset - lineStart + 1 });
  }
  return out;
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

interface Frame {
  pointer: string;
  array: boolean;
  index: number;
  /** Escaped key of the current member (objects). */
  key: string;
}

function scan(text: string, wanted: Set<string>, prefixes: Set<string>, found: Map<string, number>): void {
  const stack: Frame[] = [];
  const cursors = new Cursors(text);
  let pos = skipWs(text, 0);
  if (wanted.has('')) found.set('', pos);
  let pointer = '';
  // Loop invariant: `pos` is at the start of a value whose pointer is `pointer`.
  for (;;) {
    const c = text.charCodeAt(pos);
    if ((c === 123 || c === 91) && prefixes.has(pointer)) {
      stack.push({ pointer, array: c === 91, index: 0, key: '' });
      pos = skipWs(text, pos + 1);
      const close = text.charCodeAt(pos);
      if (close === (c === 91 ? 93 : 125)) {
        stack.pop();
        pos++;
      } else {
        const next = enter(text, pos, stack, wanted, found);
        if (next === -1) return;
        pos = next;
        pointer = currentPointer(stack);
        continue;
      }
    } else {
      const end = skipValue(text, pos, cursors);
      if (end <= pos) return;
      pos = end;
    }
    if (found.size === wanted.size) return;
    // After a value: find the next sibling, closing finished containers.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return;
      pos = skipWs(text, pos);
      const d = text.charCodeAt(pos);
      if (d === 44 /* , */) {
        top.index++;
        const next = enter(text, skipWs(text, pos + 1), stack, wanted, found);
        if (next === -1) return;
        pos = next;
        pointer = currentPointer(stack);
        break;
      }
      if (d === (top.array ? 93 : 125)) {
        stack.pop();
        pos++;
        continue;
      }
      return;
    }
  }
}

function currentPointer(stack: Frame[]): string {
  const top = stack[stack.length - 1];
  if (top === undefined) return '';
  return top.array ? `${top.pointer}/${top.index}` : `${top.pointer}/${top.key}`;
}

/** Moves to the value of the top frame's current member or element; returns its offset, or -1 on bad text. */
function enter(
  text: string,
  pos: number,
  stack: Frame[],
  wanted: Set<string>,
  found: Map<string, number>,
): number {
  const top = stack[stack.length - 1];
  if (top === undefined) return -1;
  if (top.array) {
    const p = `${top.pointer}/${top.index}`;
    if (wanted.has(p) && !found.has(p)) found.set(p, pos);
    return pos;
  }
  if (text.charCodeAt(pos) !== 34) return -1;
  const end = skipString(text, pos);
  if (end <= pos) return -1;
  const raw = text.slice(pos + 1, end - 1);
  let key = raw;
  if (raw.indexOf('\\') !== -1) {
    try {
      key = JSON.parse(text.slice(pos, end)) as string;
    } catch {
      return -1;
    }
  }
  const escaped = escapePointer(key);
  top.key = escaped;
  const p = `${top.pointer}/${escaped}`;
  if (wanted.has(p) && !found.has(p)) found.set(p, pos);
  let q = skipWs(text, end);
  if (text.charCodeAt(q) !== 58 /* : */) return -1;
  q = skipWs(text, q + 1);
  return q;
}

function skipWs(text: string, pos: number): number {
  let p = pos;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 10 || c === 13 || c === 9) p++;
    else return p;
  }
}

/** Offset just past the string starting at `pos` (which is a quote). */
function skipString(text: string, pos: number): number {
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

/** Offset just past the value starting at `pos`. */
function skipValue(text: string, pos: number, cursors: Cursors): number {
  const c = text.charCodeAt(pos);
  if (c === 34) return skipString(text, pos);
  if (c === 123 || c === 91) return skipContainer(text, pos, cursors);
  let p = pos;
  while (p < text.length) {
    const d = text.charCodeAt(p);
    if (d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) break;
    p++;
  }
  return p;
}

const NONE = Number.POSITIVE_INFINITY;

/**
 * Next positions of the structural characters, shared by every skip of one scan. Scans only move forward,
 * so each position is found with one native `indexOf` and reused until passed: the whole scan costs a few
 * `indexOf` passes over the text, whatever its shape, instead of a visit of every character.
 */
class Cursors {
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

/** Offset just past the object or array starting at `pos`. */
function skipContainer(text: string, pos: number, c: Cursors): number {
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
      const end = skipString(text, m);
      quote = c.find('"', end);
      // Brackets inside the string do not count.
      if (openObj < end) openObj = c.find('{', end);
      if (closeObj < end) closeObj = c.find('}', end);
      if (openArr < end) openArr = c.find('[', end);
      if (closeArr < end) closeArr = c.find(']', end);
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
