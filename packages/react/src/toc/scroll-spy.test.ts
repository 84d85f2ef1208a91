import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchHeadings } from './scroll-spy.js';

/** jsdom has no IntersectionObserver: one that observes nothing is enough for the spy's arrival. */
class QuietObserver {
  /** How many observers were made: each settle makes a new one, which reports every heading afresh. */
  static made = 0;
  constructor() {
    QuietObserver.made++;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  Element.prototype.scrollIntoView = vi.fn();
  document.body.innerHTML = '<button>Menu</button><h2 id="install">Install</h2><h2 id="deploy">Deploy</h2>';
  history.replaceState(null, '', '#deploy');
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', location.pathname);
  document.body.innerHTML = '';
});

describe('watchHeadings on arrival at a page opened at #id', () => {
  it('goes to the address’s heading: marks it and moves focus there', async () => {
    const setActiveId = vi.fn();
    const stop = watchHeadings(
      ['install', 'deploy'],
      {},
      {
        pinned: { current: undefined },
        setActiveId,
        focusMoved: () => false,
      },
    );
    expect(setActiveId).toHaveBeenCalledWith('deploy');
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('deploy'));
    stop();
  });

  it('leaves focus where the reader moved it while the spy was loading', async () => {
    const menu = document.querySelector('button') as HTMLButtonElement;
    menu.focus();
    const setActiveId = vi.fn();
    const stop = watchHeadings(
      ['install', 'deploy'],
      {},
      {
        pinned: { current: undefined },
        setActiveId,
        focusMoved: () => true,
      },
    );
    // Past the frames the reveal may wait for: nothing took focus or scrolled.
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    expect(document.activeElement).toBe(menu);
    expect(setActiveId).not.toHaveBeenCalledWith('deploy');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    stop();
  });
});

describe('watchHeadings when a scroll ends', () => {
  it('reads the headings afresh once the page has been still, even without a scrollend event', () => {
    vi.useFakeTimers();
    try {
      history.replaceState(null, '', location.pathname);
      const stop = watchHeadings(
        ['install', 'deploy'],
        {},
        {
          pinned: { current: undefined },
          setActiveId: vi.fn(),
          focusMoved: () => false,
        },
      );
      const made = QuietObserver.made;
      // Chromium's keyboard scroll that retargets a running one: scroll events, no scrollend.
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
      expect(QuietObserver.made).toBe(made);
      vi.advanceTimersByTime(100);
      expect(QuietObserver.made).toBe(made + 1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
