import { describe, expect, it } from 'vitest';
import type { GroupNode } from '../model/types.js';
import { nodesOf } from '../test-support/nodes.js';
import { normalizePagePath, pageHref, titleFromPath } from './page-path.js';
import { codes, outline, pagesOf, parseNav, withCode } from './test-support/helpers.js';

const groupsOf = (nodes: readonly { type: string }[]) =>
  nodes.filter((n): n is GroupNode => n.type === 'group');

describe('groups', () => {
  it('nests groups with depth, icon, tag and expanded on nested groups only', () => {
    const { model, diagnostics } = parseNav({
      groups: [
        {
          group: 'Start',
          icon: 'rocket',
          tag: 'NEW',
          expanded: true,
          pages: ['a', { group: 'More', expanded: true, pages: ['b', { group: 'Deep', pages: ['c'] }] }],
        },
      ],
    });
    const [start, more, deep] = groupsOf(nodesOf(model));
    expect(start).toMatchObject({ label: 'Start', depth: 1, icon: 'rocket', tag: 'NEW', expanded: false });
    expect(more).toMatchObject({ depth: 2, expanded: true });
    expect(deep).toMatchObject({ depth: 3, expanded: false });
    expect(codes(diagnostics)).toEqual(['expanded-top-level@/navigation/groups/0/expanded']);
    expect(diagnostics[0]?.severity).toBe('warning');
  });

  it('adds the root page first, marks it, and points the group at it', () => {
    const { model } = parseNav({ groups: [{ group: 'CLI', root: 'cli/index', pages: ['cli/install'] }] });
    expect(outline(model)).toBe('group CLI\n  page /cli "Cli" (root)\n  page /cli/install "Install"');
    const [cli] = groupsOf(nodesOf(model));
    expect(nodesOf(model)[cli?.root ?? -1]).toMatchObject({
      type: 'page',
      source: 'cli/index',
      isGroupRoot: true,
    });
  });

  it('warns on an empty group and still shows it', () => {
    const { model, diagnostics } = parseNav({
      groups: [{ group: 'Soon', pages: [] }, { group: 'No pages' }],
    });
    expect(outline(model)).toBe('group Soon\ngroup No pages');
    expect(codes(diagnostics)).toEqual([
      'empty-group@/navigation/groups/0',
      'empty-group@/navigation/groups/1',
    ]);
  });

  it('drops a group without a label with an error', () => {
    const { model, diagnostics } = parseNav({ groups: [{ pages: ['a'] }, { group: 'Ok', pages: ['b'] }] });
    expect(pagesOf(model).map((p) => p.source)).toEqual(['b']);
    expect(codes(diagnostics)).toEqual(['missing-label@/navigation/groups/0']);
  });

  it('reports groups and entries of the wrong type', () => {
    const { model, diagnostics } = parseNav({
      groups: ['intro', { group: 'G', pages: [3, null, { page: 'x' }, 'ok'] }, { group: 'H', pages: 'a' }],
    });
    expect(pagesOf(model).map((p) => p.source)).toEqual(['ok']);
    expect(codes(diagnostics)).toEqual([
      'invalid-type@/navigation/groups/0',
      'invalid-type@/navigation/groups/1/pages/0',
      'invalid-type@/navigation/groups/1/pages/1',
      'invalid-type@/navigation/groups/1/pages/2',
      'invalid-type@/navigation/groups/2/pages',
      'empty-group@/navigation/groups/2',
    ]);
  });

  it('skips sourceRef entries with a warning', () => {
    const { model, diagnostics } = parseNav({ pages: ['a', { sourceRef: 'other-repo/docs' }, 'b'] });
    expect(pagesOf(model).map((p) => p.source)).toEqual(['a', 'b']);
    expect(codes(diagnostics)).toEqual(['source-ref-skipped@/navigation/pages/1']);
    expect(diagnostics[0]?.severity).toBe('warning');
  });

  it('warns when a page is listed twice in one division, not across divisions', () => {
    const { model, diagnostics } = parseNav({
      tabs: [
        {
          tab: 'A',
          groups: [
            { group: 'G', pages: ['x', 'y'] },
            { group: 'H', pages: ['x'] },
          ],
        },
        { tab: 'B', pages: ['x'] },
      ],
    });
    expect(codes(diagnostics)).toEqual(['duplicate-page@/navigation/tabs/0/groups/1/pages/0']);
    expect(pagesOf(model).map((p) => p.id)).toEqual(['/t:A/p:x', '/t:A/p:y', '/t:A/p:x#2', '/t:B/p:x']);
  });
});

