import { createNavIndex } from '@docsnav/core';
import { buildFinderData, type FinderData } from '@docsnav/core/finder';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { finderDocs, finderSpecs } from '../../../core/src/finder/test-support/fixture.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { PageFinder, type PageFinderProps } from './page-finder.js';
import { RECENT_KEY } from './recent.js';

const model = modelFrom(finderDocs, { specs: finderSpecs });
const data = buildFinderData(createNavIndex(model));

afterEach(cleanup);
beforeEach(() => localStorage.clear());
// The dialog loads on the reader's first intent, once per page: loaded here by a hover, as a reader's first
// one does (what happens before it has loaded: page-finder-lazy.test.tsx). The tests below find the button
// the loaded dialog draws.
beforeAll(async () => {
  render(
    <MemoryHost model={model} initialPath="/deploy">
      <PageFinder load={async () => data} />
    </MemoryHost>,
  );
  const plain = screen.getByRole('button', { name: 'Search pages' });
  act(() => plain.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Search pages' })).not.toBe(plain));
  cleanup();
});

function setup(props: Partial<PageFinderProps> = {}, path = '/guides/redeploy') {
  const navigated: string[] = [];
  const load = vi.fn(async () => data);
  const user = userEvent.setup();
  const view = render(
    <MemoryHost model={model} initialPath={path} onNavigate={(h) => navigated.push(h)}>
      <PageFinder load={load} {...props} />
    </MemoryHost>,
  );
  const button = screen.getByRole('button', { name: 'Search pages' });
  return { ...view, navigated, load, user, button };
}

const options = () =>
  screen.queryAllByRole('option').map((o) => o.querySelector('.docsnav-finder-option-title')?.textContent);

describe('PageFinder', () => {
  it('renders only the button on the server, and loads nothing', () => {
    const load = vi.fn(async () => data);
    const html = renderToString(
      <MemoryHost model={model} initialPath="/deploy">
        <PageFinder load={load} />
      </MemoryHost>,
    );
    expect(html).toContain('Search pages');
    expect(html).toContain('aria-keyshortcuts="Control+K Meta+K"');
    expect(html).not.toContain('combobox');
    expect(html).not.toContain('role="dialog"');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates without a mismatch, recent pages in storage and an Apple keyboard notwithstanding', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify([{ title: 'Tokens', href: '/auth/tokens', trail: [] }]));
    const platform = vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const tree = () => (
      <MemoryHost model={model} initialPath="/deploy">
        <PageFinder load={async () => data} />
      </MemoryHost>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(container.textContent).toContain('Ctrl K');
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('⌘ K');
    spy.mockRestore();
    platform.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('opens on Ctrl+K, moves with the arrows, opens the active page with Enter and returns focus', async () => {
    const { user, navigated, load, button } = setup();
    expect(load).not.toHaveBeenCalled();
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('combobox', { name: 'Search pages' });
    expect(document.activeElement).toBe(box);
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(box, 'deploy');
    await waitFor(() => expect(options()).toHaveLength(6));
    expect(options().slice(0, 4)).toEqual(['Deploy', 'Deploy previews', 'Deployment hooks', 'Acme deploy']);
    const list = screen.getByRole('listbox', { name: 'Pages' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const first = screen.getAllByRole('option')[0];
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('6 pages');
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[5]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigated).toEqual(['/deploy-previews']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Search pages' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the trail, the endpoint and the version of each result', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.type(screen.getByRole('combobox'), 'get users');
    await waitFor(() => expect(options()).toEqual(['GETList users']));
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('/v1/users');
    expect(option.textContent).toContain('API / Users');
    expect(option.querySelector('.docsnav-finder-option-division')?.textContent).toBe('v2');
  });

  it('searches the active version only, all of them once widened', async () => {
    const { user, button, navigated } = setup();
    await user.click(button);
    await user.type(screen.getByRole('combobox'), 'setup');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No pages match'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('checkbox', { name: 'All versions and languages' }));
    await waitFor(() => expect(options()).toEqual(['Setup']));
    expect(screen.getByRole('option').textContent).toContain('v1');
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Enter}');
    expect(navigated).toEqual(['/v1/setup']);
  });

  it('lists recent pages for the empty query, kept across mounts', async () => {
    const first = setup();
    await first.user.click(first.button);
    await first.user.type(screen.getByRole('combobox'), 'tokens');
    await waitFor(() => expect(options()).toEqual(['Tokens']));
    await first.user.keyboard('{Enter}');
    await first.user.click(first.button);
    expect(screen.getByRole('listbox', { name: 'Recent pages' })).toBeTruthy();
    expect(options()).toEqual(['Tokens']);
    first.unmount();
    const second = setup();
    await second.user.click(second.button);
    expect(options()).toEqual(['Tokens']);
    await second.user.keyboard('{Enter}');
    expect(second.navigated).toEqual(['/auth/tokens']);
  });

  it('prefetches on focus of the button, once', async () => {
    const { load, user } = setup();
    await user.tab();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the page list cannot be loaded, and tries again on the next open', async () => {
    const load = vi
      .fn<() => Promise<FinderData>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(data);
    const { user } = setup({ load });
    const open = async () => {
      await user.keyboard('{Control>}k{/Control}');
      await user.type(screen.getByRole('combobox'), 'tokens');
    };
    await open();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('could not be loaded'));
    expect(screen.getByRole('status').textContent).toContain('offline');
    await user.keyboard('{Escape}');
    await open();
    await waitFor(() => expect(options()).toEqual(['Tokens']));
  });

  it('explains data it cannot read instead of throwing', async () => {
    const { user } = setup({ load: async () => ({ v: 9 }) as unknown as FinderData });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('combobox'), 'tokens');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('version 1; found 9'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes translated labels and follows the active language direction', async () => {
    const rtl = modelFrom({
      navigation: { languages: [{ language: 'ar', pages: ['start', 'guide'] }] },
    });
    const user = userEvent.setup();
    render(
      <MemoryHost model={rtl} initialPath="/start">
        <PageFinder
          load={async () => buildFinderData(createNavIndex(rtl))}
          labels={{ button: 'ابحث في الصفحات', count: (n) => `${n} صفحة` }}
        />
      </MemoryHost>,
    );
    await user.click(screen.getByRole('button', { name: 'ابحث في الصفحات' }));
    const dialog = screen.getByRole('dialog', { name: 'ابحث في الصفحات' });
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('ar');
    await user.type(screen.getByRole('combobox'), 'guide');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 صفحة'));
  });

  it('never answers Ctrl+K when the host turns the hotkey off', async () => {
    const { user } = setup({ hotkey: false });
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
  });
});
