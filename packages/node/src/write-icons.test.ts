import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { iconFiles, readFaDrawing } from './icon-files.js';
import { loadDocs } from './load-docs.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';
import { writeIconTable } from './write-icons.js';

const repo = path.resolve(import.meta.dirname, '../../..');
let dir: TempDir | undefined;
afterEach(() => dir?.remove());

describe('writeIconTable', () => {
  it("writes exactly the model's icons, each its own import: lucide's modules and Font Awesome's SVG data", async () => {
    dir = tempDir('docsnav-icon-table-');
    dir.write({
      'docs/docs.json': {
        icons: { library: 'lucide' },
        navigation: {
          groups: [
            { group: 'A', icon: 'book-open', pages: ['a'] },
            { group: 'B', icon: { name: 'docker', library: 'fontawesome', style: 'brands' }, pages: ['b'] },
            { group: 'C', icon: 'no-such-lucide-icon', pages: ['c'] },
          ],
        },
      },
      'docs/a.mdx': '# A\n',
      // A frontmatter icon is in the table too.
      'docs/b.mdx': '---\nicon: rocket\n---\n# B\n',
      'docs/c.mdx': '# C\n',
      'out/stale.js': 'an earlier run',
    });
    const { model } = await loadDocs(path.join(dir.dir, 'docs'));
    const out = path.join(dir.dir, 'out');
    const written = await writeIconTable(out, model, [repo]);

    expect(written.keys).toEqual(['book-open', 'fa-brands:docker', 'rocket']);
    expect(written.files).toEqual(['fa/brands/docker.js', 'index.d.ts', 'index.js']);
    expect(existsSync(path.join(out, 'stale.js'))).toBe(false);
    const index = readFileSync(path.join(out, 'index.js'), 'utf8');
    expect(index).toContain('"fa-brands:docker": () => import("./fa/brands/docker.js"),');
    // lucide's own module, by a relative path (no bare name the host may not resolve).
    expect(index).toMatch(/"book-open": \(\) => import\("(\.\.\/)+.*lucide-react\/.*book-open\.m?js"\)/);

    const { icons } = await import(pathToFileURL(path.join(out, 'index.js')).href);
    const docker = (await icons['fa-brands:docker']()) as { __iconData: { node: unknown }; licence: string };
    const faFile = iconFiles([repo]).fontawesome('docker', 'brands')?.file as string;
    const [width, height, data] = readFaDrawing(faFile) ?? [];
    expect(docker.__iconData.node).toEqual([
      [
        'svg',
        {
          xmlns: 'http://www.w3.org/2000/svg',
          viewBox: `0 0 ${width} ${height}`,
          width: '100%',
          height: '100%',
          fill: 'currentColor',
        },
        [['path', { d: data }]],
      ],
    ]);
    expect(docker.licence).toContain('Font Awesome Free');
    const book = (await icons['book-open']()) as { __iconData?: { node?: unknown } };
    expect(Array.isArray(book.__iconData?.node)).toBe(true);
  });

  it('draws a Font Awesome Pro-only name with its stand-in, under its own key, each module written once', async () => {
    dir = tempDir('docsnav-icon-table-');
    dir.write({
      'docs/docs.json': {
        navigation: {
          groups: [
            { group: 'A', icon: 'microchip-ai', pages: ['a'] },
            { group: 'B', icon: 'webhook', pages: ['b'] },
            { group: 'C', icon: 'microchip', pages: ['c'] },
            { group: 'D', icon: 'browser', pages: ['d'] },
          ],
        },
      },
      'docs/a.mdx': '# A\n',
      'docs/b.mdx': '# B\n',
      'docs/c.mdx': '# C\n',
      'docs/d.mdx': '# D\n',
    });
    const { model } = await loadDocs(path.join(dir.dir, 'docs'));
    const out = path.join(dir.dir, 'out');
    const written = await writeIconTable(out, model, [repo]);
    // `browser` has no stand-in: left out (its slot stays empty).
    expect(written.keys).toEqual(['fa-regular:microchip', 'fa-regular:microchip-ai', 'fa-regular:webhook']);
    expect(written.files).toEqual(['fa/solid/microchip.js', 'index.d.ts', 'index.js']);
    const index = readFileSync(path.join(out, 'index.js'), 'utf8');
    expect(index).toContain('"fa-regular:microchip-ai": () => import("./fa/solid/microchip.js"),');
    expect(index).toMatch(
      /"fa-regular:webhook": \(\) => import\("(\.\.\/)+.*lucide-react\/.*webhook\.m?js"\)/,
    );
    const { icons } = await import(pathToFileURL(path.join(out, 'index.js')).href);
    const chip = (await icons['fa-regular:microchip-ai']()) as { __iconData: { node: unknown[][] } };
    expect(chip.__iconData.node[0]?.[0]).toBe('svg');
    // lucide's drawing (no `svg` of its own: the kit draws it in its stroked box).
    const hook = (await icons['fa-regular:webhook']()) as { __iconData?: { node?: unknown[][] } };
    expect(hook.__iconData?.node?.[0]?.[0]).not.toBe('svg');
  });
});
