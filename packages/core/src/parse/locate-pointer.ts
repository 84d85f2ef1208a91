import { escapePointer } from './diagnostics.js';
import {
  Cursors,
  containerEnd,
  scalarEnd,
  skipWhitespace,
  stringEnd,
  type TextPosition,
} from './json-lexer.js';

export type { TextPosition } from './json-lexer.js';

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
  let pos = skipWhitespace(text, 0);
  if (wanted.has('')) found.set('', pos);
  let pointer = '';
  // Loop invariant: `pos` is at the start of a value whose pointer is `pointer`.
  for (;;) {
    const c = text.charCodeAt(pos);
    if ((c === 123 || c === 91) && prefixes.has(pointer)) {
      stack.push({ pointer, array: c === 91, index: 0, key: '' });
      pos = skipWhitespace(text, pos + 1);
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
      pos = skipWhitespace(text, pos);
      const d = text.charCodeAt(pos);
      if (d === 44 /* , */) {
        top.index++;
        const next = enter(text, skipWhitespace(text, pos + 1), stack, wanted, found);
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
  const end = stringEnd(text, pos);
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
  let q = skipWhitespace(text, end);
  if (text.charCodeAt(q) !== 58 /* : */) return -1;
  q = skipWhitespace(text, q + 1);
  return q;
}

/** Offset just past the value starting at `pos`, or not past `pos` when there is none. */
function skipValue(text: string, pos: number, cursors: Cursors): number {
  const c = text.charCodeAt(pos);
  return c === 123 || c === 91 ? containerEnd(text, pos, cursors) : scalarEnd(text, pos);
}
