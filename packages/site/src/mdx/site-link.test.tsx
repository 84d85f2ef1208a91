import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MdxLink } from './site-link.js';

/** Renders with the site's own React (the testing library's may differ) and returns the links by text. */
function links(ui: React.ReactNode): Map<string, HTMLAnchorElement> {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<MemoryRouter>{ui}</MemoryRouter>);
  return new Map([...host.querySelectorAll('a')].map((a) => [a.textContent ?? '', a]));
}

describe('MdxLink', () => {
  it('never route a protocol-relative href through the router: MDX links to another host open a new tab', () => {
    const found = links(
      <>
        <MdxLink href="//evil.example/x">slashes</MdxLink>
        <MdxLink href="/\evil.example/y">backslash</MdxLink>
        <MdxLink href="#install">hash</MdxLink>
        <MdxLink href="/guides/intro">inside</MdxLink>
      </>,
    );
    for (const [name, href] of [
      ['slashes', '//evil.example/x'],
      ['backslash', '/\\evil.example/y'],
    ] as const) {
      const link = found.get(name);
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(found.get('hash')?.getAttribute('href')).toBe('#install');
    expect(found.get('hash')?.hasAttribute('target')).toBe(false);
    const inside = found.get('inside');
    expect(inside?.getAttribute('href')).toBe('/guides/intro');
    expect(inside?.hasAttribute('target')).toBe(false);
  });
});
