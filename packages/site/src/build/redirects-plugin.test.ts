import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from './page-diagnostics.js';
import { siteRedirects, withoutMovedPages } from './redirects-plugin.js';
import { testFolder } from './test-folder.js';

describe('siteRedirects', () => {
  const docs = testFolder({
    'docs.json': `{
  "name": "Moves",
  "navigation": { "pages": ["intro"] },
  "redirects": [
    { "source": "/old", "destination": "/intro" },
    { "source": "", "destination": "/intro" },
    { "source": "/mail", "destination": "mailto:team@example.org" }
  ]
}
`,
    'intro.mdx': '# Intro',
  });
  afterAll(() => rmSync(docs, { recursive: true, force: true }));

  it('reads the redirects and reports each wrong entry at its line in docs.json, left out', () => {
    const { redirects, problems } = siteRedirects(docs);
    expect(redirects).toEqual([{ source: '/old', destination: '/intro' }]);
    expect(problems.map((p) => formatProblem(p))).toEqual([
      'docs.json:6:7  warning  redirect-invalid  a redirect needs a source path (left out)',
      'docs.json:7:26  warning  redirect-invalid  destination "mailto:team@example.org" is neither a site path (/…) nor a web address (https://…) (left out)',
    ]);
  });
});

describe('withoutMovedPages', () => {
  const files = new Map([
    ['index', 'index.mdx'],
    ['docs/setup', 'docs/setup.mdx'],
    ['docs/listed', 'docs/listed.mdx'],
    ['setup', 'setup.mdx'],
  ]);

  it('leaves out the page files a redirect leads away from, but the navigation’s pages', () => {
    const kept = withoutMovedPages(
      files,
      [{ source: '/docs/:slug*', destination: '/:slug*' }],
      new Set(['/docs/listed', '/setup']),
    );
    expect([...kept.keys()]).toEqual(['index', 'docs/listed', 'setup']);
  });

  it('keeps every file without redirects', () => {
    expect(withoutMovedPages(files, [], new Set())).toEqual(files);
  });
});
