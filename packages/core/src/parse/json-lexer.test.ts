import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Cursors, containerEnd, positionAt, scalarEnd, stringEnd } from './json-lexer.js';

describe('the JSON lexer', () => {
  it('ends every string JSON.stringify writes just past its closing quote, escapes or not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (value, after) => {
        const token = JSON.stringify(value);
        expect(stringEnd(`${token}${after}`, 0)).toBe(token.length);
        expect(containerEnd(`[${token}]${after}`, 0, new Cursors(`[${token}]${after}`))).toBe(
          token.length + 2,
        );
      }),
    );
  });

  it('gives minus the offset of the first bad character of a string', () => {
    expect(stringEnd('"ab\ncd"', 0)).toBe(-3);
    expect(stringEnd('"a\\x"', 0)).toBe(-3);
    expect(stringEnd('"\\u12G4"', 0)).toBe(-5);
    expect(stringEnd('"open', 0)).toBe(-5);
  });

  it('ends scalars and points at a malformed number', () => {
    expect(scalarEnd('true,', 0)).toBe(4);
    expect(scalarEnd('-12.5e+3]', 0)).toBe(8);
    expect(scalarEnd('1.]', 0)).toBe(-2);
    expect(scalarEnd('nope', 0)).toBe(-0);
  });

  it('skips brackets inside strings when matching a container', () => {
    const text = '{"a": "}]\\"{[", "b": [1, {"c": "]"}]} tail';
    expect(containerEnd(text, 0, new Cursors(text))).toBe(text.indexOf(' tail'));
  });

  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab', 99)).toEqual({ line: 1, column: 3 });
  });
});
