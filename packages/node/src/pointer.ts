import { escapePointer, unescapePointer } from '@docsnav/core/parse';

/** Appends one key to a JSON pointer, escaped as core escapes it (RFC 6901). */
export function appendPointer(pointer: string, key: string): string {
  return `${pointer}/${escapePointer(key)}`;
}

/** Splits a JSON pointer into its unescaped keys (`''` gives `[]`). */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapePointer);
}

/** Joins keys into a JSON pointer. */
export function joinPointer(keys: readonly string[]): string {
  return keys.reduce(appendPointer, '');
}
