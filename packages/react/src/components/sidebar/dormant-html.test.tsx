import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponent } from '../../hook/types.js';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { nestedClosedDocs, nestedClosedOptions } from '../../test-support/navs.js';
import { groupsFilled, nextFrame } from '../../test-support/settled.js';
import { Sidebar } from './sidebar.js';
import type { CollapsedMode } from './sidebar-context.js';

afterEach(cleanup);

const model = modelFrom(nestedClosedDocs, nestedClosedOptions);

const HostLink: LinkComponent = (props) => <a {...props} data-host-link="" />;
const navigated: string[] = [];

async function mount(collapsed?: CollapsedMode) {
  navigated.length = 0;
  render(
    <MemoryHost
      model={model}
      initialPath="/start"
      Link={HostLink}
      onNavigate={(href) => navigated.push(href)}
    >
      <Sidebar {...(collapsed && { collapsed })} />
    </MemoryHost>,
  );
  await groupsFilled();
  await nextFrame();
}

const toggle = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const contentOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const library = () => contentOf(toggle('Library'));

/** An element tree as text: tags, sorted attributes (ids numbered in order of appearance, `hidden` as a
 *  flag: jsdom has no `until-found`), text. Equal for two trees a reader cannot tell apart. */
function shape(root: Element): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size}`);
    return ids.get(value);
  };
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attrs = [...node.attributes]
      .map(({ name, value }) =>
        name === 'id' || name === 'aria-controls'
          ? `${name}=${idOf(value)}`
          : name === 'hidden'
            ? name
            : `${name}=${value}`,
      )
      .sort();
    return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return walk(root);
}

describe('dormant markup', () => {
  it('is the markup of the live entries, without the host Link', async () => {
    await mount();
    const dormant = library().innerHTML;
    expect(library().querySelector('[data-host-link]')).toBeNull();
    // Every entry of the group and of its nested groups, escaped text included.
    expect(library().textContent).toContain('Quotes "&" <b>tags</b>');
    expect(library().querySelectorAll('a[href]')).toHaveLength(8);
    fireEvent.click(toggle('Library'));
    // The group's entries come alive (the host's Link draws them).
    await vi.waitFor(() => expect(library().querySelector('[data-host-link]')).not.toBeNull());
    const live = library();
    expect(live.querySelector('[data-host-link]')).not.toBeNull();
    // Its nested closed groups get their (dormant) entries after mount, as the sidebar's did.
    await groupsFilled(live);
    // The live entries' own nested closed groups are dormant again, so compare without the host's marks.
    for (const a of live.querySelectorAll('[data-host-link]')) a.removeAttribute('data-host-link');
    const before = document.createElement('div');
    before.innerHTML = dormant;
    const after = document.createElement('div');
    after.innerHTML = live.innerHTML;
    expect(shape(before)).toBe(shape(after));
    expect(shape(before)).toContain('aria-expanded=true');
  });

  it('draws a list holding an icon with React, still dormant', async () => {
    await mount();
    const icons = contentOf(toggle('Icons'));
    const page = icons.querySelector('a[href="/ref/icon"]');
    expect(page?.textContent).toBe('With icon');
    expect(page?.hasAttribute('data-host-link')).toBe(false);
    // The icon's slot is there (the static markup would have left it out).
    expect(page?.querySelector('.docsnav-icon')).not.toBeNull();
  });

  it('a plain click on a dormant link navigates through the provider', async () => {
    await mount();
    const link = library().querySelector<HTMLAnchorElement>('a[href="/ref/tagged"]');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link?.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(navigated).toEqual(['/ref/tagged']);
    // A modified click is left to the browser (a new tab; stopped here, where jsdom cannot open one).
    let leftToBrowser = false;
    const stop = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    library().querySelector('a[href="/ref/old"]')?.dispatchEvent(modified);
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(navigated).toEqual(['/ref/tagged']);
  });

  it('find-in-page in a nested group opens it and its parents; its toggle then wakes them', async () => {
    await mount();
    const deepToggle = library().querySelector<HTMLElement>('button[aria-controls]:not([aria-label])');
    const rooted = library().querySelector<HTMLElement>('button[aria-label]');
    expect(rooted?.getAttribute('aria-label')).toBe('Toggle Rooted <&>');
    const rootedContent = contentOf(rooted as HTMLElement);
    const deep = contentOf(rootedContent.querySelector('button') as HTMLElement);
    expect(deepToggle).not.toBeNull();
    // The browser reveals every hidden ancestor of the match and fires `beforematch` at each.
    act(() => {
      for (const el of [deep, rootedContent, library()]) {
        el.removeAttribute('hidden');
        el.dispatchEvent(new Event('beforematch', { bubbles: true }));
      }
    });
    expect(toggle('Library').getAttribute('aria-expanded')).toBe('true');
    // Still the dormant elements (the browser's highlight stays), drawn open.
    expect(library().contains(deep)).toBe(true);
    expect(rooted?.getAttribute('aria-expanded')).toBe('true');
    expect(rootedContent.closest('li')?.getAttribute('data-state')).toBe('open');
    // The reader closes "Rooted" with its toggle (focused, then Enter): the entries come alive, closed.
    act(() => {
      rooted?.focus();
      rooted?.click();
    });
    const live = toggle('Toggle Rooted <&>');
    expect(live).not.toBe(rooted);
    expect(live.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(live);
    expect(library().querySelector('[data-host-link]')).not.toBeNull();
    // "Deep" was opened by find-in-page: it shows open when "Rooted" opens again.
    fireEvent.click(live);
    expect(toggle('Deep').getAttribute('aria-expanded')).toBe('true');
  });

  it('is in the server HTML of `until-found`, and hydrates', async () => {
    const tree = (
      <MemoryHost model={model} initialPath="/start">
        <Sidebar collapsed="until-found" />
      </MemoryHost>
    );
    const html = renderToString(tree);
    expect(html).toContain('href="/ref/rooted/deep/a"');
    expect(html).toContain('Quotes &quot;&amp;&quot; &lt;b&gt;tags&lt;/b&gt;');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The server's markup works with the client's handlers (the same ids): find-in-page inside "Rooted".
    const rooted = container.querySelector<HTMLElement>('button[aria-label="Toggle Rooted <&>"]');
    const rootedContent = container.querySelector<HTMLElement>(
      `[id="${rooted?.getAttribute('aria-controls')}"]`,
    );
    act(() => {
      rootedContent?.removeAttribute('hidden');
      rootedContent?.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(rooted?.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('a[href="/ref/rooted/deep/a"]')?.textContent).toBe('Deep A');
    container.remove();
  });
});
