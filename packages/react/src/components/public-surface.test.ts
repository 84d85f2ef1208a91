// @vitest-environment node
/**
 * The components use only what the package exports publicly (docs/hook.md: "the kit's components and a
 * host's own components read the same hook"): a value import from `../hook/` must be a name the package's
 * entries export. Type imports are free; `iso-layout-effect` is a React utility, not navigation state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as main from '../index.js';
import * as layout from '../layout.js';
import * as switchers from '../switchers.js';

const dir = fileURLToPath(new URL('.', import.meta.url));
/** Every component file, in subfolders too (`sidebar/sidebar.tsx`). */
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
);
const PUBLIC = new Set([...Object.keys(main), ...Object.keys(switchers), ...Object.keys(layout)]);
/** Modules of `src/hook/` that hold no navigation state. */
const UTILITIES = new Set(['iso-layout-effect']);
/** Known exceptions, each to be removed (reported to the lead): `file: name`. */
const KNOWN = new Set<string>();

/** Every value imported by `source` from `../hook/<module>.js`, as `[module, name]`. */
function hookValueImports(source: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+hook\/([\w-]+)\.js'/g,
  )) {
    if (m[1]) continue;
    for (const spec of (m[2] ?? '').split(',')) {
      const name =
        spec
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) out.push([m[3] ?? '', name]);
    }
  }
  for (const m of source.matchAll(/import\s+(?!type\b)[^'{]*from\s*'(?:\.\.\/)+hook\/([\w-]+)\.js'/g))
    out.push([m[1] ?? '', '*']);
  return out;
}

describe('components import only the public surface of the hook', () => {
  it('finds the component files (the check reads something)', () => {
    expect(files).toContain('sidebar/sidebar.tsx');
    expect(hookValueImports("import { useStore, type X } from '../hook/hooks.js';")).toEqual([
      ['hooks', 'useStore'],
    ]);
    expect(hookValueImports("import { useSidebar } from '../../hook/sidebar-hooks.js';")).toEqual([
      ['sidebar-hooks', 'useSidebar'],
    ]);
  });

  it.each(files)('%s', (file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    const privateImports = hookValueImports(source)
      .filter(([module, name]) => !UTILITIES.has(module) && !PUBLIC.has(name))
      .map(
        ([module, name]) =>
          `${file}: ${name}${KNOWN.has(`${file}: ${name}`) ? '' : ` (from hook/${module})`}`,
      )
      .filter((entry) => !KNOWN.has(entry));
    expect(privateImports).toEqual([]);
    // Never the React-free state itself (store, expansion rules, sidebar view, persistence): only through hooks.
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*'(?:\.\.\/)+state\/[\w-]+\.js'/m);
  });
});
