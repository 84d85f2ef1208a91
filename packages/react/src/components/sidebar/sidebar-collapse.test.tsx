import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { guidesDocs, guidesOptions } from '../../test-support/navs.js';
import { DocsLayout, type DocsLayoutProps } from '../docs-layout.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const guides = modelFrom(guidesDocs, guidesOptions);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const Layout = (props: Omit<DocsLayoutProps, 'children'>) => (
  <MemoryHost model={guides} initialPath="/guides/auth/keys">
    <DocsLayout logo="Acme" {...props}>
      <h1>Page</h1>
    </DocsLayout>
  </MemoryHost>
);

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
/** The desktop sidebar as assistive technology sees it (the drawer is closed, so it is the only one). */
const sidebar = () => screen.queryByRole('navigation', { name: 'Sidebar' });
const saved = (storage = localStorage, key = 'docsnav:sidebar') => JSON.parse(storage.getItem(key) ?? 'null');

describe('collapsible desktop sidebar', () => {
  it('hides and shows the sidebar: aria-expanded, aria-controls, hidden, the body marked for the grid', () => {
    const { container } = render(<Layout />);
    const button = toggle();
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region?.contains(sidebar())).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(region?.hasAttribute('hidden')).toBe(true);
    expect(sidebar()).toBeNull();
    expect(container.querySelector('.docsnav-body')?.getAttribute('data-sidebar')).toBe('collapsed');
    fireEvent.click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar()).not.toBeNull();
    expect(container.querySelector('.docsnav-body')?.getAttribute('data-sidebar')).toBe('shown');
  });

  it('keeps the state in localStorage by default and restores it after mount on the next load', () => {
    const first = render(<Layout />);
    fireEvent.click(toggle());
    expect(saved()).toEqual({ collapsed: true });
    first.unmount();
    render(<Layout />);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar()).toBeNull();
  });

  it('server-renders the sidebar shown whatever is stored, then hydrates without a mismatch and collapses', async () => {
    localStorage.setItem('docsnav:sidebar', JSON.stringify({ collapsed: true }));
    const html = renderToString(<Layout />);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('data-sidebar="shown"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.docsnav-body')?.getAttribute('data-sidebar')).toBe('collapsed');
  });

  it('uses sessionStorage, another key, or nothing, as asked; bad stored JSON is ignored', () => {
    const first = render(<Layout sidebarCollapse={{ persistence: 'session', storageKey: 'site:side' }} />);
    fireEvent.click(toggle());
    expect(saved(sessionStorage, 'site:side')).toEqual({ collapsed: true });
    expect(localStorage.length).toBe(0);
    first.unmount();
    const off = render(<Layout sidebarCollapse={{ persistence: false }} />);
    fireEvent.click(toggle());
    expect(localStorage.length + sessionStorage.length).toBe(1);
    off.unmount();
    localStorage.setItem('docsnav:sidebar', '{broken');
    render(<Layout />);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus to the button when the sidebar hides while focus is inside it', () => {
    const onCollapsedChange = vi.fn();
    const { rerender } = render(<Layout sidebarCollapse={{ collapsed: false, onCollapsedChange }} />);
    const link = screen.getByRole('link', { name: /API keys/ });
    link.focus();
    expect(document.activeElement).toBe(link);
    rerender(<Layout sidebarCollapse={{ collapsed: true, onCollapsedChange }} />);
    expect(document.activeElement).toBe(toggle());
    // Controlled: the button asks, the host decides.
    fireEvent.click(toggle());
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts collapsed with defaultCollapsed, translates its name, and has no button with sidebarCollapse={false}', () => {
    const translated = render(
      <Layout
        labels={{ sidebarToggle: 'إظهار الشريط الجانبي' }}
        sidebarCollapse={{ defaultCollapsed: true }}
      />,
    );
    const button = screen.getByRole('button', { name: 'إظهار الشريط الجانبي' });
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    translated.unmount();
    render(<Layout sidebarCollapse={false} />);
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
    expect(sidebar()).not.toBeNull();
  });
});
