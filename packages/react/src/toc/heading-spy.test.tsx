import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeadingSpy, type WatchHeadings } from './heading-spy.js';
import { watchHeadings } from './scroll-spy.js';

/** jsdom has no IntersectionObserver: this one reports every observed element as passed by the reading line
 *  (the reader is at the page's end), asynchronously, as a browser does. */
class PassedObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const box = { top: -100, width: 10, height: 10 } as DOMRectReadOnly;
    queueMicrotask(() =>
      this.report(
        [
          {
            target,
            boundingClientRect: box,
            rootBounds: null,
            isIntersecting: false,
          } as IntersectionObserverEntry,
        ],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', PassedObserver);
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom lays nothing out: every heading is rendered.
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  document.body.innerHTML = '<h2 id="install">Install</h2><h2 id="deploy">Deploy</h2>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', location.pathname);
  document.body.innerHTML = '';
});

/** The hook on the page's two headings, with a spy that arrives when `arrive` is called. */
function withLateSpy() {
  let arrive: () => void = () => {};
  const late = new Promise<WatchHeadings>((resolve) => {
    arrive = () => resolve(watchHeadings);
  });
  const load = () => late;
  const { result } = renderHook(() => useHeadingSpy(IDS, {}, load));
  const spyArrives = () =>
    act(async () => {
      arrive();
      await late;
      // The observer's first report (a microtask after `observe`).
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  return { result, spyArrives };
}

const IDS = ['install', 'deploy'];

describe('useHeadingSpy with a spy that loads late', () => {
  it('a key pressed after a click in the list, before the spy arrives, ends the pin', async () => {
    const { result, spyArrives } = withLateSpy();
    // The reader clicks "Install" in the list, then presses End at once.
    act(() => result.current.go('install'));
    expect(result.current.activeId).toBe('install');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    // The spy arrives: the page's standing is the reader's again (both headings passed: the last is read).
    await spyArrives();
    await vi.waitFor(() => expect(result.current.activeId).toBe('deploy'));
  });

  it('without the reader scrolling, the clicked heading stays marked when the spy arrives', async () => {
    const { result, spyArrives } = withLateSpy();
    act(() => result.current.go('install'));
    await spyArrives();
    expect(result.current.activeId).toBe('install');
  });
});
