import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, docsnav } from './test-support/cli.js';
import { CORPUS, SITES } from './test-support/corpus.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

const polar = path.join(SITES, 'polarsource__polar');

beforeAll(buildCli, 180_000);

let temp: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

describe('docsnav check', () => {
  it('prints diagnostics compiler style with a code frame and exits 0 when there are only warnings', () => {
    const { code, stdout } = docsnav(['check'], polar);
    expect(code).toBe(0);
    expect(stdout.startsWith('docs.json:215:15  warning  missing-page  ')).toBe(true);
    expect(stdout).toContain('> 215 |               "merchant-of-record/acceptable-use",');
    expect(stdout).toMatch(/\n {6}\| {15}\^\n/);
    // The missing page, and three Font Awesome Pro-only icons drawn with a stand-in (Polar says nothing: Font
    // Awesome, the default).
    expect(stdout).toContain('docs.json:1042:9  info  icon-stand-in  ');
    expect(stdout.trimEnd().endsWith('0 errors, 1 warning, 3 infos')).toBe(true);
  });

  it('names files relative to the working folder, so that they can be opened from there', () => {
    const { stdout } = docsnav(['check', 'sites/polarsource__polar'], CORPUS);
    expect(stdout.startsWith('sites/polarsource__polar/docs.json:215:15  warning  missing-page')).toBe(true);
  });

  it("points a page's frontmatter icon that Font Awesome Free lacks at its page file, line and column", () => {
    temp = tempDir();
    temp.write({
      'docs.json': { navigation: { pages: ['guide'] } },
      'guide.mdx': '---\ntitle: Guide\nicon: block-brick\n---\n# Guide\n',
    });
    const { code, stdout } = docsnav(['check', '.'], temp.dir);
    expect(code).toBe(0);
    expect(stdout.startsWith('guide.mdx:3:7  warning  unknown-icon  ')).toBe(true);
    expect(stdout).toContain('> 3 | icon: block-brick');
    expect(stdout.trimEnd().endsWith('0 errors, 1 warning, 0 infos')).toBe(true);
  });

  it('exits 1 on warnings with --strict', () => {
    expect(docsnav(['check', polar, '--strict']).code).toBe(1);
  });

  it('exits 1 on errors, and 0 on a clean folder', () => {
    temp = tempDir();
    temp.write({ 'docs.json': { navigation: { pages: ['a'] } }, 'a.mdx': '---\ntitle: A\n---\n' });
    expect(docsnav(['check', temp.dir, '--strict'])).toMatchObject({ code: 0, stdout: 'no problems\n' });
    temp.write({ 'a.mdx': '---\ntitle: [A\n---\n' });
    const broken = docsnav(['check', temp.dir]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('a.mdx:2:');
    expect(broken.stdout).toContain('error  frontmatter-invalid');
  });

  it('prints one JSON object with every diagnostic in --format json', () => {
    const { code, stdout } = docsnav(['check', polar, '--format', 'json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout) as { diagnostics: Array<Record<string, unknown>> };
    expect(Object.keys(parsed)).toEqual(['diagnostics']);
    expect(parsed.diagnostics).toEqual([
      {
        code: 'missing-page',
        severity: 'warning',
        message: expect.stringContaining('merchant-of-record/acceptable-use'),
        file: 'docs.json',
        path: '/navigation/tabs/0/groups/3/pages/3',
        line: 215,
        column: 15,
      },
      ...[
        ['rectangle-terminal', 'terminal', 1, 224],
        ['signal-stream', 'signal', 2, 1042],
        ['square-question', 'question', 3, 1047],
      ].map(([name, standIn, tab, line]) => ({
        code: 'icon-stand-in',
        severity: 'info',
        message: `Expected an icon name Font Awesome Free has; found "${name}" (Mintlify draws Font Awesome Pro). It is drawn as Font Awesome Free's "${standIn}".`,
        file: 'docs.json',
        path: `/navigation/tabs/${tab}/icon`,
        line,
        column: 9,
        hint: expect.stringContaining('Pick a Free icon'),
      })),
    ]);
  });

  it('checks the current folder when no folder is given', () => {
    const { code, stdout } = docsnav(['check', '--format=json'], polar);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).diagnostics).toHaveLength(4);
  });

  it('reports a folder without docs.json as an error', () => {
    temp = tempDir();
    const { code, stdout } = docsnav(['check', temp.dir]);
    expect(code).toBe(1);
    expect(stdout).toContain('docs.json  error  docs-json-unreadable');
  });
});

describe('docsnav pages', () => {
  it('lists every page in navigation order as JSON with trail, divisions, hidden and source', () => {
    const { code, stdout } = docsnav(['pages', polar, '--format', 'json']);
    expect(code).toBe(0);
    const { pages } = JSON.parse(stdout) as { pages: Array<Record<string, unknown>> };
    expect(pages[0]).toEqual({
      href: '/introduction',
      title: 'Introduction',
      trail: ['Docs', 'Bootup'],
      divisions: { tab: 'Docs' },
      hidden: false,
      source: 'introduction',
    });
    const endpoint = pages.find((p) => p.href === '/api-reference/2026-10/checkouts/create-checkout-session');
    expect(endpoint).toMatchObject({
      title: 'Create Checkout Session',
      divisions: { tab: 'API Reference', version: '2026-10' },
      source: 'POST /v1/checkouts/',
    });
    expect(endpoint?.trail).toEqual(expect.arrayContaining(['API Reference', '2026-10']));
    expect((endpoint?.trail as string[] | undefined)?.slice(0, 2)).toEqual(['API Reference', '2026-10']);
    expect(pages.length).toBeGreaterThan(400);
    expect(new Set(pages.map((p) => p.href)).size).toBe(pages.length);
  });

  it('prints a table in text', () => {
    temp = tempDir();
    temp.write({
      'docs.json': {
        navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'secret'] }] }] },
      },
      'index.mdx': '---\ntitle: Welcome\n---\n',
      'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n',
    });
    const { code, stdout } = docsnav(['pages'], temp.dir);
    expect(code).toBe(0);
    expect(stdout.split('\n')).toEqual([
      'HREF     TITLE    TRAIL           HIDDEN',
      '/        Welcome  Guides › Start',
      '/secret  Secret   Guides › Start  hidden',
      '2 pages',
      '',
    ]);
  });
});

