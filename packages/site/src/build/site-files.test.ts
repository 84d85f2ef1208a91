import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DOCS, resolveDocsRoot } from './docs-root.js';
import { pagesModule, readSiteSettings } from './pages-plugin.js';
import { scanPages } from './scan-pages.js';
import { listStaticFiles } from './static-files.js';
import { testFolder } from './test-folder.js';

describe('docs folder scanning', () => {
  const root = testFolder({
    'docs.json': JSON.stringify({ name: 'Acme', styling: { latex: false } }),
    'index.mdx': '',
    'guide.md': '',
    'guide.mdx': '',
    'api/ref.md': '',
    'images/logo.PNG': '',
    'node_modules/pkg/readme.md': '',
    '.git/x.md': '',
    'notes.txt': '',
  });

  it('lists page files by path, .mdx before .md, skipping node_modules and dot folders', () => {
    expect([...scanPages(root)].map(([key, file]) => [key, path.relative(root, file)])).toEqual([
      ['api/ref', 'api/ref.md'],
      ['guide', 'guide.mdx'],
      ['index', 'index.mdx'],
    ]);
  });

  it('lists static files to serve', () => {
    expect(listStaticFiles(root)).toEqual(['images/logo.PNG']);
  });

  it('reads name and styling.latex, with fallbacks for a broken docs.json', () => {
    expect(readSiteSettings(root)).toEqual({ name: 'Acme', math: false });
    expect(readSiteSettings(testFolder({ 'docs.json': '{ nope' }))).toEqual({
      name: 'Documentation',
      math: true,
    });
  });

  it('writes the pages module with a lazy import per page', () => {
    const code = pagesModule(root);
    expect(code).toContain('export const siteName = "Acme";');
    expect(code).toContain(`"guide": () => import(${JSON.stringify(path.join(root, 'guide.mdx'))})`);
    expect(code).toContain('"api/ref": "api/ref.md"');
  });
});

describe('resolveDocsRoot', () => {
  it('serves the example docs by default, a folder relative to the working directory when given', () => {
    expect(resolveDocsRoot({ cwd: '/' })).toEqual({ root: EXAMPLE_DOCS });
    const root = testFolder({ 'docs.json': '{}' });
    expect(resolveDocsRoot({ docs: path.basename(root), cwd: path.dirname(root) })).toEqual({ root });
  });

  it('says what is wrong with a folder that is missing or has no docs.json', () => {
    expect(resolveDocsRoot({ docs: '/no/such/folder', cwd: '/' })).toEqual({
      error: 'docs folder not found: /no/such/folder',
    });
    const empty = testFolder({ 'a.mdx': '' });
    expect(resolveDocsRoot({ docs: empty, cwd: '/' })).toMatchObject({
      error: expect.stringContaining('no docs.json'),
    });
  });
});
