// @vitest-environment node
/**
 * The code blocks of the READMEs typecheck under strict TypeScript against the built packages (`pnpm build`:
 * `@docsnav/*` resolve as a host resolves them, through their `exports` to `dist/*.d.ts`), as a host would paste
 * them into an ESM project. Names a snippet uses but does not define (the model, the pathname, the host's
 * `Link`, the page) are declared once in `snippet-globals.d.ts`, the same for every block.
 * The React README's quick starts are an example's files (each block headed by its path, "`examples/next/…`:"):
 * those are typechecked together per example, each at its path (their relative imports resolve to each
 * other), with the module resolution of the frameworks' bundlers (`bundler`), in a workspace package where
 * the framework's types resolve (`next`, `react-router`, `@react-router/dev`, `vite`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ICON_TABLE_TYPES } from '../../packages/node/src/write-icons.js';
import { type CodeBlock, codeBlocks, documentationFiles, repo } from './markdown.js';

const readmes = documentationFiles().filter((f) => f.endsWith('README.md'));
const blocks = readmes.flatMap(codeBlocks).filter((b) => ['ts', 'tsx', 'js', 'jsx'].includes(b.lang));

/** The example file a block is (its "`examples/<example>/<path>`:" heading two lines above the fence). */
function exampleFile(block: CodeBlock): { example: string; path: string } | undefined {
  const heading = readFileSync(join(repo, block.file), 'utf8').split('\n')[block.line - 3] ?? '';
  const m = /^`examples\/([^/`]+)\/([^`]+)`:$/.exec(heading);
  return m?.[1] && m[2] ? { example: m[1], path: m[2] } : undefined;
}

/**
 * The workspace package whose node_modules hold each example's framework (the versions the examples pin, up to
 * a patch release); `@docsnav/*` resolve from the repository's node_modules above it.
 */
const FRAMEWORK_HOME: Record<string, string> = {
  next: 'packages/react', // next (a devDependency, for its adapter's tests)
  'react-router': 'packages/site', // react-router, @react-router/dev, vite
  vite: 'packages/site', // vite, @vitejs/plugin-react, react-router
};

const inExample = (b: CodeBlock) => exampleFile(b) !== undefined;

/** Where and how one program of blocks is typechecked. */
interface Setup {
  /** Its folder (emptied first), inside the repository so that packages resolve from node_modules. */
  dir: string;
  resolution: 'nodenext' | 'bundler';
  /** Whether the names a snippet uses but does not define are declared (an example's files define all theirs). */
  snippetNames: boolean;
  /** Files the example's build generates before it compiles (gitignored, so absent from a fresh clone). */
  generated?: Record<string, string>;
  /** The file a block is written to, relative to the folder. */
  fileOf: (block: CodeBlock, index: number) => string;
}

/** Each block a module of its own, named for where it is, under NodeNext resolution (as a Node host). */
const standalone: Setup = {
  dir: join(repo, 'node_modules', '.cache', 'docsnav-readme-code'),
  resolution: 'nodenext',
  snippetNames: true,
  fileOf: (block, i) =>
    `${block.file.replace(/[/.]/g, '_')}_${block.line}_${i}.${block.lang.startsWith('j') ? block.lang.replace('j', 't') : block.lang}`,
};

/** One example's quick-start blocks at their paths in the example, under the bundler's resolution. */
const exampleSetup = (example: string): Setup => ({
  dir: join(repo, FRAMEWORK_HOME[example] ?? '', 'node_modules', '.cache', 'docsnav-readme-code', example),
  resolution: 'bundler',
  snippetNames: false,
  fileOf: (block) => exampleFile(block)?.path ?? '',
  generated: GENERATED[example] ?? {},
});

/** What each example's build writes before compiling: the Next example's icon table (next.config.mjs). */
const GENERATED: Record<string, Record<string, string>> = {
  next: { 'lib/docsnav-icons/index.d.ts': ICON_TABLE_TYPES },
};

/** Typechecks every block (the standalone ones and each example's together); the diagnostics per block. */
function typecheckAll(all: CodeBlock[]): Map<CodeBlock, string[]> {
  const found = typecheck(
    all.filter((b) => !inExample(b)),
    standalone,
  );
  const examples = new Set(all.map((b) => exampleFile(b)?.example).filter((e) => e !== undefined));
  for (const example of examples) {
    const own = all.filter((b) => exampleFile(b)?.example === example);
    for (const [block, problems] of typecheck(own, exampleSetup(example))) found.set(block, problems);
  }
  return found;
}

/** Typechecks the blocks as one program in a setup; returns the diagnostics per block. */
function typecheck(
  all: CodeBlock[],
  { dir, resolution, snippetNames, fileOf, generated = {} }: Setup = standalone,
): Map<CodeBlock, string[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const globals = join(dir, 'snippet-globals.d.ts');
  /** The names a snippet uses but does not define. */
  const declared = [
    "declare const model: import('@docsnav/core').NavModel;",
    'declare const pathname: string;',
    "declare const children: import('react').ReactNode;",
    "declare const page: import('react').ReactNode;",
    "declare const Link: import('@docsnav/react').LinkComponent;",
    'declare const navigate: (href: string) => void;',
    "declare function Logo(): import('react').ReactElement;",
  ];
  writeFileSync(
    globals,
    [
      // `virtual:docsnav`, the Vite plugin's module, typed as the examples' tsconfig.json types it.
      '/// <reference types="@docsnav/node/virtual-docsnav" />',
      ...(snippetNames ? declared : []),
      '',
    ].join('\n'),
  );
  for (const [file, text] of Object.entries(generated)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const files = new Map<string, CodeBlock>();
  all.forEach((block, i) => {
    const name = join(dir, fileOf(block, i));
    mkdirSync(dirname(name), { recursive: true });
    // `export {}` makes every block a module (top-level await, names of its own).
    writeFileSync(name, `${block.code}\nexport {};\n`);
    files.set(name, block);
  });
  const program = ts.createProgram([globals, ...files.keys()], {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: resolution === 'bundler' ? ts.ModuleKind.ESNext : ts.ModuleKind.NodeNext,
    moduleResolution:
      resolution === 'bundler' ? ts.ModuleResolutionKind.Bundler : ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [join(repo, 'node_modules', '@types')],
    noEmit: true,
    skipLibCheck: true,
    noUnusedLocals: false,
  });
  const found = new Map<CodeBlock, string[]>(all.map((b) => [b, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const block = d.file ? files.get(d.file.fileName) : undefined;
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (block) found.get(block)?.push(`${block.file}:${block.line + 1 + where}: ${text}`);
    else found.get(all[0] as CodeBlock)?.push(`${d.file?.fileName ?? '(no file)'}: ${text}`);
  }
  return found;
}

describe('README code blocks', () => {
  it('are found in every package README', () => {
    for (const pkg of ['core', 'react', 'node'])
      expect(
        blocks.some((b) => b.file === `packages/${pkg}/README.md`),
        pkg,
      ).toBe(true);
  });

  it("include the React README's quick starts: each example's files, under their paths", () => {
    for (const example of Object.keys(FRAMEWORK_HOME))
      expect(blocks.filter((b) => exampleFile(b)?.example === example).length, example).toBeGreaterThan(1);
  });

  // Four TypeScript programs (the blocks, then each example's): about 8 s alone, over 30 s on a busy machine.
  it('typecheck under strict TypeScript against the built packages', { timeout: 120_000 }, () => {
    const problems = [...typecheckAll(blocks).values()].flat();
    expect(problems).toEqual([]);
  });

  it('catch a mistake: a snippet calling a function with the wrong argument fails', () => {
    const wrong: CodeBlock = {
      file: 'packages/core/README.md',
      line: 1,
      lang: 'ts',
      code: "import { nodeHref } from '@docsnav/core';\nnodeHref(model, 'x');",
    };
    expect(typecheck([wrong]).get(wrong)?.join('\n')).toMatch(/Argument of type/);
  });
});
