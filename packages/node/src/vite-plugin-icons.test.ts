import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconFiles, readFaDrawing } from './icon-files.js';
import { tempDir } from './test-support/temp-docs.js';
import { outputFiles } from './test-support/vite.js';
import { docsnav } from './vite-plugin.js';

// The icon table of `virtual:docsnav-icons`: exactly the icons the model uses, one module each.

describe('virtual:docsnav-icons', () => {
  const docs = {
    icons: { library: 'lucide' },
    navigation: {
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', icon: 'newspaper' }] },
      tabs: [
        {
          tab: 'Guides',
          icon: { name: 'home', library: 'lucide' },
          groups: [
            {
              group: 'Start',
              icon: 'book-open',
              pages: ['index'],
            },
            { group: 'Other libraries', icon: { name: 'star', library: 'fontawesome' }, pages: ['b'] },
            { group: 'URL', icon: 'https://example.com/i.svg', pages: ['c'] },
            { group: 'Not lucide', icon: 'No Such Icon', pages: ['d'] },
            { group: 'Unknown', icon: 'no-such-lucide-icon-xyz', pages: ['e'] },
          ],
        },
      ],
    },
  };

  it('lists the kebab-case lucide names of pages, groups, divisions, global anchors and navbar links', async () => {
    const { parseDocs } = await import('@docsnav/core/parse');
    const { lucideNames } = await import('./vite-plugin.js');
    const navbar = { links: [{ label: 'Support', href: 'mailto:help@example.com', icon: 'life-buoy' }] };
    expect(lucideNames(parseDocs({ ...docs, navbar }).model)).toEqual([
      'book-open',
      'home',
      'life-buoy',
      'newspaper',
      'no-such-lucide-icon-xyz',
    ]);
  });

  it('builds one chunk per icon the model uses, never the whole set or its name map', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-icons-');
    try {
      dir.write({
        'docs.json': docs,
        'entry.js': "import { icons } from 'virtual:docsnav-icons';\nglobalThis.icons = icons;\n",
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false })],
      });
      const chunks = outputFiles(output);
      const code = (c: (typeof chunks)[number] | undefined) => (c && 'code' in c ? c.code : '');
      const entry = chunks.find((c) => c.fileName.includes('entry'));
      // The table: exactly the three lucide names that exist (`home` is lucide's alias of `house`), and the
      // one icon whose own library is Font Awesome.
      expect(code(entry)).toMatch(/"book-open":.*"fa-regular:star":.*home:.*newspaper:/s);
      expect(code(entry)).not.toContain('no-such-lucide-icon-xyz');
      // One chunk per icon, holding its SVG data; nothing of the other ~1,700 icons or the name map.
      const icons = chunks
        .filter((c) => /\bnode:\[/.test(code(c)))
        .map((c) => c.fileName.replace(/-[\w-]{8}\.js$/, ''));
      // (`star`: the Font Awesome Free icon of the group whose icon says `library: "fontawesome"`.)
      expect(icons.sort()).toEqual(['assets/book-open', 'assets/house', 'assets/newspaper', 'assets/star']);
      expect(chunks.map(code).join('\n')).not.toContain('a-arrow-down');
    } finally {
      dir.remove();
    }
  });

  it('on a Font Awesome site (the default), builds one Free icon module per icon and no lucide code', async () => {
    const { build } = await import('vite');
    const dir = tempDir('docsnav-vite-fa-');
    try {
      dir.write({
        'docs.json': {
          navigation: {
            global: { anchors: [{ anchor: 'Code', href: 'https://github.com/x', icon: 'github' }] },
            groups: [
              { group: 'Search', icon: 'magnifying-glass', pages: ['a'] },
              { group: 'Solid', icon: { name: 'star', style: 'solid' }, pages: ['b'] },
              { group: 'Regular', icon: 'star', pages: ['c'] },
              { group: 'Pro only', icon: 'microchip-ai', pages: ['d'] },
            ],
          },
        },
        'entry.js': "import { icons } from 'virtual:docsnav-icons';\nglobalThis.icons = icons;\n",
      });
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        build: { write: false, rollupOptions: { input: path.join(dir.dir, 'entry.js') } },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false })],
      });
      const chunks = outputFiles(output);
      const code = (c: (typeof chunks)[number] | undefined) => (c && 'code' in c ? c.code : '');
      const entry = code(chunks.find((c) => c.fileName.includes('entry')));
      expect(entry).toMatch(
        /"fa-regular:github".*"fa-regular:magnifying-glass".*"fa-regular:star".*"fa-solid:star"/s,
      );
      // A Pro-only name under its own key, drawn by its stand-in (Free's `microchip`: `faStandIn`).
      expect(entry).toMatch(/"fa-regular:microchip-ai":\(\)=>\w+\(\(\)=>import\(`\.\/microchip-/);
      // One module per icon: its SVG data and Font Awesome's licence banner (CC BY 4.0 asks for it).
      const icons = chunks.filter((c) => /fill:`currentColor`|fill:"currentColor"/.test(code(c)));
      expect(icons).toHaveLength(5);
      for (const chunk of icons)
        expect(code(chunk)).toMatch(
          /Font Awesome Free .* License - https:\/\/fontawesome\.com\/license\/free/,
        );
      const all = chunks.map(code).join('\n');
      expect(all).not.toContain('lucide');
      // The brand icon comes from the brands family (found by name), not from a solid or regular look-alike.
      const github = icons.find((c) => c.fileName.includes('github'));
      const brand = iconFiles([process.cwd()]).fontawesome('github', 'regular');
      expect(brand?.family).toBe('brands');
      expect(github && code(github)).toContain(readFaDrawing(brand?.file ?? '')?.[2]);
    } finally {
      dir.remove();
    }
  });
});
