import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBucket } from '../page/page-key.js';
import { EXAMPLE_DOCS, resolveDocsRoot } from './docs-root.js';
import { pageBucketModule, pageBuckets, pagesModule, readSiteSettings } from './pages-plugin.js';
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

  it('finds pages under folders named build/ or dist/; skips the output folder by its path', () => {
    const docs = testFolder({
      'sdk/v0.53/build/intro.mdx': '',
      'dist/notes.md': '',
      'images/dist/a.png': '',
      'out/client/copied.mdx': '',
      'out/client/copied.png': '',
    });
    const out = path.join(docs, 'out');
    expect([...scanPages(docs, [out]).keys()]).toEqual(['dist/notes', 'sdk/v0.53/build/intro']);
    expect(listStaticFiles(docs, [out])).toEqual(['images/dist/a.png']);
    expect([...scanPages(docs).keys()]).toContain('out/client/copied');
  });

  it("leaves out the root's snippets/ and _snippets/ (Mintlify's snippets, never pages), not folders named so deeper", () => {
    const docs = testFolder({
      'snippets/intro.mdx': '',
      'snippets/nested/card.md': '',
      '_snippets/legacy.mdx': '',
      'guides/snippets/page.mdx': '',
      'snippets-guide.mdx': '',
    });
    expect([...scanPages(docs).keys()]).toEqual(['guides/snippets/page', 'snippets-guide']);
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

  it('writes the pages module with one import per bucket, and each page in the bucket of its path', () => {
    const code = pagesModule(root);
    expect(code).toContain('export const siteName = "Acme";');
    expect(code).toContain('export const stylesheets = [];');
    const styled = testFolder({ 'docs.json': '{}', 'index.mdx': '# Hi', 'custom.css': 'h1 { color: red }' });
    expect(pagesModule(styled)).toContain('export const stylesheets = ["/custom.css"];');
    expect(code).toContain('() => import("virtual:docsnav-pages/0")');
    expect(code).not.toContain('guide');
    const bucket = pageBucketModule(root, 0);
    expect(bucket).toContain(`"guide": () => import(${JSON.stringify(path.join(root, 'guide.mdx'))})`);
    expect(bucket).toContain('"api/ref": "api/ref.md"');
    expect(pageBucketModule(root, 1)).toBe('export const pages = {\n};\nexport const files = {\n};\n');
  });

  it('splits many page files into buckets of about 200, a path and its index in the same bucket', () => {
    const found = new Map<string, string>();
    for (let i = 0; i < 999; i++) found.set(`p/${i}`, `/docs/p/${i}.mdx`);
    found.set('p/7/index', '/docs/p/7/index.mdx');
    const buckets = pageBuckets(found);
    expect(buckets).toHaveLength(5);
    expect(buckets.reduce((n, b) => n + b.size, 0)).toBe(1000);
    expect(Math.max(...buckets.map((b) => b.size))).toBeLessThan(300);
    const k = pageBucket('p/7', 5);
    expect(buckets[k]?.has('p/7')).toBe(true);
    expect(buckets[k]?.has('p/7/index')).toBe(true);
    const entry = pagesModule('/docs', found);
    expect(entry.match(/import\(/g)).toHaveLength(5);
    expect(entry).not.toContain('p/998');
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
