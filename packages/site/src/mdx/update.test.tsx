import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KNOWN_COMPONENTS } from './known-components.js';
import { Update, updateId } from './update.js';

function render(ui: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(ui);
  return host;
}

describe('<Update> (changelog entry)', () => {
  it('shows its label, linked to its own anchor, its description and tags, then its content', () => {
    const host = render(
      <Update label="March 2026" description="TypeScript SDK v3.1.0" tags={['SDK', 'TypeScript']}>
        <p>Seventeen new vector stores.</p>
      </Update>,
    );
    const entry = host.querySelector('section');
    expect(entry?.id).toBe('march-2026');
    expect(entry?.getAttribute('aria-label')).toBe('March 2026');
    const label = host.querySelector('.site-update-label');
    expect(label?.textContent).toBe('March 2026');
    expect(label?.getAttribute('href')).toBe('#march-2026');
    expect(host.querySelector('.site-update-description')?.textContent).toBe('TypeScript SDK v3.1.0');
    expect([...host.querySelectorAll('.site-update-tags li')].map((li) => li.textContent)).toEqual([
      'SDK',
      'TypeScript',
    ]);
    expect(host.querySelector('.site-update-body p')?.textContent).toBe('Seventeen new vector stores.');
  });

  it('renders an entry without label or tags (whatever the page wrote) without throwing', () => {
    const host = render(
      <Update tags={'not a list' as unknown as string[]}>
        <p>Body</p>
      </Update>,
    );
    expect(host.querySelector('section')?.hasAttribute('id')).toBe(false);
    expect(host.querySelector('.site-update-label')).toBeNull();
    expect(host.textContent).toBe('Body');
  });

  it('is drawn by the site, not the unknown-component stand-in', () => {
    expect(KNOWN_COMPONENTS.Update).toEqual(['update.tsx', 'Update']);
  });

  it('makes anchors from dates and versions', () => {
    expect(updateId('2026-07-30')).toBe('2026-07-30');
    expect(updateId(' v1.2.0 (beta) ')).toBe('v1-2-0-beta');
  });
});
