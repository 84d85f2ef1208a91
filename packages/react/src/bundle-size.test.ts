// @vitest-environment node
/**
 * Bundle budgets (DESIGN.md §8): each entry bundled with esbuild, minified, gzipped with node:zlib; React,
 * Radix and lucide external (the host ships them anyway), @docsnav/core bundled in. "Hook" is `hook/index.ts`:
 * the provider of a whole model and the hooks a sidebar is drawn with (a split model's provider is
 * `@docsnav/react/split`'s, not counted); `useNavigation()` (everything at once), the breadcrumb /
 * pager hooks and the switch targets are measured on top of it (printed).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const KB = 1024;

async function bundle(entryPoints: string[], splitting = false) {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting,
    outdir: '/virtual-out',
    metafile: true,
    jsx: 'automatic',
    alias: {
      '@docsnav/core/split': here('../../core/src/split/index.ts'),
      '@docsnav/core/finder': here('../../core/src/finder/index.ts'),
      '@docsnav/core': here('../../core/src/index.ts'),
    },
    external: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@radix-ui/*',
      'lucide-react',
      'lucide-react/*',
    ],
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({
    path: file.path,
    gzip: gzipSync(file.contents, { level: 9 }).length,
    text: file.text,
  }));
  return { files, metafile: result.metafile as Metafile };
}

/** What a first page loads of an entry: its file and the chunks it imports statically (chunks it imports
 *  with `import()`, e.g. the sidebar's arrow keys, load later and are not counted). */
const gz = async (entry: string) => {
  const { files, metafile } = await bundle([here(entry)], true);
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined);
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  if (start) visit(start);
  // Metafile paths are relative to the working directory, output files' paths absolute.
  const sizes = files.filter((file) => loaded.has(relative(process.cwd(), file.path)));
  expect(sizes.length).toBe(loaded.size);
  return sizes.reduce((sum, file) => sum + file.gzip, 0);
};

/** The largest modules of what a first page loads of an entry, minified bytes each (esbuild's metafile):
 *  where its bytes are, printed with the figures. */
const largest = async (entry: string, count = 8) => {
  const { metafile } = await bundle([here(entry)]);
  const bytes = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([input, n]) => `${input.replace(/^.*packages\/(\w+)\/src\//, '$1:')} ${n}`)
    .join(', ');
};

const sizes = (async () => {
  const hook = await gz('./hook/index.ts');
  const whole = await gz('./test-support/all-hooks.ts');
  const main = await gz('./index.ts');
  const split = await bundle([here('./index.ts'), here('./switchers.ts')], true);
  const own = (name: string) => split.files.find((file) => file.path.endsWith(`/${name}.js`));
  const imports = (name: string) =>
    Object.entries(split.metafile.outputs)
      .filter(([path]) => path.endsWith(`/${name}.js`))
      .flatMap(([, output]) => output.imports.map((imported) => imported.path));
  const result = { hook, components: main - hook, main, switchers: own('switchers')?.gzip, imports, split };
  console.log(
    `bundle (min+gzip): core queries + hook ${(hook / KB).toFixed(2)} KB; components ${((main - hook) / KB).toFixed(2)} KB ` +
      `(main entry ${(main / KB).toFixed(2)} KB); core + the whole hook (useNavigation, trail hooks, switch targets) ${(whole / KB).toFixed(2)} KB; switchers entry on top of main ${((result.switchers ?? 0) / KB).toFixed(2)} KB\n` +
      `hook's largest modules (minified bytes): ${await largest('./hook/index.ts')}`,
  );
  return result;
})();

