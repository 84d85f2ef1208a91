import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkComponent } from '../../hook/types.js';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { generatedDocs } from '../../test-support/navs.js';
import { groupsFilled, nextFrame } from '../../test-support/settled.js';
import { Sidebar } from './sidebar.js';

afterEach(cleanup);

const big = modelFrom(generatedDocs(1000));
/** The host's link: counts its renders, marks its anchors. */
const linkRenders = { count: 0 };
const CountingLink: LinkComponent = (props) => {
  linkRenders.count++;
  return <a {...props} data-host-link="" />;
};

const section = () => screen.getByRole('button', { name: 'Section 1.3.2' });
const contentOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const pageOf = (root: HTMLElement) => root.querySelector<HTMLAnchorElement>('a[href="/t1/g3/s2/page-4"]');

/** Mounts the 1,000-page sidebar on a page of group 1.1 and lets the deferred fill run. */
async function mount() {
  linkRenders.count = 0;
  render(
    <MemoryHost model={big} initialPath="/t1/g1/s0/page-1" Link={CountingLink}>
      <Sidebar />
    </MemoryHost>,
  );
  await groupsFilled();
  await nextFrame();
}

describe('closed groups hold dormant pages', () => {
  it('fills closed groups with plain links: findable, but no host Link and no state for each', async () => {
    await mount();
    const content = contentOf(section());
    expect(content.hidden).toBe(true);
    const dormant = pageOf(content);
    expect(dormant?.textContent).toBe('Page 4');
    expect(dormant?.className).toBe('docsnav-page');
    expect(dormant?.hasAttribute('data-host-link')).toBe(false);
    // The host's Link drew the shown entries only: the 500 pages of the tab are in the DOM, far fewer are live.
    const links = document.querySelectorAll('nav a[href]').length;
    expect(links).toBeGreaterThanOrEqual(500);
    expect(document.querySelectorAll('[data-host-link]').length).toBeLessThan(links / 2);
    expect(linkRenders.count).toBe(document.querySelectorAll('[data-host-link]').length);
  });

  it('opening a group by its toggle makes its pages live entries', async () => {
    await mount();
    const dormant = pageOf(contentOf(section()));
    fireEvent.click(section());
    expect(section().getAttribute('aria-expanded')).toBe('true');
    const live = pageOf(contentOf(section()));
    expect(live).not.toBe(dormant);
    expect(live?.hasAttribute('data-host-link')).toBe(true);
    expect(live?.textContent).toBe(dormant?.textContent);
  });

  it('find-in-page opens the group and keeps the matched elements; a click navigates and wakes them', async () => {
    await mount();
    const content = contentOf(section());
    const dormant = pageOf(content);
    act(() => {
      content.removeAttribute('hidden');
      content.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(section().getAttribute('aria-expanded')).toBe('true');
    expect(pageOf(content)).toBe(dormant);
    // Reached with the keyboard (focused, then Enter, which clicks).
    act(() => {
      dormant?.focus();
      dormant?.click();
    });
    const live = pageOf(contentOf(section()));
    expect(live?.getAttribute('aria-current')).toBe('page');
    expect(live?.hasAttribute('data-host-link')).toBe(true);
    // The entry was drawn again, live: focus went with it, not to the page's body.
    expect(live).not.toBe(dormant);
    expect(document.activeElement).toBe(live);
  });
});
