import { describe, expect, it } from 'vitest';
import { syntaxErrorOffset } from './json-syntax.js';
import { locatePointer, locatePointers } from './locate-pointer.js';

const text = `{
  "navigation": {
    "tabs": [
      { "tab": "A", "pages": ["x", "y"] },
      {
        "tab": "B \\" [quoted] {braces}",
        "a/b": { "c~d": [1, [2, 3], {"e": null}] }
      }
    ]
  },
  "name": "docs"
}`;

describe('locatePointer', () => {
  it.each([
    ['', 1, 1],
    ['/navigation', 2, 3],
    ['/navigation/tabs/0', 4, 7],
    ['/navigation/tabs/0/pages/1', 4, 36],
    ['/navigation/tabs/1/tab', 6, 9],
    ['/navigation/tabs/1/a~1b/c~0d/2/e', 7, 38],
    ['/name', 11, 3],
  ])('finds %j at %i:%i', (pointer, line, column) => {
    expect(locatePointer(text, pointer)).toEqual({ line, column });
  });

  it('returns undefined for pointers that are not in the text', () => {
    expect(locatePointer(text, '/navigation/tabs/2')).toBeUndefined();
    expect(locatePointer(text, '/missing')).toBeUndefined();
    expect(locatePointer('not json', '/a')).toBeUndefined();
  });

  it('finds many pointers in one pass', () => {
    const found = locatePointers(text, ['/name', '/navigation/tabs/0/tab', '/navigation/tabs/1']);
    expect(Object.fromEntries(found)).toEqual({
      '/name': { line: 11, column: 3 },
      '/navigation/tabs/0/tab': { line: 4, column: 9 },
      '/navigation/tabs/1': { line: 5, column: 7 },
    });
  });

  it('handles escaped keys and deep nesting without recursion', () => {
    const deep = `${'['.repeat(20000)}1${']'.repeat(20000)}`;
    expect(locatePointer(deep, `${'/0'.repeat(20000)}`)).toEqual({ line: 1, column: 20001 });
    expect(locatePointer('{"\\u0061": 1}', '/a')).toEqual({ line: 1, column: 2 });
  });
});

describe('syntaxErrorOffset', () => {
  it('is -1 for valid JSON and points at the first bad character otherwise', () => {
    expect(syntaxErrorOffset(text)).toBe(-1);
    expect(syntaxErrorOffset('{"a":1,}')).toBe(7);
    expect(syntaxErrorOffset('{"a" 1}')).toBe(5);
    expect(syntaxErrorOffset('"\\x"')).toBe(2);
    expect(syntaxErrorOffset('[1.]')).toBe(3);
    expect(syntaxErrorOffset(`${'['.repeat(50000)}`)).toBe(50000);
  });
});