describe('bundle budgets (min+gzip, React/Radix/lucide external)', () => {
  // DESIGN §8 sets 4 KB, still missed: docs/hook.md ("Size and rendering cost") has the numbers, the history
  // of this ceiling and where the bytes are (without any code that builds the index, the store, provider,
  // hooks and locate alone are 4.17 KB). The ceiling (lowered from 7.25 KB when split models got their own
  // provider, then from 5.98 and 5.9 KB in issue 31) keeps the miss from growing unnoticed.
  it('core queries + hook <= 5.85 KB (DESIGN target 4 KB, missed: see docs/hook.md)', async () => {
    expect((await sizes).hook).toBeLessThanOrEqual(5.85 * KB);
  });

  // Budget 10 KB. The ceiling keeps what a first page loads from growing unnoticed; its history is in
  // docs/components.md, "Bundle" (8.23 KB before the sidebar's heap work of issue 31, whose disclosure markup
  // replaced Radix Collapsible: see the next test; 8.60 KB before the closed groups' static markup moved to a
  // chunk loaded in the first idle period; 7.95 KB before GlobalAnchors' `omit`).
  it('components <= 7.98 KB (budget 10 KB)', async () => {
    expect((await sizes).components).toBeLessThanOrEqual(7.98 * KB);
  });

  it('the main entry imports no Radix package: a sidebar ships none (its disclosures are plain buttons)', async () => {
    const { metafile } = await bundle([here('./index.ts')], true);
    const outputs = Object.values(metafile.outputs);
    // What the entry's file and the chunks it imports statically import.
    const seen = new Set<(typeof outputs)[number]>();
    const visit = (output: (typeof outputs)[number] | undefined) => {
      if (!output || seen.has(output)) return;
      seen.add(output);
      for (const i of output.imports) if (i.kind === 'import-statement') visit(metafile.outputs[i.path]);
    };
    visit(outputs.find((output) => output.entryPoint !== undefined));
    const imported = [...seen].flatMap((output) => output.imports.map((i) => i.path));
    expect(imported).toContain('react');
    expect(imported.filter((path) => path.startsWith('@radix-ui/'))).toEqual([]);
  });

  it('switchers, menus and the drawer are in their own entries: the main entry never imports menu or dialog code', async () => {
    const { imports, switchers, split } = await sizes;
    expect(switchers).toBeGreaterThan(0);
    expect(imports('index')).not.toContain('@radix-ui/react-dropdown-menu');
    expect(imports('index')).not.toContain('@radix-ui/react-dialog');
    // The menus' Radix code loads on first intent: the switchers entry imports it only through a chunk it
    // loads with import().
    expect(imports('switchers')).not.toContain('@radix-ui/react-dropdown-menu');
    const lazy = Object.entries(split.metafile.outputs).find(([, output]) =>
      output.imports.some((imported) => imported.path === '@radix-ui/react-dropdown-menu'),
    );
    expect(lazy).toBeDefined();
    const [lazyPath] = lazy ?? [''];
    // The entries reach it only through an import() (the plain menu's and the switchers' menu chunks share
    // it): what they load up front does not include it, what they may load later does.
    const reached = (dynamic: boolean) => {
      const seen = new Set<string>();
      const visit = (path: string) => {
        if (seen.has(path)) return;
        seen.add(path);
        for (const imported of split.metafile.outputs[path]?.imports ?? [])
          if (!imported.external && (dynamic || imported.kind === 'import-statement')) visit(imported.path);
      };
      // The two entries (a chunk loaded with import() has an `entryPoint` too).
      for (const path of Object.keys(split.metafile.outputs))
        if (/\/(index|switchers)\.js$/.test(path)) visit(path);
      return seen;
    };
    expect(reached(false).has(lazyPath)).toBe(false);
    expect(reached(true).has(lazyPath)).toBe(true);
    // The drawer's Radix Dialog too: the layout entry loads it with import(), on first intent.
    const layout = await bundle([here('./index.ts'), here('./layout.ts')], true);
    const layoutImports = Object.entries(layout.metafile.outputs)
      .filter(([path]) => path.endsWith('/layout.js'))
      .flatMap(([, output]) => output.imports);
    expect(layoutImports.map((imported) => imported.path)).not.toContain('@radix-ui/react-dialog');
    const drawer = Object.entries(layout.metafile.outputs).find(([, output]) =>
      output.imports.some((imported) => imported.path === '@radix-ui/react-dialog'),
    );
    expect(layoutImports.find((imported) => imported.path === drawer?.[0])?.kind).toBe('dynamic-import');
  });

  it("a first paint with the page finder's button or a switcher loads neither the finder's hook nor the switch targets", async () => {
    // Bundled from the modules a host's first paint renders (not the entries' indexes, which also export the
    // hooks for hosts that draw their own: a bundler that tree-shakes leaves them to the lazy chunks).
    const { metafile } = await bundle(
      [here('./finder/page-finder.tsx'), here('./components/switchers.tsx')],
      true,
    );
    const upFront = new Set<string>();
    const visit = (path: string) => {
      if (upFront.has(path)) return;
      upFront.add(path);
      for (const imported of metafile.outputs[path]?.imports ?? [])
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    };
    for (const path of Object.keys(metafile.outputs))
      if (/\/(page-finder|switchers)\.js$/.test(path)) visit(path);
    const inputs = [...upFront].flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {}));
    expect(inputs.some((input) => input.endsWith('finder/page-finder.tsx'))).toBe(true);
    // (Core's switch.ts is left out: esbuild keeps what core's index re-exports in a shared chunk; `pnpm
    // size:host` shows that a host's bundler leaves it to the switchers' menu chunk.)
    for (const lazy of ['finder/use-page-finder.ts', 'finder/matcher.ts', 'hook/switch-targets.ts'])
      expect(inputs.filter((input) => input.endsWith(lazy))).toEqual([]);
    // ... and each loads later, with the finder's or the switchers' menu chunk.
    const all = Object.keys(metafile.inputs);
    expect(all.some((input) => input.endsWith('finder/use-page-finder.ts'))).toBe(true);
    expect(all.some((input) => input.endsWith('hook/switch-targets.ts'))).toBe(true);
  });

  it('never ships the lucide or Font Awesome icon sets or a name map by default: icons come from tables, one module each', async () => {
    const { files, metafile } = await bundle([here('./index.ts'), here('./switchers.ts')], true);
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.includes('lucide'))).toBe(false);
    expect(inputs.some((input) => input.includes('fortawesome'))).toBe(false);
    expect(files.some((file) => file.text.includes('lucide-react'))).toBe(false);
    // The generic name map is an explicit opt-in entry.
    const optIn = await bundle([here('./lucide-all.ts')]);
    expect(optIn.files.some((file) => file.text.includes('import("lucide-react/dynamic")'))).toBe(true);
  });
});
