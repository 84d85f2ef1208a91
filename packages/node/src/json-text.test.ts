import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSyntaxError, parseJsonText } from './json-text.js';

describe('parseJsonText', () => {
  it('parses valid JSON, with or without a BOM', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('gives the line and column of the first error', () => {
    expect(parseJsonText('{\n  "a": [1, 2,]\n}')).toMatchObject({ ok: false, line: 2, column: 14 });
    expect(parseJsonText('{\n  "a": 1,\n  b: 2\n}')).toMatchObject({ ok: false, line: 3, column: 3 });
    expect(parseJsonText('{"a": 1')).toMatchObject({ ok: false, line: 1, column: 8 });
    expect(parseJsonText('{"a": 1} x')).toMatchObject({ ok: false, line: 1, column: 10 });
    expect(parseJsonText('')).toMatchObject({ ok: false, line: 1, column: 1 });
  });

  it('does not overflow on deeply nested broken text', () => {
    const text = `${'['.repeat(100_000)}x`;
    expect(parseJsonText(text)).toMatchObject({ ok: false, line: 1, column: 100_001 });
  });

  it('its scanner accepts every valid JSON text to its end (so the errors it reports are real)', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom('', ' ', '\n\t'), (json, pad) => {
        const text = pad + json + pad;
        expect(findSyntaxError(text)).toBe(text.length);
      }),
    );
  });

  it('reports an offset inside the text for any text JSON.parse rejects', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.string({ maxLength: 3 }), (json, at, junk) => {
        const cut = at % (json.length + 1);
        const text = json.slice(0, cut) + junk + json.slice(cut);
        const result = parseJsonText(text);
        if (result.ok) return;
        expect(result.offset).toBeGreaterThanOrEqual(0);
        expect(result.offset).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
