import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { pageImportDiagnostics } from './page-imports.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';

let temp: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

const brief = (d: { code: string; severity: string; line?: number; column?: number }) =>
  `${d.line}:${d.column} ${d.severity} ${d.code}`;

describe('page imports (docsnav check)', () => {
  it('finds unresolved imports, missing exports, default-as-named and missing required images, located', () => {
    temp = tempDir();
    const root = temp.write({
      'snippets/components/X/X.jsx': 'export const X = () => null;\nexport function Y() {}\n',
      'snippets/icons.mdx': 'export const Glyph = 1;\n',
      'images/ok.png': 'png',
    });
    const page = [
      "import X from '/snippets/components/X/X.jsx';",
      "import { Y, Z } from '/snippets/components/X/X.jsx';",
      "import { Glyph } from '/snippets/icons.mdx';",
      "import { useState } from 'react';",
      "import { Chart } from '@acme/charts';",
      '',
      "export const steps = [{ img: require('./images/ok.png') }, { img: require('./images/gone.png') }];",
      '',
      '```js',
      "import nope from 'not-checked';",
      '```',
      '',
      "Inline `require('./also-not-checked.png')` stays text.",
    ].join('\n');
    expect(pageImportDiagnostics(page, 'guide.mdx', root).map(brief)).toEqual([
      '1:16 warning import-default-as-named',
      '2:23 error import-missing-export',
      '5:24 error import-unresolved',
      '7:76 warning image-missing',
    ]);
  });

  it('is part of loadDocs with checkPageImports, with the page file named', async () => {
    temp = tempDir();
    const root = temp.write({
      'docs.json': { name: 'X', navigation: { pages: ['a'] } },
      'a.mdx': "---\ntitle: A\n---\nimport Gone from './gone.jsx';\n\n<Gone />\n",
    });
    expect((await loadDocs(root)).diagnostics).toEqual([]);
    const { diagnostics } = await loadDocs(root, { checkPageImports: true });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'import-unresolved',
        file: 'a.mdx',
        line: 4,
        column: 19,
        severity: 'error',
      }),
    ]);
  });
});
