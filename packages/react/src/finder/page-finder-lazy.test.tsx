import { createNavIndex } from '@docsnav/core';
import { buildFinderData } from '@docsnav/core/finder';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finderDocs, finderSpecs } from '../../../core/src/finder/test-support/fixture.js';
import { modelFrom } from '../test-support/host.js';

afterEach(cleanup);

const model = modelFrom(finderDocs, { specs: finderSpecs });
const data = buildFinderData(createNavIndex(model));

/** The finder from fresh modules: its dialog (Radix Dialog) not loaded yet, as on a page's first load. */
async function fresh() {
  vi.resetModules();
  const { MemoryHost } = await import('../test-support/host.js');
  const { PageFinder } = await import('./page-finder.js');
  render(
    <MemoryHost model={model} initialPath="/deploy">
      <PageFinder load={async () => data} />
    </MemoryHost>,
  );
  return screen.getByRole('button', { name: 'Search pages' });
}

describe('the page finder before its dialog has loaded (first intent loads it)', () => {
  it('a plain button until then, saying it opens a dialog, with the shortcut', async () => {
    const plain = await fresh();
    expect(plain.getAttribute('aria-haspopup')).toBe('dialog');
    expect(plain.getAttribute('aria-expanded')).toBe('false');
    expect(plain.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the first click, focus in its combobox', async () => {
    const plain = await fresh();
    act(() => plain.click());
    const box = await screen.findByRole('combobox', { name: 'Search pages' });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('opens on the first Ctrl+K', async () => {
    await fresh();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Search pages' })).toBeTruthy();
  });

  it('a focus loads it without opening it; the button keeps its class, content and focus', async () => {
    const plain = await fresh();
    const before = { class: plain.className, html: plain.innerHTML };
    act(() => plain.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search pages' })).not.toBe(plain));
    const loaded = screen.getByRole('button', { name: 'Search pages' });
    expect({ class: loaded.className, html: loaded.innerHTML }).toEqual(before);
    expect(document.activeElement).toBe(loaded);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
