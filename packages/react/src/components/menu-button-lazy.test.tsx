import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelFrom } from '../test-support/host.js';
import { switchersDocs, switchersOptions } from '../test-support/navs.js';

afterEach(cleanup);

// jsdom has no PointerEvent: a pointer press is a MouseEvent with its button (as in a browser), its type kept.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

const model = modelFrom(switchersDocs, switchersOptions);

/**
 * The components from fresh modules: the menu (Radix) not loaded yet, as on a page's first load. The provider
 * and the switcher come from the same fresh graph (one React context).
 */
async function fresh() {
  vi.resetModules();
  const { MemoryHost } = await import('../test-support/host.js');
  const { VersionSwitcher } = await import('./switchers.js');
  const page = (props: { defaultOpen?: boolean } = {}) => (
    <MemoryHost model={model} initialPath="/v2/install">
      <VersionSwitcher {...props} />
    </MemoryHost>
  );
  return { page };
}

const trigger = () => screen.getByRole('button', { name: /Version: v2/ });
/** The attributes a reader's browser draws the trigger with (Radix adds its own `id`; `aria-controls` when
 *  open): the same before and after the menu arrives. */
const drawn = (el: HTMLElement) => ({
  tag: el.tagName,
  class: el.className,
  type: el.getAttribute('type'),
  haspopup: el.getAttribute('aria-haspopup'),
  expanded: el.getAttribute('aria-expanded'),
  state: el.getAttribute('data-state'),
  html: el.innerHTML,
  wrapper: el.parentElement?.outerHTML.replace(el.outerHTML, ''),
});

describe('a menu button before its menu has loaded (first intent loads it)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('the server HTML is a plain button with the menu button attributes, and no menu', async () => {
    const { page } = await fresh();
    const html = renderToString(page());
    expect(html).toMatch(
      /<button type="button" class="docsnav-switcher-trigger" aria-haspopup="menu" aria-expanded="false" data-state="closed">/,
    );
    expect(html).not.toContain('role="menu"');
  });

  it('opens on the first press: pointerdown before the menu has loaded opens it once loaded', async () => {
    const { page } = await fresh();
    render(page());
    const plain = trigger();
    expect(plain.id).toBe('');
    fireEvent.pointerDown(plain, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.getAttribute('href')),
    ).toContain('/v1/install');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on the first key press (Enter) and moves focus to the first item, as a loaded menu does', async () => {
    const { page } = await fresh();
    render(page());
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const [first] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('a focus loads the menu without opening it; the button keeps its place, attributes, content and focus', async () => {
    const { page } = await fresh();
    render(page());
    const plain = trigger();
    const before = drawn(plain);
    act(() => plain.focus());
    await waitFor(() => expect(trigger().id).not.toBe(''));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(drawn(trigger())).toEqual(before);
    expect(document.activeElement).toBe(trigger());
  });

  it('hydrates the server HTML without a warning, the menu loading afterwards on intent', async () => {
    const { page } = await fresh();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(errors).not.toHaveBeenCalled();
    fireEvent.pointerEnter(trigger());
    await waitFor(() => expect(trigger().id).not.toBe(''));
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
    await screen.findByRole('menu');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
