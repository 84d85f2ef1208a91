import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  mix,
  normalizeHex,
  parseHex,
  readableShade,
  relativeLuminance,
  toHex,
} from './color.js';

describe('brand colour math', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#0D9373')).toEqual([13, 147, 115]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(normalizeHex('#0D9')).toBe('#00dd99');
    for (const bad of ['0d9373', '#0d937', 'teal', 'rgb(0,0,0)', '#0d9373ff', '#ggg']) {
      expect(parseHex(bad), bad).toBeUndefined();
    }
  });

  it('gives WCAG luminance and contrast: 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBe(21);
    expect(contrastRatio([13, 147, 115], [13, 147, 115])).toBe(1);
    // Reference values (WebAIM's contrast checker): #767676 on white is 4.54:1, #777777 is 4.47:1.
    expect(contrastRatio(parseHex('#767676') ?? [0, 0, 0], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHex('#777777') ?? [0, 0, 0], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  it('mixes per channel and rounds to #rrggbb', () => {
    expect(toHex(mix([0, 0, 0], [255, 255, 255], 0.5))).toBe('#808080');
    expect(toHex([300, -4, 12.4])).toBe('#ff000c');
  });

  it('finds the nearest readable shade, darker on light and lighter on dark', () => {
    const cyan = parseHex('#32cdcd') ?? [0, 0, 0];
    const onWhite = readableShade(cyan, [255, 255, 255]);
    expect(contrastRatio(onWhite, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onWhite)).toBeLessThan(relativeLuminance(cyan));
    const navy = parseHex('#1e3a8a') ?? [0, 0, 0];
    const onDark = readableShade(navy, [11, 17, 32]);
    expect(contrastRatio(onDark, [11, 17, 32])).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance(navy));
    expect(readableShade([0, 0, 0], [255, 255, 255])).toEqual([0, 0, 0]);
  });
});
