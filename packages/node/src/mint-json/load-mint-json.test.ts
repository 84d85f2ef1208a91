import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPages } from '../list-pages.js';
import { loadDocs } from '../load-docs.js';
import { type TempDir, tempDir } from '../test-support/temp-docs.js';

let temp: TempDir | undefined;
let outside: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  outside?.remove();
  temp = outside = undefined;
});

/** A mint.json written by hand, one key per line, so that lines can be asserted. */
const MINT = `{
  "name": "Acme",
  "feedback": { "thumbsRating": true },
  "tabs": [
    { "name": "API", "url": "api" },
    { "url": "sdk" }
  ],
  "navigation": [
    { "group": "Start", "pages": ["intro", "guides/setup"] },
    { "group": "Endpoints", "pages": ["api/users", "api/missing"] },
    { "group": "SDK", "pages": ["sdk/js"] },
    { "group": "Bad", "pages": ["../../etc/passwd"] }
  ]
}
`;

const PAGES = {
  'intro.mdx': '---\ntitle: Introduction\n---\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n',
  'api/users.mdx': '---\ntitle: Users\n---\n',
  'sdk/js.mdx': '---\ntitle: JavaScript\n---\n',
};

/** The 1-based line of the first line of `MINT` that contains `text`. */
const lineOf = (text: string) => MINT.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('loadDocs on a folder with mint.json and no docs.json', () => {
  it('loads the navigation Mintlify would upgrade it to: tabs by url prefix, the rest in a first tab', async () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': MINT, ...PAGES });
    const result = await loadDocs(root);
    const rows = listPages(result.model).map((r) => [r.href, r.title, r.trail.join(' › ')]);
    expect(rows).toEqual([
      ['/intro', 'Introduction', 'Documentation › Start'],
      ['/guides/setup', 'Setup', 'Documentation › Start'],
      ['/api/users', 'Users', 'API › Endpoints'],
      ['/api/missing', 'Missing', 'API › Endpoints'],
    ]);
    expect(result.diagnostics.map((d) => d.code)).not.toContain('docs-json-unreadable');
    expect(result.files).toContain(path.join(root, 'mint.json'));
  });

  it('points every diagnostic into mint.json, at the line of what caused it', async () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': MINT, ...PAGES });
    const { diagnostics } = await loadDocs(root);
    const at = (code: string) =>
      diagnostics.filter((d) => d.code === code).map((d) => [d.file, d.path, d.line, d.column !== undefined]);
    expect(at('missing-label')).toEqual([['mint.json', '/tabs/1', lineOf('{ "url": "sdk" }'), true]]);
    expect(at('missing-page')).toEqual([['mint.json', '/navigation/1/pages/1', lineOf('api/missing'), true]]);
    expect(at('invalid-page-path')).toEqual([
      ['mint.json', '/navigation/3/pages/0', lineOf('etc/passwd'), true],
    ]);
    expect(at('mint-json-unconverted')).toEqual([['mint.json', '/feedback', lineOf('"feedback"'), true]]);
    for (const d of diagnostics) expect(d.file, d.code).toBe('mint.json');
  });

  it('reports a mint.json that is not JSON at its line and column, with an empty model', async () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': '{\n  "name": "Acme",\n  "navigation": [,]\n}\n', ...PAGES });
    const result = await loadDocs(root);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'invalid-json',
        severity: 'error',
        file: 'mint.json',
        line: 3,
        column: 18,
      }),
    ]);
    expect(listPages(result.model)).toEqual([]);
  });

  it('does not read a mint.json that is a link to a file outside the root', async () => {
    outside = tempDir('docsnav-outside-');
    outside.write({ 'mint.json': { name: 'SECRET', navigation: [{ group: 'SECRET', pages: ['intro'] }] } });
    temp = tempDir();
    const root = temp.write(PAGES);
    symlinkSync(path.join(outside.dir, 'mint.json'), path.join(root, 'mint.json'));
    const result = await loadDocs(root);
    expect(JSON.stringify(result)).not.toContain('SECRET');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['docs-json-unreadable']);
  });
});

describe('loadDocs on a folder with both docs.json and mint.json', () => {
  it('uses docs.json and says mint.json is ignored', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { navigation: { groups: [{ group: 'From docs.json', pages: ['intro'] }] } },
      'mint.json': MINT,
      ...PAGES,
    });
    const result = await loadDocs(root);
    expect(listPages(result.model).map((r) => r.trail.join(' › '))).toEqual(['From docs.json']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'mint-json-ignored', severity: 'info', file: 'mint.json', line: 1 }),
    ]);
  });

  const permify = new URL('../../../../../shared/corpus/sites/Permify__permify', import.meta.url).pathname;
  it.runIf(existsSync(permify))(
    'Permify of the shared corpus: docs.json wins, mint.json is reported',
    async () => {
      const result = await loadDocs(permify);
      expect(result.diagnostics.filter((d) => d.code === 'mint-json-ignored')).toHaveLength(1);
      expect(result.files).not.toContain(path.join(permify, 'mint.json'));
      expect(listPages(result.model).length).toBeGreaterThan(50);
    },
  );
});
