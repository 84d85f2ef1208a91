import { describe, expect, it } from 'vitest';
import { importStatements, isReexportOnly } from './import-names.js';

const shape = (code: string) =>
  importStatements(code).map(({ from, names }) => [from, names === '*' ? '*' : [...names].sort()]);

describe('importStatements', () => {
  it('lists each specifier once, in order, with the names taken from it', () => {
    const code = [
      "import * as docs from 'virtual:docsnav';",
      'import D, { a as b, c } from "./x.js";',
      '/** import { no } from "./comment.js" */',
      "import {\n  d,\n  e as f,\n} from './x.js';",
      "export { g } from './g.js';",
      "export * from './h.js';",
      "import './side.css';",
      'const text = "import nothing from here";',
      "const later = import('./lazy.js');",
    ].join('\n');
    expect(shape(code)).toEqual([
      ['virtual:docsnav', '*'],
      ['./x.js', ['a', 'c', 'd', 'default', 'e']],
      ['./g.js', ['g']],
      ['./h.js', '*'],
      ['./side.css', []],
    ]);
  });

  it('is not misled by comment or import text inside strings, and takes string names', () => {
    const code = [
      "const url = 'https://example.test'; import { a } from './a.js';",
      "import { 'b c' as d } from './b.js';",
      'const text = `import { e } from "./e.js"`;',
    ].join('\n');
    expect(shape(code)).toEqual([
      ['./a.js', ['a']],
      ['./b.js', ['b c']],
    ]);
  });

  it('gives nothing for code that does not parse, so every name counts', () => {
    expect(importStatements('import { from')).toEqual([]);
  });
});

describe('isReexportOnly', () => {
  it('is true for a package index of plain re-exports', () => {
    expect(
      isReexportOnly(
        "'use client';\n/** The finder. */\nexport { A, b } from './a.js';\nexport * from './b.js';\n",
      ),
    ).toBe(true);
  });

  it('is false for anything else: renames, namespaces, imports, statements, empty code', () => {
    expect(isReexportOnly("export { a as b } from './a.js';")).toBe(false);
    expect(isReexportOnly("export * as ns from './a.js';")).toBe(false);
    expect(isReexportOnly("import x from './x.js';\nexport { x };")).toBe(false);
    expect(isReexportOnly("export { a } from './a.js';\nconsole.log(1);")).toBe(false);
    expect(isReexportOnly('')).toBe(false);
    expect(isReexportOnly("export { a } from './a.js'; // not a string: 'x'")).toBe(true);
    expect(isReexportOnly("export { a } from './a.js';\nconst s = '// just text';")).toBe(false);
  });
});
