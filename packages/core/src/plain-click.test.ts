import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.js';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is true for a left click without a modifier (the page navigates in place)', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a right click', { button: 2 }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
  ])('is false for %s (left to the browser)', (_, change) => {
    expect(isPlainClick({ ...click, ...change })).toBe(false);
  });
});
