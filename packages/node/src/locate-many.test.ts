import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locatePointer } from '@docsnav/core/parse';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locatePointers } from './locate-many.js';
import { appendPointer } from './pointer.js';
import { CORPUS } from './test-support/corpus.js';

function allPointers(value: unknown, pointer = '', out: string[] = []): string[] {
  out.push(pointer);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      allPointers(v, appendPointer(pointer, String(i)), out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) allPointers(v, appendPointer(pointer, k), out);
  }
  return out;
}

describe('locatePointers', () => {
  it('finds every pointer of the real docs.json files where core locatePointer finds it', () => {
    const dir = path.join(CORPUS, 'real');
    const files = readdirSync(dir).filter((f) => f.endsWith('.docs.json'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const every = allPointers(JSON.parse(text));
      const step = Math.max(1, Math.floor(every.length / 60));
      const pointers = every.filter((_, i) => i % step === 0);
      const many = locatePointers(text, pointers);
      for (const p of pointers) expect(many.get(p), `${file} ${p}`).toEqual(locatePointer(text, p));
    }
  });

  it('agrees with core on generated JSON, escaped keys included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : 0);
        const pointers = allPointers(value);
        const many = locatePointers(text, [...pointers, '/missing/x']);
        for (const p of pointers) expect(many.get(p)).toEqual(locatePointer(text, p));
        expect(many.has('/missing/x')).toBe(false);
      }),
    );
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
