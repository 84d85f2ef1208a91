import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { docsSetting } from './docs-setting.js';
import { testFolder } from './test-folder.js';

describe('docsSetting', () => {
  const docs = testFolder({
    'docs.json':
      '{\n  "name": "Settings",\n  "navigation": { "pages": ["intro"] },\n  "styling": { "codeblocks": 7 }\n}\n',
    'intro.mdx': '# Intro',
  });
  afterAll(() => rmSync(docs, { recursive: true, force: true }));

  it('keeps each setting of a folder apart, and locates its mistakes in docs.json', () => {
    const name = docsSetting(
      'name',
      docs,
      (config) => ({ value: (config as { name: string }).name, problems: [] }),
      '',
    );
    const styling = docsSetting(
      'styling',
      docs,
      () => ({
        value: 'system',
        problems: [{ code: 'codeblocks-invalid', pointer: '/styling/codeblocks', message: 'not a theme' }],
      }),
      'system',
    );
    expect(name).toEqual({ value: 'Settings', problems: [] });
    expect(styling.problems).toEqual([
      {
        code: 'codeblocks-invalid',
        severity: 'warning',
        file: 'docs.json',
        line: 4,
        column: 16,
        message: 'not a theme',
      },
    ]);
  });

  it('gives the fallback, without a problem, for a folder without a readable docs.json', () => {
    const empty = testFolder({});
    try {
      expect(docsSetting('x', empty, () => ({ value: 1, problems: [] }), 0)).toEqual({
        value: 0,
        problems: [],
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
