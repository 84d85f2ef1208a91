import { describe, expect, it } from 'vitest';
import type { DivisionNode } from '../model/types.js';
import { nodesOf } from '../test-support/nodes.js';
import { classifyLink } from './links.js';
import { codes, outline, parseNav, withCode } from './test-support/helpers.js';

describe('classifyLink', () => {
  it.each([
    ['https://example.com', 'external'],
    ['HTTP://EXAMPLE.COM', 'external'],
    ['mailto:a@b.c', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['/\\evil.example', 'external'],
    ['\\\\evil.example', 'external'],
    ['/guides/intro', 'internal'],
    ['#section', 'internal'],
    ['guides/intro', 'relative'],
    ['a/b:c', 'relative'],
    ['javascript:alert(1)', 'unsafe'],
    ['JaVaScRiPt:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    [' javascript:alert(1)', 'unsafe'],
    ['data:text/html,<b>x</b>', 'unsafe'],
    ['vbscript:msgbox', 'unsafe'],
    ['file:///etc/passwd', 'unsafe'],
    ['', 'empty'],
  ])('%j is %s', (href, expected) => {
    expect(classifyLink(href)).toBe(expected);
  });
});

describe('division links', () => {
  it('marks external links and keeps internal ones under basePath', () => {
    const { model } = parseNav(
      {
        anchors: [
          { anchor: 'GitHub', href: 'https://github.com/x' },
          { anchor: 'Changelog', href: '/changelog' },
          { anchor: 'Mail', href: 'mailto:hi@x.dev' },
        ],
      },
      { basePath: '/docs' },
    );
    const links = nodesOf(model)
      .filter((n): n is DivisionNode => n.type === 'division')
      .map((n) => n.link);
    expect(links).toEqual([
      { href: 'https://github.com/x', external: true },
      { href: '/docs/changelog', external: false },
      { href: 'mailto:hi@x.dev', external: true },
    ]);
  });

  it('never puts an unsafe scheme in the model and drops the division', () => {
    const { model, diagnostics } = parseNav({
      tabs: [
        { tab: 'Evil', href: 'javascript:alert(document.cookie)' },
        { tab: 'Data', href: 'data:text/html;base64,PHNjcmlwdD4=' },
        { tab: 'Ok', pages: ['a'] },
      ],
    });
    expect(outline(model)).toBe('tab Ok\n  page /a "A"');
    expect(JSON.stringify(model)).not.toMatch(/javascript:|data:/);
    expect(codes(diagnostics)).toEqual([
      'unsafe-link@/navigation/tabs/0/href',
      'unsafe-link@/navigation/tabs/1/href',
    ]);
    expect(diagnostics[0]?.severity).toBe('error');
  });

  it('turns a relative href into a site link with a warning', () => {
    const { model, diagnostics } = parseNav({ tabs: [{ tab: 'Blog', href: 'blog/latest' }] });
    expect(outline(model)).toBe('tab Blog -> /blog/latest');
    expect(codes(diagnostics)).toEqual(['relative-link@/navigation/tabs/0/href']);
  });
});

describe('global anchors', () => {
  it('keeps external global anchors', () => {
    const { model, diagnostics } = parseNav({
      global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev/blog', icon: 'newspaper' }] },
      pages: ['a'],
    });
    expect(model.global).toEqual([{ label: 'Blog', href: 'https://x.dev/blog', icon: 'newspaper' }]);
    expect(diagnostics).toEqual([]);
  });

  it('rejects relative and unsafe global anchors, and ones without a label', () => {
    const { model, diagnostics } = parseNav({
      global: {
        anchors: [
          { anchor: 'Changelog', href: '/changelog' },
          { anchor: 'X', href: 'javascript:void 0' },
          { anchor: 'No href' },
          { href: 'https://x.dev' },
          'string',
        ],
      },
    });
    expect(model.global).toEqual([]);
    expect(codes(diagnostics)).toEqual([
      'global-anchor-not-external@/navigation/global/anchors/0/href',
      'unsafe-link@/navigation/global/anchors/1/href',
      'global-anchor-not-external@/navigation/global/anchors/2',
      'missing-label@/navigation/global/anchors/3',
      'invalid-type@/navigation/global/anchors/4',
      'empty-navigation@/navigation',
    ]);
    expect(withCode(diagnostics, 'global-anchor-not-external')[0]?.severity).toBe('error');
  });

  it('reports a malformed global', () => {
    expect(codes(parseNav({ global: [], pages: ['a'] }).diagnostics)).toEqual([
      'invalid-type@/navigation/global',
    ]);
    expect(codes(parseNav({ global: { anchors: {} }, pages: ['a'] }).diagnostics)).toEqual([
      'invalid-type@/navigation/global/anchors',
    ]);
  });
});
