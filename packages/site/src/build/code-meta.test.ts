import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeTitle, parseCodeMeta } from './code-meta.js';
import { compilePage } from './compile-page.js';
import { testFolder } from './test-folder.js';

describe('code fence meta', () => {
  it('reaches the compiled pre as data-title and data-language', async () => {
    const root = testFolder({});
    const source = ['```python main.py', 'print(1)', '```', '', '```bash', 'ls', '```', ''].join('\n');
    const page = await compilePage(source, {
      file: path.join(root, 'page.mdx'),
      root,
      missingModule: '/site/missing.tsx',
    });
    expect(page.code).toContain('"data-title": "main.py"');
    expect(page.code).toContain('"data-language": "python"');
    expect(page.code).toContain('"data-language": "bash"');
    expect(page.code.match(/"data-title"/g)).toHaveLength(1);
  });

  it('takes the title out of Mintlify options', () => {
    expect(codeTitle('TypeScript')).toBe('TypeScript');
    expect(codeTitle('Example title {1-3} lines')).toBe('Example title');
    expect(codeTitle('npm icon="npm" theme={null}')).toBe('npm');
    expect(codeTitle('wrap expandable')).toBe('');
  });

  it('reads Mintlify’s line options, in each of their spellings, apart from the title', () => {
    expect(parseCodeMeta('Line highlighting example {1,3-5}')).toEqual({
      title: 'Line highlighting example',
      highlight: [
        [1, 1],
        [3, 5],
      ],
      focus: [],
      lines: false,
      wrap: false,
    });
    // Mintlify's own page writes a space after `=`; `focus` with or without braces or quotes.
    expect(parseCodeMeta('Example highlight= {1-2,5}')).toMatchObject({
      title: 'Example',
      highlight: [
        [1, 2],
        [5, 5],
      ],
    });
    expect(parseCodeMeta('highlight="2"').highlight).toEqual([[2, 2]]);
    expect(parseCodeMeta('focus={2,4-5}').focus).toEqual([
      [2, 2],
      [4, 5],
    ]);
    expect(parseCodeMeta('focus=1,3').focus).toEqual([
      [1, 1],
      [3, 3],
    ]);
    expect(parseCodeMeta('main.py lines wrap icon="python"')).toMatchObject({
      title: 'main.py',
      lines: true,
      wrap: true,
    });
    expect(parseCodeMeta('lines=false').lines).toBe(false);
  });

  it('takes `title="…"` as the title, and drops what is not a line list', () => {
    expect(parseCodeMeta('title="utils/hello world.js" lines')).toMatchObject({
      title: 'utils/hello world.js',
      lines: true,
    });
    expect(parseCodeMeta('library.py [expandable]').title).toBe('library.py');
    // Another tool's `{{ title: '…' }}` is no line list and no title; reversed or zero ranges are ignored.
    expect(parseCodeMeta("{{ title: 'verify' }}")).toMatchObject({ title: '', highlight: [] });
    expect(parseCodeMeta('{5-2,0,x,3}').highlight).toEqual([[3, 3]]);
  });
});