describe('page paths', () => {
  it.each([
    ['guides/intro', 'guides/intro'],
    ['/guides/intro', 'guides/intro'],
    ['./guides/intro', 'guides/intro'],
    ['guides//intro', 'guides/intro'],
    ['guides/../api/x', 'api/x'],
    ['guides/./intro.mdx', 'guides/intro'],
    ['intro.md', 'intro'],
    [' spaced ', 'spaced'],
    ['v1.2/intro', 'v1.2/intro'],
    ['../secret', null],
    ['a/../../b', null],
    ['', null],
    ['/', null],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });

  it('reports a path that leaves the root and leaves it out', () => {
    const { model, diagnostics } = parseNav({ pages: ['../../etc/passwd', 'ok'] });
    expect(pagesOf(model).map((p) => p.source)).toEqual(['ok']);
    expect(codes(diagnostics)).toEqual(['invalid-page-path@/navigation/pages/0']);
  });

  it('builds hrefs with basePath and without a trailing index', () => {
    expect(pageHref('', 'index')).toBe('/');
    expect(pageHref('', 'guides/index')).toBe('/guides');
    expect(pageHref('/docs', 'index')).toBe('/docs');
    expect(pageHref('/docs', 'a/b')).toBe('/docs/a/b');
    const { model } = parseNav(
      { pages: ['index', 'guides/index', '/guides/setup.mdx'] },
      { basePath: 'docs/' },
    );
    expect(pagesOf(model).map((p) => p.href)).toEqual(['/docs', '/docs/guides', '/docs/guides/setup']);
    expect(model.settings.basePath).toBe('/docs');
  });

  it('titles pages from the last path segment', () => {
    expect(titleFromPath('guides/getting-started')).toBe('Getting started');
    expect(titleFromPath('api_keys')).toBe('Api keys');
    expect(titleFromPath('guides/index')).toBe('Guides');
    expect(titleFromPath('éclair')).toBe('Éclair');
    expect(titleFromPath('v2')).toBe('V2');
    expect(titleFromPath('/index')).toBe('');
  });
});

describe('page metadata', () => {
  it('takes sidebarTitle ?? title, and the other frontmatter fields', () => {
    const { model } = parseNav(
      { pages: ['a', 'b', 'c'] },
      {
        pages: {
          a: {
            title: 'Alpha page',
            sidebarTitle: 'Alpha',
            description: 'First',
            icon: 'star',
            tag: 'Beta',
            deprecated: true,
          },
          b: { title: 'Bravo' },
          c: { url: 'https://example.com/c' },
        },
      },
    );
    const [a, b, c] = pagesOf(model);
    expect(a).toMatchObject({
      title: 'Alpha',
      pageTitle: 'Alpha page',
      description: 'First',
      icon: 'star',
      tag: 'Beta',
      deprecated: true,
    });
    expect(b).toMatchObject({ title: 'Bravo' });
    expect(b?.pageTitle).toBeUndefined();
    expect(c).toMatchObject({ title: 'C', url: { href: 'https://example.com/c', external: true } });
  });

  it('hides pages whose frontmatter says hidden', () => {
    const { model } = parseNav({ pages: ['a', 'b'] }, { pages: { b: { hidden: true } } });
    expect(pagesOf(model).map((p) => p.hidden)).toEqual([false, true]);
  });

  it('never lets an unsafe frontmatter url into the model', () => {
    const { model, diagnostics } = parseNav(
      { pages: ['a'] },
      { pages: { a: { url: 'javascript:alert(1)' } } },
    );
    expect(pagesOf(model)[0]?.url).toBeUndefined();
    expect(codes(diagnostics)).toEqual(['unsafe-link@/navigation/pages/0']);
  });

  it('ignores inherited keys of the metadata record (constructor, __proto__)', () => {
    const { model } = parseNav({ pages: ['constructor', 'toString'] }, { pages: {} });
    expect(pagesOf(model).map((p) => p.title)).toEqual(['Constructor', 'ToString']);
  });

  it('reports listed pages that do not exist when the host says which do', () => {
    const { model, diagnostics } = parseNav({ pages: ['a', 'gone'] }, { existingPages: new Set(['a']) });
    expect(pagesOf(model)).toHaveLength(2);
    expect(codes(diagnostics)).toEqual(['missing-page@/navigation/pages/1']);
    expect(withCode(diagnostics, 'missing-page')[0]?.severity).toBe('warning');
  });
});
