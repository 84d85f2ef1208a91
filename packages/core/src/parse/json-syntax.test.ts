import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText, syntaxErrorOffset } from './json-syntax.js';

describe('parseJsonText', () => {
  it('parses valid JSON, with or without a byte-order mark', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('gives the line and column of the first error (a byte-order mark counts as a column)', () => {
    const cases: Array<[string, string]> = [
      ['{\n  "a": [1, 2,]\n}', '2:14'],
      ['{\n  "a": 1,\n  b: 2\n}', '3:3'],
      ['{"a": 1', '1:8'],
      ['{"a": 1} x', '1:10'],
      ['', '1:1'],
      ['\uFEFF{"a": }', '1:8'],
    ];
    for (const [text, at] of cases) {
      const result = parseJsonText(text);
      expect(result.ok ? 'valid' : `${result.line}:${result.column}`, JSON.stringify(text)).toBe(at);
    }
  });

  it("keeps the engine's reason without its position", () => {
    const result = parseJsonText('{"a": 1,}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).not.toBe('');
      expect(result.message).not.toMatch(/position \d/);
    }
  });

  it('does not overflow on deeply nested broken text', () => {
    const text = `${'['.repeat(100_000)}x`;
    expect(parseJsonText(text)).toMatchObject({ ok: false, line: 1, column: 100_001 });
  });
});

describe('syntaxErrorOffset', () => {
  it('accepts every valid JSON text to its end (so the errors it reports are real)', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom('', ' ', '\n\t'), (json, pad) => {
        expect(syntaxErrorOffset(pad + json + pad)).toBe(-1);
      }),
    );
  });

  it('finds an error exactly in the texts JSON.parse rejects, at an offset inside the text', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.string({ maxLength: 3 }), (json, at, junk) => {
        const cut = at % (json.length + 1);
        const text = json.slice(0, cut) + junk + json.slice(cut);
        const result = parseJsonText(text);
        expect(syntaxErrorOffset(text) === -1).toBe(result.ok);
        if (!result.ok) expect(result.offset).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
