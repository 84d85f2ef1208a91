import { appendPointer } from './pointer.js';

/** A 1-based position in a text. */
export interface Position {
  line: number;
  column: number;
}

interface Frame {
  array: boolean;
  pointer: string;
  index: number;
}

/**
 * Finds many JSON pointers in JSON text in one pass (the key of an object member, the start of an array
 * element or of the root value, as `locatePointer` of `@docsnav/core/parse` does). Containers that hold
 * no wanted pointer are skipped by bracket matching, and the scan stops once everything is found. Never
 * throws; on text that is not valid JSON it returns what it found before the problem.
 */
export function locatePointers(text: string, pointers: Iterable<string>): Map<string, Position> {
  const wanted = new Set(pointers);
  const prefixes = new Set<string>();
  for (const p of wanted) {
    for (let i = p.lastIndexOf('/'); i !== -1; i = p.lastIndexOf('/', i - 1)) {
      const prefix = p.slice(0, i);
      if (prefixes.has(prefix)) break;
      prefixes.add(prefix);
      if (i === 0) break;
    }
  }
  const offsets = new Map<string, number>();
  scan(text, wanted, prefixes, offsets);
  return toPositions(text, offsets);
}

function scan(text: string, wanted: Set<string>, prefixes: Set<string>, found: Map<string, number>): void {
  const record = (pointer: string, offset: number) => {
    if (wanted.has(pointer) && !found.has(pointer)) found.set(pointer, offset);
  };
  const stack: Frame[] = [];
  let pos = skipWs(text, 0);
  let pointer = '';
  record('', pos);
  // Loop invariant: `pos` is at the start of a value whose pointer is `pointer`.
  for (;;) {
    if (found.size === wanted.size) return;
    const c = text[pos];
    if ((c === '{' || c === '[') && prefixes.has(pointer)) {
      const frame: Frame = { array: c === '[', pointer, index: 0 };
      pos = skipWs(text, pos + 1);
      const close = frame.array ? ']' : '}';
      if (text[pos] === close) {
        pos++;
      } else {
        stack.push(frame);
        const next = enter(text, pos, frame, record);
        if (next === undefined) return;
        [pos, pointer] = next;
        continue;
      }
    } else {
      const end = skipValue(text, pos);
      if (end === undefined) return;
      pos = end;
    }
    // After a value: continue the enclosing container, or close it and go on with its parent.
    for (;;) {
      const frame = stack[stack.length - 1];
      if (!frame) return;
      pos = skipWs(text, pos);
      if (text[pos] === ',') {
        frame.index++;
        const next = enter(text, skipWs(text, pos + 1), frame, record);
        if (next === undefined) return;
        [pos, pointer] = next;
        break;
      }
      if (text[pos] !== (frame.array ? ']' : '}')) return;
      pos++;
      stack.pop();
    }
  }
}

/** Moves to the next element or member of `frame` at `pos`: returns the value start and its pointer. */
function enter(
  text: string,
  pos: number,
  frame: Frame,
  record: (pointer: string, offset: number) => void,
): [number, string] | undefined {
  if (frame.array) {
    const pointer = appendPointer(frame.pointer, String(frame.index));
    record(pointer, pos);
    return [pos, pointer];
  }
  if (text[pos] !== '"') return undefined;
  const end = skipString(text, pos);
  if (end === undefined) return undefined;
  const raw = text.slice(pos + 1, end - 1);
  let key = raw;
  if (raw.includes('\\')) {
    try {
      key = JSON.parse(text.slice(pos, end)) as string;
    } catch {
      return undefined;
    }
  }
  const pointer = appendPointer(frame.pointer, key);
  record(pointer, pos);
  const colon = skipWs(text, end);
  if (text[colon] !== ':') return undefined;
  return [skipWs(text, colon + 1), pointer];
}

function skipWs(text: string, pos: number): number {
  let i = pos;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9 || c === 0xfeff) i++;
    else return i;
  }
}

/** End of the string starting at `pos` (just after its closing quote). */
function skipString(text: string, pos: number): number | undefined {
  for (let i = pos + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i + 1;
  }
  return undefined;
}

/** End of the value starting at `pos`: a whole container by bracket matching, or a primitive. */
function skipValue(text: string, pos: number): number | undefined {
  const c = text[pos];
  if (c === '"') return skipString(text, pos);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let i = pos; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d === 34) {
        const end = skipString(text, i);
        if (end === undefined) return undefined;
        i = end - 1;
      } else if (d === 123 || d === 91) depth++;
      else if (d === 125 || d === 93) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return undefined;
  }
  let i = pos;
  while (i < text.length && /[-+.\w]/.test(text[i] ?? '')) i++;
  return i > pos ? i : undefined;
}

function toPositions(text: string, offsets: Map<string, number>): Map<string, Position> {
  const out = new Map<string, Position>();
  const sorted = [...offsets.entries()].sort((a, b) => a[1] - b[1]);
  let line = 1;
  let lineStart = 0;
  let at = 0;
  for (const [pointer, offset] of sorted) {
    for (; at < offset; at++) {
      if (text.charCodeAt(at) === 10) {
        line++;
        lineStart = at + 1;
      }
    }
    out.set(pointer, { line, column: offset - lineStart + 1 });
  }
  return out;
}
