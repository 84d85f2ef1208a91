import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActiveHeading, useHeadingSpy, type WatchHeadings } from './heading-spy.js';
import { watchHeadings } from './scroll-spy.js';

/** jsdom has no IntersectionObserver: this one reports every observed element as passed by the reading line
 *  (the reader is at the page's end), asynchronously, as a browser does. */
class PassedObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const box = { top: -100, width: 10, height: 10 } as DOMRectReadOnly;
    queueMicrotask(() =>
      this.report(
        [{ target, boundingClientRect: box, rootBounds: null, isIntersecting: false } as IntersectionObserverEntry],
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

describe('useHeadingSpy with a spy that loads late', () => {
  it('a key pressed after a click in the list, before the spy arrives, ends the pin', async () => {
    let arrive: (watch: WatchHeadings) => void = () => {};
    const late = new Promise<WatchHeadings>((resolve) => {
      arrive = resolve;
    });
    const load = () => late;
    let spy: ActiveHeading | undefined;
    function Probe() {
      spy = useHeadingSpy(['install', 'deploy'], {}, load);
      return null;
    }
    render(<Probe />, { container: document.body.appendChild(document.createElement('div')) });
    // The reader clicks "Install" in the list, then presses End at once.
    act(() => spy?.go('install'));
    expect(spy?.activeId).toBe('install');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    // The spy arrives: the page's standing is the reader's again (both headings passed: the last is read).
    await act(async () => {
      arrive(watchHeadings);
      await late;
    });
    await vi.waitFor(() => expect(spy?.activeId).toBe('deploy'));
  });

  it('without the reader scrolling, the clicked heading stays marked when the spy arrives', async () => {
    let arrive: (watch: WatchHeadings) => void = () => {};
    const late = new Promise<WatchHeadings>((resolve) => {
      arrive = resolve;
    });
    const load = () => late;
    let spy: ActiveHeading | undefined;
    function Probe() {
      spy = useHeadingSpy(['install', 'deploy'], {}, load);
      return null;
    }
    render(<Probe />, { container: document.body.appendChild(document.createElement('div')) });
    act(() => spy?.go('install'));
    await act(async () => {
      arrive(watchHeadings);
      await late;
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
    expect(spy?.activeId).toBe('install');
  });
});
