import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointer, unescapePointer } from './index.js';

describe('JSON-pointer segments (RFC 6901), the one implementation core and node use', () => {
  it.each([
    ['pages', 'pages'],
    ['a/b', 'a~1b'],
    ['c~d', 'c~0d'],
    ['~1', '~01'],
    ['/~', '~1~0'],
    ['', ''],
  ])('%j ⇄ %j', (key, escaped) => {
    expect(escapePointer(key)).toBe(escaped);
    expect(unescapePointer(escaped)).toBe(key);
  });

  it('round-trips every key, and an escaped key never holds a slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '~', '/', '0', '1') }), (key) => {
        expect(escapePointer(key)).not.toContain('/');
        expect(unescapePointer(escapePointer(key))).toBe(key);
      }),
    );
  });
});
