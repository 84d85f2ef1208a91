/** Appends one key to a JSON pointer, escaping `~` and `/` (RFC 6901). */
export function appendPointer(pointer: string, key: string): string {
  return `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** Splits a JSON pointer into its unescaped keys (`''` gives `[]`). */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Joins keys into a JSON pointer. */
export function joinPointer(keys: readonly string[]): string {
  return keys.reduce(appendPointer, '');
}
