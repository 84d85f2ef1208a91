import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableOfContents } from './table-of-contents.js';
import { tocTree } from './toc-tree.js';

const headings = [
  { depth: 2, text: 'Install', id: 'install' },
  { depth: 4, text: 'Deep', id: 'deep' },
  { depth: 3, text: 'With npm', id: 'with-npm' },
  { depth: 2, text: 'Configure', id: 'configure' },
];

describe('tocTree', () => {
  it('nests headings under the nearest shallower one', () => {
    const tree = tocTree(headings);
    expect(tree.map((e) => e.heading.id)).toEqual(['install', 'configure']);
    expect(tree[0]?.children.map((e) => e.heading.id)).toEqual(['deep', 'with-npm']);
  });
  it('keeps a list that starts deeper at its top level', () => {
    const tree = tocTree([
      { depth: 3, text: 'A', id: 'a' },
      { depth: 2, text: 'B', id: 'b' },
    ]);
    expect(tree.map((e) => e.heading.id)).toEqual(['a', 'b']);
  });
});

describe('TableOfContents', () => {
  it('is a nav named by its visible title, with #id links in nested lists', () => {
    render(<TableOfContents headings={headings} labels={{ title: 'En esta página' }} />);
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    expect(nav.querySelectorAll('ul')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'With npm' }).getAttribute('href')).toBe('#with-npm');
  });
  it('renders no active entry on the server, and nothing without headings', () => {
    const html = renderToString(<TableOfContents headings={headings} />);
    expect(html).toContain('href="#configure"');
    expect(html).not.toContain('aria-current');
    expect(renderToString(<TableOfContents headings={[]} />)).toBe('');
  });
  it('draws the disclosure form as a closed <details>', () => {
    const { container } = render(<TableOfContents headings={headings} form="disclosure" />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('On this page');
  });
});
