import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixDocsModule } from './docs-module.js';
import { testFolder } from './test-folder.js';

const MISSING = '/site/missing-import.tsx';

function snippet(root: string, file: string, code: string) {
  return fixDocsModule(code, { file: path.join(root, file), root, missingModule: MISSING, kind: 'snippet' });
}

describe('fixDocsModule (snippets)', () => {
  it('resolves root-absolute imports from the docs root, in .jsx and .tsx', () => {
    const root = testFolder({ 'snippets/icons.mdx': 'export const Icon = 1;\n' });
    for (const file of ['snippets/a.jsx', 'snippets/deep/b.tsx']) {
      const fixed = snippet(
        root,
        file,
        "import { Icon } from '/snippets/icons.mdx';\nexport const A = () => Icon;\n",
      );
      expect(fixed.problems).toEqual([]);
      expect(fixed.code).toContain(
        `import { Icon } from ${JSON.stringify(path.join(root, 'snippets/icons.mdx'))};`,
      );
    }
  });

  it('takes the export of the same name for a default import of a module without default, with a warning', () => {
    const root = testFolder({ 'snippets/X/X.jsx': 'export const X = () => null;\nexport const Y = 2;\n' });
    const fixed = snippet(root, 'page.jsx', "import X from '/snippets/X/X.jsx';\nexport default X;\n");
    expect(fixed.code).toContain(`import { X } from ${JSON.stringify(path.join(root, 'snippets/X/X.jsx'))};`);
    expect(fixed.problems).toEqual([
      expect.objectContaining({
        code: 'import-default-as-named',
        severity: 'warning',
        file: 'page.jsx',
        line: 1,
        column: 16,
      }),
    ]);
  });

  it('replaces what cannot be provided by placeholders, each a located error', () => {
    const root = testFolder({ 'snippets/X.jsx': 'export const X = 1;\n' });
    const fixed = snippet(
      root,
      'a.jsx',
      "import { Chart } from '@acme/charts';\nimport { Nope } from './snippets/X.jsx';\nimport Logo from './logo.png';\n",
    );
    expect(fixed.code).toContain('Chart = __docsnavSite.missingImport("@acme/charts", "Chart")');
    expect(fixed.code).toContain(
      'Nope = __docsnavSite.missingImport("./snippets/X.jsx", "Nope", "\\"Nope\\" is not exported by ./snippets/X.jsx")',
    );
    expect(fixed.code).toMatch(/Logo = "data:image\/svg\+xml,/);
    expect(fixed.code).toContain(`import * as __docsnavSite from "${MISSING}";`);
    expect(fixed.problems.map((p) => [p.code, p.severity, p.line, p.column])).toEqual([
      ['import-unresolved', 'error', 1, 24],
      ['import-missing-export', 'error', 2, 23],
      ['image-missing', 'warning', 3, 19],
    ]);
  });

  it('puts React hooks and React in scope when the module uses them without declaring them', () => {
    const root = testFolder({});
    const fixed = snippet(
      root,
      'a.jsx',
      'export const A = () => { const [n] = useState(0); useEffect(() => {}, []); return <React.Fragment>{n}</React.Fragment>; };\n',
    );
    expect(fixed.code).toContain('import { useState, useEffect } from "react";');
    expect(fixed.code).toContain('import * as React from "react";');
    const own = snippet(
      root,
      'b.jsx',
      "import { useState } from 'react';\nconst useMemo = 1;\nexport const B = () => useState(useMemo);\n",
    );
    expect(own.code).not.toContain('from "react";');
  });

  it('turns require() of an image into its URL, or a broken-image picture when it is missing', () => {
    const root = testFolder({ 'images/a.png': 'png' });
    const fixed = snippet(
      root,
      'steps.js',
      "export const s = [require('./images/a.png'), require('./images/b.png')];\n",
    );
    expect(fixed.code).toContain(
      `import __docsnavRequired0 from ${JSON.stringify(path.join(root, 'images/a.png'))};`,
    );
    expect(fixed.code).toMatch(/\[__docsnavRequired0, \("data:image\/svg\+xml,[^"]+"\)\]/);
    expect(fixed.problems).toEqual([expect.objectContaining({ code: 'image-missing', line: 1, column: 55 })]);
  });

  it('makes a snippet that does not parse a module whose default export shows the error', () => {
    const root = testFolder({});
    const fixed = snippet(root, 'bad.jsx', 'export const A = () => <div>;\n');
    expect(fixed.code).toContain(
      'export default __docsnavSite.missingImport("bad.jsx", "default", "bad.jsx does not parse: Unexpected token")',
    );
    expect(fixed.problems).toEqual([
      expect.objectContaining({ code: 'snippet-syntax-error', severity: 'error', line: 1, column: 29 }),
    ]);
  });
});
