import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importCycles, importGraph, SOURCE_ROOTS, staticImports } from './import-cycles.mjs';

describe('import cycles', () => {
  it('no file of packages/*/src imports itself through other files', () => {
    expect(importCycles()).toEqual([]);
  });

  it('reads every package and the imports of its files (the check reads something)', () => {
    const graph = importGraph();
    for (const root of SOURCE_ROOTS)
      expect([...graph.keys()].some((file) => file.startsWith(root))).toBe(true);
    const sidebar = [...graph].find(([file]) => file.endsWith('components/sidebar/sidebar-items.tsx'));
    expect(sidebar?.[1].some((file) => file.endsWith('components/sidebar/dormant-list.tsx'))).toBe(true);
  });

  it('counts static imports and re-exports, type-only ones too, not dynamic imports or packages', () => {
    const source = [
      "import type { A } from './a.js';",
      "import { b } from '../b.js';",
      "export { c } from './c.js';",
      "export * from './d.js';",
      "import 'react';",
      "import './side-effect.css';",
      "const lazy = () => import('./e.js');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './side-effect.css']);
  });

  it('finds a cycle of two files and a longer one, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['a', 'g']],
      ['g', []],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'docsnav-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports two files that import each other, with their paths', () => {
    mkdirSync(path.join(dir, 'src', 'sub'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src', 'a.ts'),
      "import type { B } from './sub/b.js';\nexport type A = B;\n",
    );
    writeFileSync(
      path.join(dir, 'src', 'sub', 'b.tsx'),
      "import { a } from '../a.js';\nexport type B = 1;\n",
    );
    writeFileSync(path.join(dir, 'src', 'c.ts'), "import { a } from './a.js';\n");
    const cycles = importCycles([path.join(dir, 'src')]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/src\/a\.ts → .*src\/sub\/b\.tsx → .*src\/a\.ts$/);
  });
});
