import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { testFolder } from './test-folder.js';

const options = (root: string, file: string) => ({
  file: path.join(root, file),
  root,
  missingModule: '/site/missing.tsx',
});

describe('compilePage', () => {
  it('maps the compiled code to the page file when asked, past the frontmatter and the added imports', async () => {
    const root = testFolder({});
    const source = [
      '---',
      'title: Throws',
      '---',
      '',
      'export const user = null;',
      '',
      'export const Greeting = () => <p>{useState(1)[0]} and {user.name}.</p>;',
      '',
      '<Greeting />',
      '',
    ].join('\n');
    expect((await compilePage(source, options(root, 'throws.mdx'))).map).toBeUndefined();
    const page = await compilePage(source, { ...options(root, 'throws.mdx'), sourceMap: true });
    // The hook's import is added at the top (fixDocsModule): the map accounts for it.
    expect(page.code.startsWith('import { useState } from "react";\n')).toBe(true);
    const lines = page.code.split('\n');
    const line = lines.findIndex((l) => l.includes('user.name'));
    const map = new SourceMapConsumer(JSON.parse(page.map ?? '{}'));
    const at = map.originalPositionFor({ line: line + 1, column: lines[line]?.indexOf('user.name') ?? 0 });
    // `user` is at column 55 (from 0) of line 7 of the page file.
    expect(at).toMatchObject({ source: path.join(root, 'throws.mdx'), line: 7, column: 55 });
  });

  it('compiles MDX with frontmatter, GFM tables and the component names it renders', async () => {
    const root = testFolder({});
    const page = await compilePage(
      '---\ntitle: "Hello: world"\ndescription: Short\n---\n\n<Note>Hi</Note>\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<Tabs.Tab />\n',
      options(root, 'a.mdx'),
    );
    expect(page.error).toBeUndefined();
    expect(page.components).toEqual(['Note', 'Tabs']);
    expect(page.code).toContain('docsnav:mdx-provider?names=Note,Tabs');
    expect(page.code).toContain('"table"');
    expect(page.code).toContain('export const head = {"title":"Hello: world","description":"Short"}');
    expect(page.code).not.toContain('description: Short');
  });

  it('turns a compile error into a module that carries the error and its line', async () => {
    const root = testFolder({});
    const page = await compilePage(
      '---\ntitle: Broken\n---\n\n# Title\n\n<Card>\n',
      options(root, 'bad.mdx'),
    );
    expect(page.error?.line).toBe(7);
    expect(page.code).toContain('export const compileError');
    expect(page.code).toContain('"title":"Broken"');
  });

  it('renders a Markdown file that is not valid MDX as plain Markdown', async () => {
    const root = testFolder({});
    const page = await compilePage('# API\n\nUse {curly} and <br> freely.\n', options(root, 'api.md'));
    expect(page.error).toBeUndefined();
    expect(page.code).toContain('curly');
  });

  it('resolves snippet imports inside the docs root and replaces the others by placeholders', async () => {
    const root = testFolder({ 'snippets/intro.mdx': 'Hello', 'page.mdx': '' });
    const page = await compilePage(
      [
        "import Intro from '/snippets/intro.mdx';",
        "import { Chart, Other as Renamed } from '@acme/charts';",
        "import Secret from '../../etc/passwd';",
        '',
        '<Intro />',
      ].join('\n'),
      options(root, 'page.mdx'),
    );
    expect(page.error).toBeUndefined();
    expect(page.code).toContain(JSON.stringify(path.join(root, 'snippets/intro.mdx')));
    expect(page.missing).toEqual(['@acme/charts', '../../etc/passwd']);
    expect(page.code).toContain('__docsnavMissingImport("@acme/charts", "Chart")');
    expect(page.code).toContain('const Renamed = __docsnavMissingImport("@acme/charts", "Other")');
    expect(page.code).toContain('__docsnavMissingImport("../../etc/passwd", "default")');
    expect(page.code).toContain('from "/site/missing.tsx"');
    expect(page.code).not.toMatch(/from "@acme\/charts"/);
  });
});

describe('compilePage math', () => {
  it('reads $$…$$ as math unless styling.latex is false', async () => {
    const root = testFolder({});
    const source = '$$\nc = \\frac{weight}{\\text{idealWeightBps}}\n$$\n';
    expect((await compilePage(source, options(root, 'm.mdx'))).error).toBeUndefined();
    const off = await compilePage(source, { ...options(root, 'm.mdx'), math: false });
    expect(off.error?.message).toMatch(/acorn|expression/);
  });
});

describe('compilePage placeholders', () => {
  it('keeps {name} as text when the page declares no such name, and leaves real expressions alone', async () => {
    const root = testFolder({});
    const source = [
      'export const plan = "Pro";',
      '',
      'GET /surveys/{surveyId} on the {plan} plan, {props.x}',
      '',
      '{language}',
      '',
    ].join('\n');
    const page = await compilePage(source, options(root, 'p.mdx'));
    expect(page.error).toBeUndefined();
    expect(page.code).toContain('"{surveyId}"');
    expect(page.code).toContain('"{language}"');
    expect(page.code).not.toContain('"{plan}"');
    expect(page.code).not.toContain('"{props.x}"');
  });
});
