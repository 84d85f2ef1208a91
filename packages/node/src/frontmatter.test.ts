import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './frontmatter.js';

describe('readFrontmatter', () => {
  it('reads the fields docsnav uses and ignores the others', () => {
    const text = [
      '---',
      'title: "Get started"',
      'sidebarTitle: Start',
      'description: First steps',
      'icon: rocket',
      'tag: NEW',
      'hidden: true',
      'deprecated: false',
      'openapi: get /v1/users',
      'mode: wide',
      '---',
      '# Body',
    ].join('\n');
    expect(readFrontmatter(text, 'a.mdx')).toEqual({
      meta: {
        title: 'Get started',
        sidebarTitle: 'Start',
        description: 'First steps',
        icon: 'rocket',
        tag: 'NEW',
        hidden: true,
        deprecated: false,
        openapi: 'get /v1/users',
      },
      diagnostics: [],
      // `rocket` on line 5 of the file, column 7: where `docsnav check` points an unknown icon.
      iconAt: { line: 5, column: 7 },
    });
  });

  it('accepts CRLF line ends, a BOM, an icon object and numeric titles', () => {
    const text = '\uFEFF---\r\ntitle: 404\r\nicon:\r\n  name: house\r\n  library: lucide\r\n---\r\nbody';
    const read = readFrontmatter(text, 'a.mdx');
    expect(read.meta).toEqual({
      title: '404',
      icon: { name: 'house', library: 'lucide' },
    });
    expect(read.iconAt).toEqual({ line: 4, column: 3 });
  });

  it('gives no metadata and no diagnostic for a page without frontmatter or with an empty one', () => {
    expect(readFrontmatter('# Title\n---\ntitle: x\n---', 'a.md')).toEqual({ meta: {}, diagnostics: [] });
    expect(readFrontmatter('---\n---\nbody', 'a.md')).toEqual({ meta: {}, diagnostics: [] });
  });

  it('reports broken YAML with its line and column in the page file', () => {
    const text = '---\ntitle: Fine\ndescription: "unclosed\n---\nbody';
    const { meta, diagnostics } = readFrontmatter(text, 'guides/broken.mdx');
    expect(meta).toEqual({});
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'frontmatter-invalid',
      severity: 'error',
      file: 'guides/broken.mdx',
      line: 3,
    });
  });

  it('reports a bad indentation where YAML finds it', () => {
    const text = '---\ntitle: A\n  sidebarTitle: B\nicon: x\n---\n';
    const [diagnostic] = readFrontmatter(text, 'x.mdx').diagnostics;
    // YAML reads "A" as a key of a nested map here: the error is on the value "A" (line 2, column 8).
    expect(diagnostic).toMatchObject({ code: 'frontmatter-invalid', file: 'x.mdx', line: 2, column: 8 });
  });

  it('reports frontmatter that is never closed', () => {
    expect(readFrontmatter('---\ntitle: A\nbody text', 'x.mdx').diagnostics[0]).toMatchObject({
      code: 'frontmatter-invalid',
      line: 1,
      column: 1,
    });
  });

  it('ignores a field of the wrong type with a warning at its value', () => {
    const text = '---\ntitle: Ok\nhidden: sometimes\ntag:\n  - a\n---\n';
    const { meta, diagnostics } = readFrontmatter(text, 'p.mdx');
    expect(meta).toEqual({ title: 'Ok' });
    expect(diagnostics.map((d) => [d.code, d.severity, d.path, d.line, d.column])).toEqual([
      ['frontmatter-invalid-field', 'warning', '/hidden', 3, 9],
      ['frontmatter-invalid-field', 'warning', '/tag', 5, 3],
    ]);
  });

  it('reports a frontmatter that is a list, not a map', () => {
    expect(readFrontmatter('---\n- a\n- b\n---\n', 'p.mdx').diagnostics[0]).toMatchObject({
      code: 'frontmatter-invalid',
      line: 2,
    });
  });

  it('does not expand a YAML alias bomb', () => {
    const lines = ['---', 'a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 8; i++)
      lines.push(
        `${'b'.repeat(i + 1)}: &${'b'.repeat(i + 1)} [${Array(10)
          .fill(i === 0 ? '*a' : `*${'b'.repeat(i)}`)
          .join(',')}]`,
      );
    lines.push('title: Boom', '---');
    const { meta, diagnostics } = readFrontmatter(lines.join('\n'), 'bomb.mdx');
    expect(meta).toEqual({});
    expect(diagnostics[0]?.code).toBe('frontmatter-invalid');
  });
});

describe('readFrontmatter, as Mintlify reads YAML', () => {
  it('accepts a quoted value continued at column 0 (real pages do this)', () => {
    const text =
      '---\ntitle: "Setup"\ndescription: "Get notified instead of\nhaving to poll: see below"\nicon: \'it\'\'s\nfine\'\n---\n';
    expect(readFrontmatter(text, 'p.mdx')).toEqual({
      meta: {
        title: 'Setup',
        description: 'Get notified instead of having to poll: see below',
        icon: "it's fine",
      },
      diagnostics: [],
      iconAt: { line: 5, column: 7 },
    });
  });

  it('still reports a quote that is never closed', () => {
    const text = '---\ntitle: "Setup\nicon: x\n---\n';
    expect(readFrontmatter(text, 'p.mdx').diagnostics[0]).toMatchObject({
      code: 'frontmatter-invalid',
      line: 3,
    });
  });
});
