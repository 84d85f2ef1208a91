import { afterEach, describe, expect, it } from 'vitest';
import { navigationIcons } from './icon-check.js';
import { faModuleName, iconFiles } from './icon-files.js';
import { loadDocs } from './load-docs.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let dir: TempDir | undefined;
afterEach(() => dir?.remove());

const pages = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' };

describe('unknown-icon', () => {
  it('warns, at the icon in docs.json, about names Font Awesome Free does not have (the default library)', async () => {
    dir = tempDir('docsnav-icons-');
    const text = [
      '{',
      '  "navigation": {',
      '    "groups": [',
      '      { "group": "Gear", "icon": "gear", "pages": ["a"] },',
      '      { "group": "GitHub", "icon": { "name": "github", "style": "brands" }, "pages": ["b"] },',
      '      { "group": "Web", "icon": "browser", "pages": ["c"] }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    dir.write({ 'docs.json': text, ...pages });
    const { diagnostics } = await loadDocs(dir.dir);
    expect(diagnostics).toMatchObject([
      {
        code: 'unknown-icon',
        severity: 'warning',
        file: 'docs.json',
        path: '/navigation/groups/2/icon',
        line: 6,
        column: 25,
      },
    ]);
    expect(diagnostics[0]?.message).toContain('"browser"');
  });

  it('notes a Font Awesome Pro-only name drawn with the closest icon docsnav has, at the icon', async () => {
    dir = tempDir('docsnav-icons-');
    dir.write({
      'docs.json': {
        navigation: {
          groups: [
            { group: 'AI', icon: 'microchip-ai', pages: ['a'] },
            { group: 'Hooks', icon: 'webhook', pages: ['b'] },
            { group: 'CLI', icon: { name: 'square-terminal', style: 'solid' }, pages: ['c'] },
          ],
        },
      },
      ...pages,
    });
    const { diagnostics } = await loadDocs(dir.dir);
    expect(diagnostics.map((d) => [d.code, d.severity, d.path])).toEqual([
      ['icon-stand-in', 'info', '/navigation/groups/0/icon'],
      ['icon-stand-in', 'info', '/navigation/groups/1/icon'],
      ['icon-stand-in', 'info', '/navigation/groups/2/icon'],
    ]);
    expect(diagnostics[0]?.message).toContain('drawn as Font Awesome Free\'s "microchip"');
    expect(diagnostics[1]?.message).toContain('drawn as lucide\'s "webhook"');
    // lucide has `square-terminal` itself: the same name first.
    expect(diagnostics[2]?.message).toContain('drawn as lucide\'s "square-terminal"');
  });

  it('checks lucide names on a lucide site, and an icon object of the other library by its own', async () => {
    dir = tempDir('docsnav-icons-');
    dir.write({
      'docs.json': {
        icons: { library: 'lucide' },
        navigation: {
          groups: [
            { group: 'A', icon: 'book-open', pages: ['a'] },
            { group: 'B', icon: 'no-such-lucide-icon', pages: ['b'] },
            { group: 'C', icon: { name: 'discord', library: 'fontawesome' }, pages: ['c'] },
          ],
        },
      },
      ...pages,
    });
    const { diagnostics } = await loadDocs(dir.dir);
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([['unknown-icon', '/navigation/groups/1/icon']]);
  });

  it('does not report URLs, icons of an unknown library (reported by the parser) or global anchors that exist', async () => {
    dir = tempDir('docsnav-icons-');
    dir.write({
      'docs.json': {
        navigation: {
          global: { anchors: [{ anchor: 'Chat', href: 'https://x.example', icon: 'discord' }] },
          groups: [
            { group: 'A', icon: 'https://x.example/i.svg', pages: ['a'] },
            { group: 'B', icon: { name: 'x', library: 'tabler' }, pages: ['b'] },
          ],
        },
      },
      ...pages,
    });
    const { diagnostics } = await loadDocs(dir.dir);
    expect(diagnostics.map((d) => d.code)).toEqual(['unknown-icon-library']);
  });
});

describe('unknown-icon in frontmatter', () => {
  it("warns at the page file's line and column of an icon the site's library does not have", async () => {
    dir = tempDir('docsnav-icons-');
    dir.write({
      'docs.json': { navigation: { groups: [{ group: 'G', pages: ['a', 'b', 'c', 'd'] }] } },
      // Drawn (Font Awesome Free), Pro-only with no stand-in (simple frontmatter), an object read by the full
      // YAML parser, and a URL (an image: never checked).
      'a.mdx': '---\ntitle: A\nicon: gear\n---\n# A\n',
      'b.mdx': '---\ntitle: B\nicon:   block-brick\n---\n# B\n',
      'c.mdx': '---\ntitle: C\nicon:\n  name: no-such-fa-icon\n  style: solid\n---\n# C\n',
      'd.mdx': '---\nicon: https://x.example/i.svg\n---\n# D\n',
    });
    const { diagnostics } = await loadDocs(dir.dir);
    expect(diagnostics).toMatchObject([
      { code: 'unknown-icon', severity: 'warning', file: 'b.mdx', path: '/icon', line: 3, column: 9 },
      { code: 'unknown-icon', severity: 'warning', file: 'c.mdx', path: '/icon', line: 4, column: 3 },
    ]);
    expect(diagnostics[0]?.message).toContain('"block-brick"');
    expect(diagnostics[1]?.message).toContain('"no-such-fa-icon"');
  });

  it("checks a frontmatter name in lucide on a lucide site, and by the icon's own library", async () => {
    dir = tempDir('docsnav-icons-');
    dir.write({
      'docs.json': { icons: { library: 'lucide' }, navigation: { pages: ['a', 'b', 'c'] } },
      'a.mdx': '---\nicon: book-open\n---\n',
      'b.mdx': '---\nicon: gear\n---\n',
      'c.mdx': '---\nicon:\n  name: discord\n  library: fontawesome\n---\n',
    });
    const { diagnostics } = await loadDocs(dir.dir);
    // lucide has no `gear` (it is `settings`); Font Awesome Free has `discord` (a brand, found by name).
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['unknown-icon', 'b.mdx', 2]]);
  });
});

describe('icon files', () => {
  it("names Font Awesome's modules as the package does, aliases included", () => {
    expect(faModuleName('arrow-down-1-9')).toBe('faArrowDown19');
    const files = iconFiles([process.cwd()]);
    expect(files.fontawesome('cog', 'regular')?.file).toMatch(/free-solid-svg-icons\/faCog\.js$/);
    expect(files.fontawesome('star', 'regular')?.family).toBe('regular');
    expect(files.fontawesome('star', 'solid')?.family).toBe('solid');
    expect(files.fontawesome('slack', 'solid')?.family).toBe('brands');
    expect(files.fontawesome('microchip-ai', 'regular')).toBeUndefined();
    expect(files.fontawesome('../faGear', 'regular')).toBeUndefined();
  });

  it('finds every icon of the navigation, however deep', () => {
    let nav: object = { pages: ['a'], icon: 'gear' };
    for (let i = 0; i < 20000; i++) nav = { groups: [{ group: 'g', ...nav }] };
    expect(navigationIcons({ navigation: nav })).toHaveLength(1);
  });
});