describe('docsnav split', () => {
  it('writes the shell, the scope map and the scopes of a docs folder, and prints what it wrote', () => {
    temp = tempDir();
    const { code, stdout, stderr } = docsnav(
      ['split', 'sites/polarsource__polar', '--out', temp.dir],
      CORPUS,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const map = JSON.parse(readFileSync(path.join(temp.dir, 'scopes.json'), 'utf8')) as Record<
      string,
      string
    >;
    const files = readdirSync(path.join(temp.dir, 'scopes'));
    expect(files.length).toBeGreaterThan(1);
    expect(Object.values(map).sort()).toEqual(files.map((f) => `scopes/${f}`).sort());
    for (const [id, file] of Object.entries(map)) {
      expect(JSON.parse(readFileSync(path.join(temp.dir, file), 'utf8')).id).toBe(id);
    }
    const shell = readFileSync(path.join(temp.dir, 'shell.json'), 'utf8');
    for (const id of Object.keys(map)) expect(shell).toContain(`"scope":${JSON.stringify(id)}`);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/shell\.json {2}\d+(\.\d)? (B|KB)$/);
    expect(lines[1]).toMatch(/scopes\.json {2}/);
    expect(lines[2]).toContain(`scopes/  ${files.length} scopes, `);
  });

  it('prints the files by scope id in --format json, with the base path applied to the shell', () => {
    temp = tempDir();
    temp.write({
      'docs/docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index'] },
            { tab: 'API', pages: ['api/users'] },
          ],
        },
      },
      'docs/index.mdx': '---\ntitle: Welcome\n---\n',
      'docs/api/users.mdx': '---\ntitle: Users\n---\n',
    });
    const { code, stdout } = docsnav(
      ['split', 'docs', '--out', 'out', '--base-path', '/help', '--format=json'],
      temp.dir,
    );
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as {
      dir: string;
      scopes: Record<string, { file: string; bytes: number }>;
    };
    expect(json.dir).toBe(path.join(temp.dir, 'out'));
    expect(Object.keys(json.scopes)).toHaveLength(2);
    for (const { file, bytes } of Object.values(json.scopes)) {
      expect(readFileSync(path.join(temp.dir, 'out', file)).length).toBe(bytes);
    }
    expect(JSON.parse(readFileSync(path.join(temp.dir, 'out', 'shell.json'), 'utf8')).settings.basePath).toBe(
      '/help',
    );
  });

  it('writes nothing and exits 1 when the folder has no docs.json', () => {
    temp = tempDir();
    temp.write({ 'empty/readme.md': 'nothing here' });
    const { code, stderr } = docsnav(['split', 'empty', '--out', 'out'], temp.dir);
    expect(code).toBe(1);
    expect(stderr).toContain('docsnav: ');
    expect(readdirSync(temp.dir)).toEqual(['empty']);
  });

  it('exits 1 with a message when a file cannot be written', () => {
    temp = tempDir();
    temp.write({ 'docs/docs.json': { navigation: { pages: ['a'] } }, 'docs/a.mdx': '---\ntitle: A\n---\n' });
    writeFileSync(path.join(temp.dir, 'scopes'), 'a file where the scopes folder should go');
    const { code, stderr } = docsnav(['split', 'docs', '--out', '.'], temp.dir);
    expect(code).toBe(1);
    expect(stderr).toContain(`docsnav: cannot write the split to ${temp.dir}`);
  });
});

describe('docsnav usage', () => {
  it('prints help for each command and exits 0', () => {
    for (const command of ['check', 'pages', 'split']) {
      const { code, stdout } = docsnav([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: docsnav ${command} [dir] `);
    }
    expect(docsnav(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Commands:') });
  });

  it.each([
    [[], 'Usage: docsnav <command>'],
    [['lint'], 'unknown command "lint"'],
    [['check', '--nope'], "Unknown option '--nope'"],
    [['check', '--format', 'xml'], '--format must be "text" or "json"'],
    [['check', 'a', 'b'], 'expected at most one folder'],
    [['check', '/no/such/folder'], 'is not a folder'],
    [['pages', '--strict'], 'unknown option --strict'],
    [['pages', '--out', 'x'], 'unknown option --out'],
    [['split'], '--out <dir> is required'],
    [['split', '--out'], "Option '--out <value>' argument missing"],
    [['split', '--out', 'package.json'], 'package.json is not a folder'],
    [['split', '--out', 'x', '--strict'], 'unknown option --strict'],
  ])('docsnav %j prints the usage and exits 2', (args, message) => {
    const { code, stderr, stdout } = docsnav(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage: docsnav');
  });
});
