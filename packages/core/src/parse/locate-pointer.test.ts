import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointer } from './diagnostics.js';
import { syntaxErrorOffset } from './json-syntax.js';
import { locatePointer, locatePointers, type TextPosition } from './locate-pointer.js';

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

/** Every pointer of a JSON value, with what the text must show at its position (a key, or the value). */
function everyPointer(
  value: unknown,
  pointer = '',
  out: Array<[string, string]> = [],
): Array<[string, string]> {
  out.push([pointer, firstLine(value)]);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      everyPointer(v, `${pointer}/${i}`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = `${pointer}/${escapePointer(k)}`;
      const before = out.length;
      everyPointer(v, at, out);
      // A member is located at its key.
      out[before] = [at, JSON.stringify(k)];
    }
  }
  return out;
}

function firstLine(value: unknown): string {
  return (JSON.stringify(value, null, 2) ?? '').split('\n')[0] ?? '';
}

function offsetOf(text: string, { line, column }: TextPosition): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

describe('locatePointers on any JSON', () => {
  it('puts every pointer of generated JSON at its key or value, escaped keys included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : 0);
        const pointers = everyPointer(value);
        const found = locatePointers(text, [...pointers.map(([p]) => p), '/missing/x']);
        for (const [p, shown] of pointers) {
          const position = found.get(p);
          expect(position, p).toBeDefined();
          if (position !== undefined) expect(text.startsWith(shown, offsetOf(text, position)), p).toBe(true);
        }
        expect(found.has('/missing/x')).toBe(false);
      }),
    );
  });

  it('finds pointers of every real docs.json at their key or value, as one pass or one at a time', () => {
    const dir = fileURLToPath(new URL('../../../../../shared/corpus/real/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.docs.json'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(`${dir}${file}`, 'utf8');
      const every = everyPointer(JSON.parse(text));
      const step = Math.max(1, Math.floor(every.length / 60));
      const sample = every.filter((_, i) => i % step === 0);
      const found = locatePointers(
        text,
        sample.map(([p]) => p),
      );
      for (const [p, shown] of sample) {
        const position = found.get(p);
        expect(position, `${file} ${p}`).toEqual(locatePointer(text, p));
        if (position !== undefined)
          expect(text.startsWith(shown, offsetOf(text, position)), `${file} ${p}`).toBe(true);
      }
    }
  });

  it('returns what it found before invalid text, without throwing', () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2,, 3],\n  "c": 4\n}';
    const found = locatePointers(text, ['/a', '/b/1', '/c']);
    expect(found.get('/a')).toEqual({ line: 2, column: 3 });
    expect(found.get('/b/1')).toEqual({ line: 3, column: 12 });
    expect(found.has('/c')).toBe(false);
    expect(() => locatePointers('[[[["', ['/0/0/0/0/1'])).not.toThrow();
    expect(locatePointers('', ['/a']).size).toBe(0);
  });
});
