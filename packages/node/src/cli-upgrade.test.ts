import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocs } from '@docsnav/core/parse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from './list-pages.js';
import { buildCli, docsnav, repo } from './test-support/cli.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

/** The `docsnav upgrade` section of docs/cli.md: its example mint.json and the output it documents. */
function documented() {
  const doc = readFileSync(path.join(repo, 'docs/cli.md'), 'utf8');
  const section = doc.split('### `docsnav upgrade`')[1]?.split('\n### ')[0] ?? '';
  const blocks = [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)];
  return {
    mint: blocks.find((b) => b[1] === 'json')?.[2] ?? '',
    output: blocks.find((b) => b[1] === '')?.[2] ?? '',
  };
}

beforeAll(buildCli, 180_000);

let temp: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

describe('docsnav upgrade', () => {
  it('does what docs/cli.md shows: writes docs/docs.json and prints what it could not convert', () => {
    const { mint, output } = documented();
    expect(mint).toContain('"topbarCtaButton"');
    temp = tempDir();
    temp.write({ 'docs/mint.json': mint });
    const run = docsnav(['upgrade', 'docs'], temp.dir);
    expect(run).toMatchObject({ code: 0, stdout: output, stderr: '' });
    const written = readFileSync(path.join(temp.dir, 'docs/docs.json'), 'utf8');
    const docs = JSON.parse(written);
    expect(written).toBe(`${JSON.stringify(docs, null, 2)}\n`);
    expect(Object.keys(docs)).toEqual(['$schema', 'theme', 'name', 'colors', 'navigation', 'navbar']);
    expect(docs.navbar.primary).toEqual({
      type: 'button',
      label: 'Sign up',
      href: 'https://acme.example/signup',
    });
    const trails = listPages(parseDocs(docs).model).map((r) => `${r.source} < ${r.trail.join(' › ')}`);
    expect(trails).toEqual([
      'introduction < Documentation › Get started',
      'quickstart < Documentation › Get started',
      'api/users < API Reference › Endpoints',
      'api/orders < API Reference › Endpoints',
    ]);
  });

  it('never overwrites docs.json without --force, and writes the same file twice', () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': documented().mint, 'docs.json': '{"mine": true}\n' });
    const refused = docsnav(['upgrade'], root);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'docsnav: docs.json already exists; nothing written. Use --force to overwrite it.\n',
    );
    expect(readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe('{"mine": true}\n');
    expect(docsnav(['upgrade', '--force'], root).code).toBe(0);
    const first = readFileSync(path.join(root, 'docs.json'), 'utf8');
    expect(docsnav(['upgrade', '.', '--force'], root).code).toBe(0);
    expect(readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(first);
  });

  it('reports the unconverted keys as JSON with --format json', () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': documented().mint });
    const run = docsnav(['upgrade', root, '--format', 'json'], temp.dir);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      written: 'docs.json',
      pages: 4,
      unconverted: [
        { path: '/feedback', line: 3, column: 3, message: expect.stringContaining('"feedback"') },
      ],
    });
  });

  it('writes nothing for a mint.json that is not JSON, and says where it breaks', () => {
    temp = tempDir();
    const root = temp.write({ 'mint.json': '{\n  "name": "Acme",\n  "navigation": [,]\n}\n' });
    const run = docsnav(['upgrade'], root);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^mint\.json:3:18 {2}error {2}invalid-json {2}/);
    expect(() => readFileSync(path.join(root, 'docs.json'))).toThrow();
  });

  it('exits 1 without a mint.json, 2 on an option of other commands', () => {
    temp = tempDir();
    expect(docsnav(['upgrade'], temp.dir)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no readable mint.json'),
    });
    writeFileSync(path.join(temp.dir, 'mint.json'), '{}');
    expect(docsnav(['upgrade', '--base-path', '/docs'], temp.dir).code).toBe(2);
    expect(docsnav(['check', '--force'], temp.dir).code).toBe(2);
  });
});
