import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteRedirects } from './redirects-config.js';
import { testFolder } from './test-folder.js';

const docsJson = (redirects: unknown[]) =>
  JSON.stringify({ name: 'Moves', navigation: { pages: ['intro'] }, redirects });

describe('siteRedirects, read once', () => {
  const docs = testFolder({
    'docs.json': docsJson([{ source: '/old', destination: '/intro' }]),
    'intro.mdx': '# Intro',
  });
  afterAll(() => rmSync(docs, { recursive: true, force: true }));

  it('reads docs.json once for every part of a build that asks (the same value, not parsed again)', () => {
    const first = siteRedirects(docs);
    expect(first.redirects).toEqual([{ source: '/old', destination: '/intro' }]);
    // The redirects module, the page map and the prerendered paths ask in turn; the path may be written
    // differently (relative, with a final `/`).
    expect(siteRedirects(docs).redirects).toBe(first.redirects);
    expect(siteRedirects(`${path.relative(process.cwd(), docs)}/`).redirects).toBe(first.redirects);
  });

  it('reads docs.json again once it has changed, as a dev server that edits it needs', () => {
    const before = siteRedirects(docs);
    writeFileSync(
      path.join(docs, 'docs.json'),
      docsJson([
        { source: '/old', destination: '/intro' },
        { source: '/older', destination: '/intro' },
      ]),
    );
    const after = siteRedirects(docs);
    expect(after.redirects).not.toBe(before.redirects);
    expect(after.redirects.map((r) => r.source)).toEqual(['/old', '/older']);
    expect(siteRedirects(docs).redirects).toBe(after.redirects);
  });
});
