import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeTitle } from './code-meta.js';
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
});
