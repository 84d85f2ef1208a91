import { describe, expect, it } from 'vitest';
import { revealInside } from './sidebar-scroll.js';

/** An element with a fixed box and scroll geometry (jsdom does no layout). */
function box(top: number, height: number, scroll?: { scrollHeight: number }) {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 100,
    width: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  Object.defineProperty(el, 'clientHeight', { value: height });
  Object.defineProperty(el, 'scrollHeight', { value: scroll?.scrollHeight ?? height });
  return el;
}

describe('revealInside', () => {
  it('does not scroll when the item is entirely visible', () => {
    const container = box(100, 400, { scrollHeight: 4000 });
    container.scrollTop = 50;
    expect(revealInside(container, box(300, 32))).toBe(false);
    expect(container.scrollTop).toBe(50);
  });

  it('centres an item below or above the visible part', () => {
    const container = box(100, 400, { scrollHeight: 4000 });
    expect(revealInside(container, box(1284, 32))).toBe(true);
    // item top 1284 - container top 100 - (400 - 32) / 2 = 1000
    expect(container.scrollTop).toBe(1000);
    const partly = box(100, 400, { scrollHeight: 4000 });
    expect(revealInside(partly, box(480, 32))).toBe(true);
  });

  it('leaves a sidebar that does not scroll alone (the page scrolls instead)', () => {
    const container = box(100, 400);
    expect(revealInside(container, box(900, 32))).toBe(false);
  });
});
