import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { legacySnippetSpecifier } from './legacy-snippets.js';
import { testFolder } from './test-folder.js';

const options = (root: string, file: string) => ({
  file: path.join(root, file),
  root,
  missingModule: '/site/missing.tsx',
});

describe('<Snippet file> (Mintlify _snippets folder)', () => {
  it('renders _snippets/<file> in place, once imported however often it is used, with its other props', async () => {
    const root = testFolder({ '_snippets/links.mdx': 'Links', '_snippets/sdk/ts.mdx': 'TS' });
    const page = await compilePage(
      [
        '---',
        'title: API',
        '---',
        '',
        '## Resources',
        '',
        '<Snippet file="links.mdx" />',
        '',
        '<CodeGroup>',
        '<Snippet file="sdk/ts.mdx" lang="ts" />',
        '</CodeGroup>',
        '',
        'Again: <Snippet file="links.mdx" />',
        '',
      ].join('\n'),
      options(root, 'api.mdx'),
    );
    expect(page.error).toBeUndefined();
    expect(page.problems).toEqual([]);
    // The files of the docs root's _snippets folder are imported, each once, and rendered as components.
    const links = JSON.stringify(path.join(root, '_snippets/links.mdx'));
    const ts = JSON.stringify(path.join(root, '_snippets/sdk/ts.mdx'));
    expect(page.code.split(`from ${links}`)).toHaveLength(2);
    expect(page.code).toContain(`from ${ts}`);
    expect(page.code).toMatch(/_jsx\(DocsnavSnippet\d, \{\s*lang: "ts"\s*\}\)/);
    // No stand-in for an unknown `Snippet` component is asked of the provider.
    expect(page.components).toContain('CodeGroup');
    expect(page.components).not.toContain('Snippet');
  });

  it('compiles with a source map (the server build) and keeps the page lines', async () => {
    const root = testFolder({ '_snippets/a.mdx': 'A' });
    const page = await compilePage('# T\n\n<Snippet file="a.mdx" />\n', {
      ...options(root, 'p.mdx'),
      sourceMap: true,
    });
    expect(page.error).toBeUndefined();
    expect(JSON.parse(page.map ?? '{}').sources).toEqual([path.join(root, 'p.mdx')]);
  });

  it('makes a missing snippet file a placeholder and a problem located at its element', async () => {
    const root = testFolder({});
    const page = await compilePage(
      ['---', 'title: T', '---', '', 'Text.', '', '  <Snippet file="gone.mdx" />', ''].join('\n'),
      options(root, 'page.mdx'),
    );
    expect(page.error).toBeUndefined();
    expect(page.code).toContain('__docsnavMissingImport("/_snippets/gone.mdx", "default")');
    expect(page.problems).toEqual([
      {
        code: 'import-unresolved',
        severity: 'error',
        file: 'page.mdx',
        message:
          'cannot resolve "/_snippets/gone.mdx": not a file of the docs folder nor a module the site provides',
        line: 7,
        column: 3,
      },
    ]);
  });

  it('leaves a <Snippet> without a literal file to the unknown-component stand-in', async () => {
    const root = testFolder({});
    const page = await compilePage('<Snippet>Body</Snippet>\n', options(root, 'page.mdx'));
    expect(page.components).toEqual(['Snippet']);
    expect(page.missing).toEqual([]);
  });

  it('reads the file attribute as a path inside _snippets', () => {
    expect(legacySnippetSpecifier('a.mdx')).toBe('/_snippets/a.mdx');
    expect(legacySnippetSpecifier(' ./sub/a.mdx ')).toBe('/_snippets/sub/a.mdx');
    expect(legacySnippetSpecifier('/a.mdx')).toBe('/_snippets/a.mdx');
  });
});
