import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { renderReport } from './prerender-plugin.js';
import { StackLocator } from './render-location.js';
import { testFolder } from './test-folder.js';

/** A built file `server/index.js` whose lines 1, 2, 3 come from a kit file, a snippet and a page. */
function built() {
  const root = testFolder({ 'docs/snippets/Price.jsx': '', 'docs/guide.mdx': '' });
  const server = path.join(root, 'server');
  const map = new SourceMapGenerator({ file: 'index.js' });
  const from = (line: number, source: string, original: number) =>
    map.addMapping({
      generated: { line, column: 10 },
      original: { line: original, column: 4 },
      source: path.relative(server, source),
    });
  from(1, path.join(root, 'kit/src/card.tsx'), 40);
  from(2, path.join(root, 'docs/snippets/Price.jsx'), 3);
  from(3, path.join(root, 'docs/guide.mdx'), 7);
  from(4, path.join(root, 'docs/node_modules/lib/index.js'), 9);
  const js = path.join(server, 'index.js');
  // The built file itself is never read: its map beside it is.
  mkdirSync(server, { recursive: true });
  writeFileSync(`${js}.map`, map.toString());
  return { docs: path.join(root, 'docs'), url: pathToFileURL(js).href, js };
}

describe('StackLocator', () => {
  it('finds the first frame in a page or snippet of the docs folder, past the kit and libraries', () => {
    const { docs, url, js } = built();
    const locator = new StackLocator(docs);
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'toFixed')",
      `    at Card (${url}:1:11)`,
      `    at ${js}:4:11`,
      `    at Price (${url}:2:11)`,
      `    at MDXContent (${url}:3:11)`,
    ].join('\n');
    expect(locator.locate(stack)).toEqual({ file: 'snippets/Price.jsx', line: 3, column: 5 });
    expect(locator.locate(`Error: x\n    at MDXContent (${js}:3:11)`)).toEqual({
      file: 'guide.mdx',
      line: 7,
      column: 5,
    });
  });

  it('finds nothing for a throw in the kit or a library, or a file without a map', () => {
    const { docs, url } = built();
    const locator = new StackLocator(docs);
    expect(locator.locate(`Error: x\n    at Card (${url}:1:11)\n    at f (${url}:4:11)`)).toBeUndefined();
    expect(locator.locate('Error: x\n    at f (/nowhere/index.js:3:11)')).toBeUndefined();
    expect(locator.locate('Error: x')).toBeUndefined();
  });
});

describe('renderReport', () => {
  it('prints a located throw at its file, line and column; the page file alone otherwise', () => {
    const report = renderReport(
      [
        { path: '/a/', message: 'boom', file: 'a.mdx', stack: 'located' },
        { path: '/b/', message: 'kit', file: 'b.mdx', stack: 'not located' },
        { path: '/c/', message: 'shell' },
      ],
      (t) => (t.stack === 'located' ? { file: 'snippets/X.jsx', line: 3, column: 24 } : undefined),
    );
    expect(report.split('\n')).toEqual([
      'docsnav site: 3 pages with a part that threw while prerendering:',
      '  snippets/X.jsx:3:24  error  page-render-error  boom (/a/)',
      '  b.mdx  error  page-render-error  kit (/b/)',
      '  /c/: shell (left to the browser, "Loading…" in the HTML)',
    ]);
  });
});
