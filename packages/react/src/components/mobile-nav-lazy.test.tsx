import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';

afterEach(cleanup);

const model = modelFrom(switchersDocs, switchersOptions);

/** The drawer from fresh modules: Radix Dialog not loaded yet, as on a page's first load. */
async function fresh() {
  vi.resetModules();
  const { MemoryHost } = await import('../test-support/host.js');
  const { MobileNav } = await import('./mobile-nav.js');
  return () => (
    <MemoryHost model={model} initialPath="/v2/install">
      <MobileNav />
    </MemoryHost>
  );
}

const button = () => screen.getByRole('button', { name: 'Open navigation' });

describe('the phone drawer before it has loaded (first intent loads it)', () => {
  it('the server HTML is the open button alone, a plain button saying it opens a dialog', async () => {
    const page = await fresh();
    const html = renderToString(page());
    expect(html).toMatch(
      /<button type="button" aria-haspopup="dialog" aria-expanded="false" data-state="closed"/,
    );
    expect(html).toContain('aria-label="Open navigation"');
    expect(html).not.toContain('role="dialog"');
  });

  it('opens on the first click, the drawer holding the sidebar; closing returns focus to the button', async () => {
    const page = await fresh();
    render(page());
    act(() => button().click());
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
    act(() => within(drawer).getByRole('button', { name: 'Close navigation' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('a focus loads it without opening it; the button keeps its class, content and focus', async () => {
    const page = await fresh();
    render(page());
    const plain = button();
    const before = { class: plain.className, html: plain.innerHTML, state: plain.dataset.state };
    act(() => plain.focus());
    // The loaded drawer draws its own button (Radix's trigger) in place of the plain one.
    await waitFor(() => expect(button()).not.toBe(plain));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect({ class: button().className, html: button().innerHTML, state: button().dataset.state }).toEqual(
      before,
    );
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
